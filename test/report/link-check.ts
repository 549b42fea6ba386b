/**
 * The checks of links.test.ts over a tree of report pages (path relative to the reports folder -> text), each
 * returning one line per problem:
 * - `brokenLinks`: every link of a page names a page of the tree, and its `#anchor` an id there (HTML). The Markdown
 *   pages have no anchors of their own (a finding is named by its number, `#12`), so a link into one carries none: the
 *   anchors GitHub gives headings follow from their sentences, and a link to one would need those rules here.
 * - `misnamedCards`: what names a card names the right one. The "act on these first" lists (HTML: a link, Markdown:
 *   the finding's number or the change's sentence) name a card of the page with the same rule and sentence; a guide's
 *   card links to the report's finding of the same rule, sentence and pointer (the report's sentence may add where a
 *   definition was replaced on the way); the operation filter's keys on the
 *   cards are options of the page's filter; and the JSON report acts on the numbers its pages list.
 * - `badLocations`: each `file:line:col` the pages quote (relative to the config's folder, not to the page: they are
 *   text, not links) is a place in a file there, and in the JSON reports the key at that place is the last key of the
 *   definition's pointer; the files a banner says a page is generated from are there.
 * - `unlisted`: the pages neither index page links to.
 * The pages are revforge's own templates (templates/reports/), so their structure is read with patterns; the HTML
 * links, the cards and the act-on items read are counted against the markup they come from, so that a template change
 * cannot make a check pass by matching nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export type Pages = ReadonlyMap<string, string>;

/** The characters handlebars escapes in HTML, by their escape. */
const escapes: Record<string, string> = {
  amp: "&",
  quot: '"',
  lt: "<",
  gt: ">",
  "#x27": "'",
  "#x60": "`",
  "#x3D": "=",
};
/** HTML attribute text as handlebars escapes it, decoded. */
const attribute = (text: string) => text.replace(/&(amp|quot|lt|gt|#x27|#x60|#x3D);/g, (_, e: string) => escapes[e]!);

const all = (text: string, re: RegExp) => [...text.matchAll(re)];
const count = (text: string, re: RegExp) => all(text, re).length;

/** Markdown without its code (fences and code spans), whose text is never a link. */
const markdownProse = (md: string) =>
  md.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, "").replace(/(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)/g, "");

/** The links of a page: `href`s in HTML (Markdown pages hold some HTML too), `[text](target)` in Markdown. */
function linksOf(page: string, text: string): string[] {
  const prose = page.endsWith(".md") ? markdownProse(text) : text;
  const hrefs = all(prose, /\shref="([^"]*)"/g).map((m) => attribute(m[1]!));
  // Spec text cannot write `href=` in HTML (handlebars escapes `=`), so every one is the templates'.
  if (page.endsWith(".html") && hrefs.length !== count(prose, /href\s*=/g))
    throw new Error(`${page}: an href this check does not read`);
  const md = page.endsWith(".md") ? all(prose, /(?<!\\)\]\(([^()\s]*)\)/g).map((m) => m[1]!) : [];
  return [...hrefs, ...md];
}

const idsOf = (html: string) => new Set(all(html, /\sid="([^"]*)"/g).map((m) => attribute(m[1]!)));

export function brokenLinks(pages: Pages): string[] {
  const problems: string[] = [];
  const ids = new Map<string, Set<string>>();
  const idsIn = (page: string) => ids.get(page) ?? ids.set(page, idsOf(pages.get(page)!)).get(page)!;
  for (const [page, text] of pages) {
    if (!/\.(md|html)$/.test(page)) continue;
    const seen = all(text, /\sid="([^"]*)"/g).map((m) => m[1]!);
    for (const id of new Set(seen.filter((id, i) => seen.indexOf(id) !== i)))
      problems.push(`${page}: id "${id}" twice`);
    for (const link of linksOf(page, text)) {
      const at = `${page}: ${link}`;
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(link)) {
        problems.push(`${at}: a link out of the reports, which no check can follow`);
        continue;
      }
      const [file, anchor] = link.split("#", 2) as [string, string | undefined];
      const target = file === "" ? page : path.posix.normalize(path.posix.join(path.posix.dirname(page), file));
      if (!pages.has(target)) {
        problems.push(`${at}: no ${target} in the reports`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!target.endsWith(".html")) problems.push(`${at}: ${target} has no anchors`);
      else if (!idsIn(target).has(decodeURIComponent(anchor))) problems.push(`${at}: no id "${anchor}" in ${target}`);
    }
  }
  return problems;
}

