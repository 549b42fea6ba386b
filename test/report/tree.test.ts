/**
 * generated/reports/ as reportsTree() builds it, with the stand-in engine: the file list (every report pair in three
 * formats, the guides, the index), byte-for-byte determinism, the index counts, and HTML pages sealed by their CSP.
 */
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "../../generator/load/catalog.js";
import { tidy } from "../../generator/output/markdown-layout.js";
import { guidePairs, reportPairs, revisionsCrossed } from "../../generator/report/pairs.js";
import { reportsTree } from "../../generator/report/tree.js";
import { fakeEngine, ownSpecs } from "./fake-engine.js";

const catalog = readCatalog();
let tree: Map<string, string>;

beforeAll(async () => {
  tree = await reportsTree({ engine: fakeEngine({ load: false }), ...ownSpecs, catalog });
}, 120_000);

describe("report pairs", () => {
  it("pairs the GA line step by step, the beta with its GA neighbours, and every revision with the latest", () => {
    const pairs = reportPairs(catalog).map((p) => `${p.from}..${p.to} ${p.roles.join("+")}`);
    expect(pairs).toContain("2023-07-15..2023-08-15 consecutive");
    expect(pairs).toContain("2023-07-15..2023-08-15.pre beta");
    expect(pairs).toContain("2023-08-15.pre..2023-08-15 beta");
    expect(pairs).toContain("2023-08-15.pre..2024-05-15 to-latest");
    expect(pairs).toContain("2024-02-15..2024-05-15 consecutive+to-latest");
    expect(pairs.filter((p) => p.endsWith(" consecutive") || p.includes("consecutive+"))).toHaveLength(10);
    expect(pairs).toHaveLength(22);
  });

  it("makes a guide for every pair to the latest more than one step apart", () => {
    const guides = guidePairs(catalog).map((p) => `${p.from}..${p.to}`);
    expect(guides[0]).toBe("2022-10-17..2024-05-15");
    expect(guides).toContain("2023-08-15.pre..2024-05-15");
    expect(guides).not.toContain("2024-02-15..2024-05-15");
    expect(guides).toHaveLength(10);
  });

  it("crosses the GA line only: a client never upgrades through the beta", () => {
    expect(revisionsCrossed(catalog, "2023-07-15", "2023-09-15").map((r) => r.id)).toEqual([
      "2023-08-15",
      "2023-09-15",
    ]);
    expect(revisionsCrossed(catalog, "2023-07-15", "2023-08-15.pre").map((r) => r.id)).toEqual(["2023-08-15.pre"]);
  });
});

describe("reportsTree", () => {
  it("has three formats per pair, two per guide and the index", () => {
    const names = [...tree.keys()];
    expect(names).toHaveLength(22 * 3 + 10 * 2 + 2);
    expect(names).toEqual([...names].sort());
    for (const f of ["2023-09-15..2023-10-15.md", "2023-09-15..2023-10-15.html", "2023-09-15..2023-10-15.json"])
      expect(names).toContain(f);
    expect(names).toContain("guides/2022-10-17..2024-05-15.html");
    expect(names).toContain("guides/2022-10-17..2024-05-15.md");
    expect(names.filter((n) => n.startsWith("index."))).toEqual(["index.html", "index.md"]);
  });

  it("is the same bytes on a second run (no timestamps)", async () => {
    const again = await reportsTree({ engine: fakeEngine({ load: false }), ...ownSpecs, catalog });
    expect(again).toEqual(tree);
  }, 120_000);

  it("labels reports with revision ids and starts every text file with the banner", () => {
    expect(JSON.parse(tree.get("2023-09-15..2023-10-15.json")!)).toMatchObject({
      from: "2023-09-15",
      to: "2023-10-15",
    });
    expect(tree.get("2023-09-15..2023-10-15.md")!.split("\n")[0]).toBe(
      "<!-- generated from specs/2023-09-15.yaml and specs/2023-10-15.yaml by revforge - do not edit -->",
    );
    expect(tree.get("index.md")!.split("\n")[0]).toBe("<!-- generated from specs/ by revforge - do not edit -->");
    expect(tree.get("2023-09-15..2023-10-15.html")).toContain(
      "<!-- generated from specs/2023-09-15.yaml and specs/2023-10-15.yaml by revforge - do not edit -->",
    );
  });

  it("says in the index which folder the reports come from, and names the JSON schema revforge ships", async () => {
    expect(tree.get("index.md")).toContain("generated from `specs/` by revforge");
    const elsewhere = await reportsTree({
      engine: fakeEngine({ load: false }),
      ...ownSpecs,
      catalog,
      source: "api/versions/",
    });
    const md = elsewhere.get("index.md")!;
    const html = elsewhere.get("index.html")!;
    expect(md).toContain("generated from `api/versions/` by revforge");
    expect(html).toContain("generated from <code>api/versions/</code> by revforge");
    expect(`${md}${html}`).not.toContain("specs/");
    expect(md).toContain("`revforge/report.schema.json`");
  }, 120_000);

  it("lists counts per pair in the index and links every file", () => {
    const md = tree.get("index.md")!;
    expect(md).toMatch(
      /^\| `2023-12-15` +\| `2024-02-15` +\| +1 \| +1 \| +1 \| \[Markdown\]\(2023-12-15\.\.2024-02-15\.md\) · \[HTML\]/m,
    );
    const html = tree.get("index.html")!;
    for (const name of tree.keys())
      if (name !== "index.md" && name !== "index.html") {
        expect(md).toContain(`(${name})`);
        expect(html).toContain(`href="${name}"`);
      }
  });

  it("lays Markdown out with tidy, indents JSON, and seals every page with the hash of its own script", () => {
    for (const [name, text] of tree) {
      if (name.endsWith(".md")) {
        expect(tidy(text), name).toBe(text);
        continue;
      }
      if (name.endsWith(".json")) {
        expect(`${JSON.stringify(JSON.parse(text), null, 2)}\n`, name).toBe(text);
        continue;
      }
      const script = /<script>([\s\S]*?)<\/script>/.exec(text)?.[1];
      const style = /<style>([\s\S]*?)<\/style>/.exec(text)![1]!;
      const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
      expect(text, name).toContain(`style-src ${sha(style)}`);
      expect(text, name).toContain(`script-src ${script === undefined ? "'none'" : sha(script)}`);
    }
  });

  it("gives the guide the revisions crossed with their breaking catalog entries first", () => {
    const md = tree.get("guides/2022-10-17..2024-05-15.md")!;
    const crossed = [...md.matchAll(/^- \*\*`([^`]+)`\*\*/gm)].map((m) => m[1]);
    expect(crossed).toEqual(revisionsCrossed(catalog, "2022-10-17", "2024-05-15").map((r) => r.id));
    expect(md).toContain(
      "- **`2023-01-24`** (deprecated, released 2023-01-24)\n  - **breaking:** The template render and clone paths change. (`2023-01-24-template-render-clone-paths`)\n",
    );
    expect(md).toContain("#### `get_profiles` `GET /api/profiles/`\n");
  });
});
