/**
 * Every link of the committed generated/reports leads somewhere real (the checks are link-check.ts's): links name
 * pages there and anchors in them, the "act on these first" lists and a guide's cards name the card they mean, the
 * filter keys are the filter's, and the spec locations quoted are places in the specs. Each check is also shown to
 * catch a break made in a copy of the tree.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCatalog } from "../../generator/load/catalog.js";
import { renderReport } from "../../generator/report/render.js";
import { fixture } from "./fake-engine.js";
import { badLocations, brokenLinks, cardsOf, misnamedCards, unlisted, type Pages } from "./link-check.js";

const repo = path.resolve(import.meta.dirname, "../..");
const reports = path.join(repo, "generated/reports");

const pages: Pages = new Map(
  readdirSync(reports, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(md|html|json)$/.test(file))
    .map((file) => [file.split(path.sep).join("/"), readFileSync(path.join(reports, file), "utf8")]),
);

/** The tree with one page's text changed by `edit`, which must change it. */
function edited(page: string, edit: (text: string) => string): Pages {
  const text = edit(pages.get(page)!);
  expect(text).not.toBe(pages.get(page));
  return new Map([...pages, [page, text]]);
}

const report = "2022-10-17..2024-05-15";
const guide = `guides/${report}.html`;

describe("generated/reports", () => {
  it("has the pages the checks read: reports, guides with cards that link to their report, the index", () => {
    expect(pages.has("index.html") && pages.has("index.md")).toBe(true);
    const linked = [...cardsOf(guide, pages.get(guide)!).values()].filter((c) => c.details);
    expect(linked.length).toBeGreaterThan(50);
  });

  it("links only to pages of the reports and to anchors there", () => {
    expect(brokenLinks(pages)).toEqual([]);
  });

  it("lists every report and guide on both index pages", () => {
    expect(unlisted(pages)).toEqual([]);
  });

  it("names the right card: act-on lists, a guide's links to its report, filter keys, the JSON report's actOn", () => {
    expect(misnamedCards(pages)).toEqual([]);
  });

  it("quotes spec locations that are places in the specs, at the key of the definition's pointer", () => {
    expect(badLocations(pages, repo)).toEqual([]);
  });
});

describe("the checks catch", () => {
  it("a link to a page that is not there, an anchor that is not there, a page no index lists", () => {
    const page = edited("index.html", (t) => t.replace(`href="${report}.html"`, `href="${report}.htm"`));
    expect(brokenLinks(page)).toEqual([`index.html: ${report}.htm: no ${report}.htm in the reports`]);
    const anchor = edited(guide, (t) => t.replace(`${report}.html#finding-1"`, `${report}.html#finding-999"`));
    expect(brokenLinks(anchor)).toEqual([
      `${guide}: ../${report}.html#finding-999: no id "finding-999" in ${report}.html`,
    ]);
    const index = edited("index.md", (t) => t.replace(`[HTML](guides/${report}.html)`, "HTML"));
    expect(unlisted(index)).toEqual([`guides/${report}.html`]);
    const md = edited(`guides/${report}.md`, (t) => t.replace(`(../${report}.md)`, `(../${report}.md#finding-1)`));
    expect(brokenLinks(md)).toEqual([`guides/${report}.md: ../${report}.md#finding-1: ${report}.md has no anchors`]);
  });

  it("a guide's card linked to another change of its rule and pointer (two renames into one shared parameter)", () => {
    // The first two cards of one rule and pointer with different sentences: the second linked where the first is.
    const cards = [...cardsOf(guide, pages.get(guide)!).values()].filter((c) => c.details);
    const [a, b] = cards.flatMap((a) =>
      cards
        .filter((b) => b.rule === a.rule && b.pointer === a.pointer && b.sentence !== a.sentence)
        .map((b) => [a, b] as const),
    )[0]!;
    const broken = edited(guide, (t) => {
      const at = t.indexOf(`id="${b.anchor}"`);
      return t.slice(0, at) + t.slice(at).replace(/(<p class="details"><a href=")[^"]*/, `$1${a.details}`);
    });
    const problems = misnamedCards(broken);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${guide}: card ${b.anchor} (${b.rule}) links ${a.details}, a card of`);
  });

  it("an act-on item that links or names another card, a filter key the filter lacks, an option no card has", () => {
    const html = edited(`${report}.html`, (t) => t.replace('<li><a href="#finding-1">', '<li><a href="#finding-2">'));
    expect(misnamedCards(html)).toEqual([
      expect.stringMatching(/^2022-10-17\.\.2024-05-15\.html: "act on these first" links #finding-2 \(/),
    ]);
    const md = edited(`${report}.md`, (t) => t.replace("\n1. **#1** ", "\n1. **#2** "));
    expect(misnamedCards(md)).toEqual([
      expect.stringMatching(/^2022-10-17\.\.2024-05-15\.md: acts on #2, #2, .*, the JSON report on #1, #2, /),
      expect.stringMatching(/"act on these first" names #2 \(.*\), which is not that finding$/),
    ]);
    const key = edited(`${report}.html`, (t) => t.replace(/data-ops="op(\d+)/, 'data-ops="op999'));
    expect(misnamedCards(key)).toEqual([expect.stringContaining('has the filter key "op999"')]);
    const option = misnamedCards(
      edited(`${report}.html`, (t) => t.replace('<option value="op1">', '<option value="op999">')),
    );
    expect(option).toContainEqual(
      expect.stringContaining('has the filter key "op1", which the operation filter lacks'),
    );
    expect(option).toContainEqual(expect.stringContaining('the operation filter offers "op999", which no card has'));
  });

  it("a spec location past the end of its file or not at its definition, a banner's spec that is not there", () => {
    const json = `${report}.json`;
    const far = edited(json, (t) => t.replace(/"line": \d+/, '"line": 999999'));
    expect(badLocations(far, repo)).toEqual([expect.stringMatching(/:999999:\d+, which reads ""$/)]);
    const off = edited(json, (t) => t.replace(/"line": (\d+)/, (_, line: string) => `"line": ${Number(line) + 1}`));
    expect(badLocations(off, repo)).toEqual([
      expect.stringMatching(/^[^ ]+\.json: #\/.* is at specs\/.*, which reads "/),
    ]);
    const moved = edited(`${report}.md`, (t) => t.replace(/(specs\/[\w.-]+\.yaml):\d+:/, "$1:999999:"));
    expect(badLocations(moved, repo)).toEqual([expect.stringMatching(/: specs\/.*:999999:\d+ is no place in a file/)]);
    const source = edited(guide, (t) =>
      t.replace("generated from specs/2022-10-17.yaml", "generated from specs/x.yaml"),
    );
    expect(badLocations(source, repo)).toEqual([`${guide}: generated from specs/x.yaml, which is not in ${repo}`]);
  });
});

describe("spec text", () => {
  it("that looks like a link, an anchor or a card is none: the checks read only what the templates write", () => {
    const hostile = fixture("hostile");
    const tree: Pages = new Map(
      (["md", "html", "json"] as const).map((f) => [
        `hostile.${f}`,
        renderReport(f, hostile, { catalog: readCatalog() }),
      ]),
    );
    expect(tree.get("hostile.md")).toContain("\\[link\\](javascript:alert(3))");
    expect(brokenLinks(tree)).toEqual([]);
    expect(misnamedCards(tree)).toEqual([]);
  });
});