/** The pages neither index page (index.md, index.html) links to. */
export function unlisted(pages: Pages): string[] {
  const listed = ["index.md", "index.html"].map((index) => new Set(linksOf(index, pages.get(index) ?? "")));
  return [...pages.keys()].filter(
    (page) => !/^(index\.(md|html)|stamp\.json)$/.test(page) && !listed.every((links) => links.has(page)),
  );
}

interface Card {
  anchor: string;
  severity: string;
  rule: string;
  /** The sentence (the finding's message) as the page shows it. */
  sentence: string;
  pointer: string;
  ops: string[];
  details?: string;
}

/** The finding cards of an HTML report or guide (templates/reports/partials/finding.html.hbs), by anchor. */
export function cardsOf(page: string, html: string): Map<string, Card> {
  const cards = new Map<string, Card>();
  const re =
    /<article class="finding \w+" id="([^"]*)" data-severity="(\w+)" data-ops="([^"]*)">([\s\S]*?)<\/article>/g;
  for (const [, anchor, severity, ops, body] of all(html, re)) {
    const field = (re: RegExp) => re.exec(body!)?.[1];
    const [rule, sentence] = [field(/<code class="rule">([^<]*)</), field(/<h3>([\s\S]*?)<\/h3>/)];
    const pointer = field(/<dt>Definition<\/dt>\s*<dd><code>([^<]*)</);
    if (rule === undefined || sentence === undefined || pointer === undefined)
      throw new Error(`${page}: card ${anchor} without its rule, sentence or definition`);
    const details = field(/<p class="details"><a href="([^"]*)"/);
    cards.set(anchor!, {
      anchor: anchor!,
      severity: severity!,
      rule,
      sentence,
      pointer,
      ops: ops!.split(" ").filter(Boolean),
    });
    if (details !== undefined) cards.get(anchor!)!.details = attribute(details);
  }
  if (cards.size !== count(html, /<article/g)) throw new Error(`${page}: a card this check does not read`);
  return cards;
}

/** The HTML "act on these first" list (partials/overview.html.hbs): each item's anchor, sentence, severity, rule. */
function htmlActOf(page: string, html: string) {
  const list = /<ol class="act">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
  const re =
    /<li><a href="#([^"]*)">([\s\S]*?)<\/a> <span class="badge (\w+)">[^<]*<\/span> <span class="sub">[^<]*<code>([^<]*)<\/code>/g;
  const items = all(list, re).map(([, anchor, sentence, severity, rule]) => ({
    anchor: anchor!,
    sentence: sentence!,
    severity: severity!,
    rule: rule!,
  }));
  if (items.length !== count(list, /<li>/g)) throw new Error(`${page}: an act-on item this check does not read`);
  return items;
}

/** Markdown as plain words: what two renderings of one sentence (one clipped) have in common. */
const plain = (md: string) => md.replace(/\\(.)/g, "$1").replace(/`/g, "").replace(/&amp;/g, "&");

/** The sentence `named` (an act-on item's, maybe clipped with "…") is `full`, or the start of it. */
const names = (named: string, full: string) =>
  plain(named) === plain(full) || (named.endsWith("…") && plain(full).startsWith(plain(named.slice(0, -1))));

/** A rule id in Markdown: a code span of any length of backtick run (markdown-text.ts `mdCode`). */
const ruleSpan = String.raw`(?<ticks>\`+)(?!\`)(?<rule>.+?)(?<!\`)\k<ticks>(?!\`)`;

/** The Markdown "act on these first" list: `number` in a report (`**#12**`), the rule, the sentence. */
function mdActOf(page: string, md: string) {
  const list = /^### Act on these first\n([\s\S]*?)(?=^#|(?![\s\S]))/m.exec(md)?.[1] ?? "";
  const re = new RegExp(
    String.raw`^1\. (?:\*\*#(?<n>\d+)\*\* )?[^·\n]* · ${ruleSpan}(?: · \d+ operations?)?: (?<sentence>.*)$`,
    "gm",
  );
  const items = all(list, re).map(({ groups: g }) => ({ n: Number(g!.n), rule: g!.rule!, sentence: g!.sentence! }));
  if (items.length !== count(list, /^1\. /gm)) throw new Error(`${page}: an act-on item this check does not read`);
  return items;
}

export function misnamedCards(pages: Pages): string[] {
  const problems: string[] = [];
  const cards = new Map<string, Map<string, Card>>();
  const cardsIn = (page: string) => cards.get(page) ?? cards.set(page, cardsOf(page, pages.get(page)!)).get(page)!;
  const same = (a: Card, b: Pick<Card, "severity" | "rule" | "sentence">) =>
    a.severity === b.severity && a.rule === b.rule && a.sentence === b.sentence;
  // A report words a change made where a definition was replaced on the way with that clause; a guide does not.
  const sameChange = (report: Card, guide: Card) =>
    same(report, guide) ||
    (same(report, { ...guide, sentence: report.sentence }) &&
      /^ \(where <code>[^<]+<\/code> replaced <code>[^<]+<\/code>\)\.$/.test(
        report.sentence.slice(guide.sentence.length - 1),
      ) &&
      report.sentence.startsWith(guide.sentence.slice(0, -1)));
  for (const [page, text] of pages) {
    if (!page.endsWith(".html") || page === "index.html") continue;
    const mine = cardsIn(page);
    for (const item of htmlActOf(page, text)) {
      const card = mine.get(item.anchor);
      if (!card || !same(card, item))
        problems.push(`${page}: "act on these first" links #${item.anchor} (${item.rule}) to ${describe(card)}`);
    }
    const options = new Set(all(text, /<option value="([^"]+)">/g).map((m) => m[1]!));
    for (const card of mine.values())
      for (const key of card.ops.filter((k) => !options.has(k)))
        problems.push(`${page}: card ${card.anchor} has the filter key "${key}", which the operation filter lacks`);
    for (const key of options)
      if (![...mine.values()].some((card) => card.ops.includes(key)))
        problems.push(`${page}: the operation filter offers "${key}", which no card has`);
    for (const card of mine.values()) {
      if (card.details === undefined) continue;
      const [file, anchor] = card.details.split("#", 2);
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(page), file!));
      const there = pages.has(target) ? cardsIn(target).get(anchor ?? "") : undefined;
      if (!there || !sameChange(there, card) || there.pointer !== card.pointer)
        problems.push(`${page}: card ${card.anchor} (${card.rule}) links ${card.details}, ${describe(there)}`);
    }
  }
  for (const [page, md] of pages) {
    if (!page.endsWith(".md") || page === "index.md") continue;
    problems.push(...misnamedInMarkdown(page, md, pages));
  }
  return problems;
}

const describe = (card: Card | undefined) =>
  card ? `a card of ${card.rule} that says "${card.sentence}"` : "which names no card";

/**
 * The Markdown "act on these first" list names its cards: in a report by number (`**#12**` is `#### 12.`, unless the
 * report says finding 12 did not fit, and is the JSON report's `overview.actOn` too), in a guide by the sentence of a
 * change listed below it.
 */
function misnamedInMarkdown(page: string, md: string, pages: Pages): string[] {
  const problems: string[] = [];
  const act = mdActOf(page, md);
  if (page.startsWith("guides/")) {
    const re = new RegExp(String.raw`^- \*\*\w+:\*\* (?<sentence>.*) \(${ruleSpan}\)$`, "gm");
    const changes = all(md, re).map(({ groups: g }) => ({ sentence: g!.sentence!, rule: g!.rule! }));
    for (const item of act)
      if (!changes.some((c) => c.rule === item.rule && names(item.sentence, c.sentence!)))
        problems.push(`${page}: "act on these first" names ${item.rule} "${item.sentence}", a change not listed`);
    return problems;
  }
  const headings = new Map(
    all(md, new RegExp(String.raw`^#### (?<n>\d+)\. (?<sentence>.*)\n\n${ruleSpan}`, "gm")).map(({ groups: g }) => [
      Number(g!.n),
      { sentence: g!.sentence!, rule: g!.rule! },
    ]),
  );
  const omitted = /^Findings #(\d+) to #(\d+) \(/m.exec(md);
  const json = pages.get(page.replace(/\.md$/, ".json"));
  const actOn = json === undefined ? undefined : (JSON.parse(json) as { overview: { actOn: number[] } }).overview.actOn;
  if (actOn && actOn.join() !== act.map((a) => a.n).join())
    problems.push(`${page}: acts on #${act.map((a) => a.n).join(", #")}, the JSON report on #${actOn.join(", #")}`);
  for (const item of act) {
    const card = headings.get(item.n);
    const left = omitted && item.n >= Number(omitted[1]) && item.n <= Number(omitted[2]);
    if (card ? card.rule !== item.rule || !names(item.sentence, card.sentence!) : !left)
      problems.push(`${page}: "act on these first" names #${item.n} (${item.rule}), which is not that finding`);
  }
  return problems;
}

interface Located {
  file: string;
  line: number;
  col: number;
}

/**
 * The `file:line:col` places the pages quote, each a place in a file under `baseDir`; the JSON reports' definitions
 * (and their members') point at the key their pointer ends with; the banners' sources are files under `baseDir`.
 */
export function badLocations(pages: Pages, baseDir: string): string[] {
  const problems: string[] = [];
  const lines = new Map<string, string[] | undefined>();
  const linesOf = (file: string) => {
    if (!lines.has(file)) {
      const full = path.resolve(baseDir, file);
      const inside = !path.relative(baseDir, full).startsWith("..");
      lines.set(file, inside && existsSync(full) ? readFileSync(full, "utf8").split(/\r?\n/) : undefined);
    }
    return lines.get(file);
  };
  const textAt = (at: Located) => {
    const text = linesOf(at.file)?.[at.line - 1];
    return text !== undefined && at.col >= 1 && at.col <= text.length + 1 ? text.slice(at.col - 1) : undefined;
  };
  for (const [page, text] of pages) {
    for (const [place, file, line, col] of all(text, /([\w./-]+\.(?:ya?ml|json)):(\d+):(\d+)/g))
      if (textAt({ file: file!, line: Number(line), col: Number(col) }) === undefined)
        problems.push(`${page}: ${place} is no place in a file of ${baseDir}`);
    // The banner's sources (output/banner.ts): the specs of the two sides, or the specs' folder for an index.
    const sources =
      /^\s*<!-- generated from (.*) by revforge - do not edit -->$/m.exec(text)?.[1]?.split(" and ") ?? [];
    for (const source of sources.filter((s) => !existsSync(path.resolve(baseDir, s))))
      problems.push(`${page}: generated from ${source}, which is not in ${baseDir}`);
  }
  for (const [page, text] of pages) {
    if (!page.endsWith(".json") || page === "stamp.json") continue;
    const report = JSON.parse(text) as { findings: { definition: Definition; members?: unknown }[] };
    const definitions = report.findings.flatMap((f) => [
      f.definition,
      ...(Array.isArray(f.members) ? f.members.map((m: { definition?: Definition }) => m.definition) : []),
    ]);
    for (const d of definitions.filter((d): d is Definition => d !== undefined))
      for (const [at, pointer] of [
        [d.base, d.basePointer ?? d.pointer],
        [d.revision, d.revisionPointer ?? d.pointer],
      ] as const) {
        if (at === undefined) continue;
        const key = pointer.split("/").pop()!.replace(/~1/g, "/").replace(/~0/g, "~");
        const there = textAt(at);
        // A key as YAML writes it (plain or quoted), an item of a list (a pointer ending in its index), or the whole
        // of a file a `$ref` names (its first line of content).
        const keyed = [key, JSON.stringify(key), `'${key}'`].some((k) => there?.startsWith(`${k}:`));
        const item = /^\d+$/.test(key) && there?.startsWith("-");
        const before = linesOf(at.file)?.slice(0, at.line - 1) ?? [];
        const root = at.col === 1 && before.every((l) => /^\s*(#.*)?$|^---/.test(l));
        if (there === undefined || !(keyed || item || root))
          problems.push(`${page}: ${pointer} is at ${at.file}:${at.line}:${at.col}, which reads "${there ?? ""}"`);
      }
  }
  return problems;
}

interface Definition {
  pointer: string;
  basePointer?: string;
  revisionPointer?: string;
  base?: Located;
  revision?: Located;
}
