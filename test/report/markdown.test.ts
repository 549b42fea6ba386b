/**
 * The Markdown report, exactly, for a small hand-made report (test/fixtures/report/small.json): breaking first,
 * summary counts, one section per finding with sentence, why, upgrade hint, catalog text and shim handling, short
 * before/after inline, safe findings collapsed; and the file is already what prettier makes of it.
 */
import { describe, expect, it } from "vitest";
import { readCatalog } from "../../generator/load/catalog.js";
import * as prettier from "prettier";
import { tidy } from "../../generator/output/markdown-layout.js";
import { renderReport } from "../../generator/report/render.js";
import { markdownLimit } from "../../generator/report/markdown.js";
import { mdText } from "../../generator/report/markdown-text.js";
import { ranked } from "../../generator/report/rank.js";
import { fixture } from "./fake-engine.js";
import { hugeReport } from "./huge-report.js";

const catalog = readCatalog();

const small = `## API changes from \`2023-12-15\` to \`2024-02-15\`

3 findings reaching 4 operations (2 with a breaking change): **1 breaking**, 1 dangerous, 1 safe. Code written for \`2023-12-15\` may stop working on \`2024-02-15\`.

Shims: 0 handled by the shim when you upgrade, 1 needs a code change.

| rule                                 | severity  | findings | operations |
| ------------------------------------ | --------- | -------: | ---------: |
| \`response-property-removed\`          | breaking  |        1 |          2 |
| \`response-property-enum-value-added\` | dangerous |        1 |          1 |
| \`endpoint-added\`                     | safe      |        1 |          1 |

### Act on these first

1. **#1** breaking, response side · \`response-property-removed\` · 2 operations: The response property \`$attribution\` of \`EventProperties\` was removed.
1. **#2** dangerous, response side · \`response-property-enum-value-added\` · 1 operation: The response property \`channel\` of \`PushToken\` accepts the new value \`push\`.

### Breaking (1)

<details open>
<summary>1 finding</summary>

#### 1. The response property \`$attribution\` of \`EventProperties\` was removed.

\`response-property-removed\` · breaking · response · \`#/components/schemas/EventProperties/properties/$attribution\` · before \`specs/2023-12-15.yaml:1402:9\`

- **Why:** Code that reads \`$attribution\` gets \`undefined\`.
- **Upgrade:** Ask for \`include=attributions\` and read the included attributions instead.
- **Catalog:** \`$attribution\` removed from event properties; use \`include=attributions\`. (\`2024-02-15-attribution-removed\`, revision \`2024-02-15\`)
- **Handled:** needs a code change (\`RemoveEventAttribution\`): Read \`included\` attributions instead of \`$attribution\`.
- **Before:** \`{ "type": "object", "description": "Legacy attribution." }\` → **after:** absent
- **Affects:** \`get_events\` (\`GET /api/events/\` \`200\`), \`get_event\` (\`GET /api/events/{id}/\` \`200\`)

</details>

### Dangerous (1)

<details>
<summary>1 finding</summary>

#### 2. The response property \`channel\` of \`PushToken\` accepts the new value \`push\`.

\`response-property-enum-value-added\` · dangerous · response · \`#/components/schemas/PushToken/properties/channel/enum\` · before \`specs/2023-12-15.yaml:1710:15\` · after \`specs/2024-02-15.yaml:1788:15\`

- **Why:** Code that switches over every known value meets one it does not handle.
- **Upgrade:** Handle \`push\`, or ignore values you do not know.
- **Before:** \`["email", "sms"]\` → **after:** \`["email", "sms", "push"]\`
- **Affects:** \`create_push_token\` (\`POST /api/push-tokens/\` \`201\`)

</details>

### Safe (1)

<details>
<summary>1 finding</summary>

#### 3. The operation \`create_or_update_profile\` (\`POST /api/profile-import/\`) was added.

\`endpoint-added\` · safe · operation · \`#/paths/~1api~1profile-import~1/post\` · after \`specs/2024-02-15.yaml:140:5\`

- **Why:** A new operation breaks nothing.
- **Upgrade:** Use it to create or update a profile in one call.
- **Catalog:** New Create or Update Profile (synchronous upsert). (\`2024-02-15-create-or-update-profile\`, revision \`2024-02-15\`)
- **Before:** absent → **after:** \`"POST /api/profile-import/"\`
- **Affects:** \`create_or_update_profile\` (\`POST /api/profile-import/\`)

</details>
`;

describe("Markdown report", () => {
  it("renders the small report exactly", async () => {
    expect(await renderReport("md", fixture("small"), { catalog })).toBe(small);
  });

  it("is stable under prettier (what generated/reports/ and the CLI print)", async () => {
    expect(await prettier.format(small, { parser: "markdown", printWidth: 120 })).toBe(small);
  });

  it("pads table columns as prettier does (numbers right-aligned, escaped pipes kept in their cell)", async () => {
    const raw = "# t\n\n\n\n| a | count |\n| - | ---: |\n| `x\\|y` | 7 |\n| long cell | 1234 |\n\ntext\n";
    const want =
      "# t\n\n| a         | count |\n| --------- | ----: |\n| `x\\|y`    |     7 |\n| long cell |  1234 |\n\ntext\n";
    expect(tidy(raw)).toBe(want);
    expect(await prettier.format(want, { parser: "markdown", printWidth: 120 })).toBe(want);
  });

  it("puts the banner first and says when nothing changed", async () => {
    const md = await renderReport("md", fixture("empty"), { banner: "generated by revforge - do not edit" });
    expect(md).toBe(
      "<!-- generated by revforge - do not edit -->\n\n## API changes from `2023-08-15` to `2023-08-15`\n\nNo changes between `2023-08-15` and `2023-08-15`.\n",
    );
  });

  it("without the catalog shows the entry id alone", async () => {
    const md = await renderReport("md", fixture("small"));
    expect(md).toContain("- **Catalog:** `2024-02-15-attribution-removed`\n");
  });

  it("collapses long affected-operation lists and long before/after values in <details>", async () => {
    const md = await renderReport("md", fixture("full"), { catalog });
    expect(md).toContain(
      "<details>\n<summary>Affects 5 operations</summary>\n\n- `get_profiles` `GET /api/profiles/` `200`\n",
    );
    expect(md).toContain('```diff\n- { "type": "array", "items": { "enum": ["MARKETING"] } }\n+ {\n');
    const long = fixture("small");
    long.findings[1]!.before = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`property_${i}`, "x".repeat(40)]),
    );
    expect(await renderReport("md", long)).toMatch(
      /<details>\n<summary>Before and after \(22 lines\)<\/summary>\n\n```diff\n- \{\n/,
    );
    expect(md).toContain("- **Handled:** handled by the shim when you upgrade (`RestructureSubscriptionRequest`)\n");
    // the overview first, then breaking first: the order of the section headings
    expect([...md.matchAll(/^### (\w+)/gm)].map((m) => m[1])).toEqual(["Act", "Breaking", "Dangerous", "Safe"]);
    // only the most severe section is open
    expect([...md.matchAll(/^<details( open)?>\n<summary>(\d+ findings?)<\/summary>/gm)].map((m) => m[0])).toEqual([
      "<details open>\n<summary>4 findings</summary>",
      "<details>\n<summary>1 finding</summary>",
      "<details>\n<summary>4 findings</summary>",
    ]);
  });

  it("labels a spec-file side by its info.version, with the file beside it", () => {
    const report = {
      ...fixture("small"),
      from: "a/v1.json",
      to: "b/v2.json",
      fromVersion: "1.2.0",
      toVersion: "b/v2.json",
    };
    expect(renderReport("md", report).split("\n")[0]).toBe("## API changes from `1.2.0` (`a/v1.json`) to `b/v2.json`");
    // the same version on both sides tells nothing: the files alone
    const same = { ...report, toVersion: "1.2.0" };
    expect(renderReport("md", same).split("\n")[0]).toBe("## API changes from `a/v1.json` to `b/v2.json`");
  });

  it("ignores fields it does not know, on the report and on findings", () => {
    const plain = fixture("full");
    const extra = {
      ...plain,
      engineNote: [{ message: "x" }],
      findings: plain.findings.map((f) => ({ ...f, origin: 1 })),
    };
    expect(renderReport("md", extra, { catalog })).toBe(renderReport("md", plain, { catalog }));
  });

  it("collapses the members of a grouped finding, naming at most 100 (in the HTML report too)", () => {
    const report = fixture("small");
    const members = Array.from({ length: 130 }, (_, i) => ({ message: `Member \`m${i}\` became nullable.` }));
    Object.assign(report.findings[1]!, { members });
    const md = renderReport("md", report);
    expect(md).toContain(
      "<details>\n<summary>Stands for 130 changes</summary>\n\n- Member `m0` became nullable.\n- Member `m1` became nullable.\n",
    );
    expect(md).toContain("- Member `m99` became nullable.\n- and 30 more (all in the JSON report)\n\n</details>\n");
    expect(md).not.toContain("`m100`");
    const html = renderReport("html", report);
    expect(html).toContain(
      '<details class="members">\n    <summary>Stands for 130 changes</summary>\n    <ul>\n      <li>Member <code>m0</code> became nullable.</li>',
    );
    expect(html).toContain("<li>and 30 more (all in the JSON report)</li>");
  });
});

describe("Markdown report of thousands of findings", () => {
  const report = hugeReport(5000);
  const order = ranked(report.findings);
  const md = renderReport("md", report);

  it(`stays under ${markdownLimit} characters, GitHub's comment limit less a margin`, () => {
    expect(md.length).toBeLessThanOrEqual(markdownLimit);
    expect(md.length).toBeGreaterThan(markdownLimit - 5_000); // it fills the comment rather than stopping early
    expect(md.match(/<details/g)?.length).toBe(md.match(/<\/details>/g)?.length);
  });

  it("leads with the counts, the rules and the ten findings to act on first", () => {
    const lines = md.split("\n");
    expect(lines[0]).toBe(
      "## API changes from `2024-01-01` (`vendor/2024-01-01.json`) to `2024-02-01` (`vendor/2024-02-01.json`)",
    );
    expect(lines[2]).toBe(
      "5000 findings reaching 300 operations (300 with a breaking change): **2145 breaking**, 2140 dangerous, 715 safe. Code written for `2024-01-01` may stop working on `2024-02-01`.",
    );
    const act = lines.filter((l) => l.startsWith("1. **#"));
    expect(act.map((l) => /^1\. \*\*#(\d+)\*\*/.exec(l)![1])).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
    ]);
    expect(act[0]).toBe(
      `1. **#1** breaking, request side · \`${order[0]!.id}\` · 5 operations: ${mdText(order[0]!.message)}`,
    );
    expect(md).toContain("4275 more breaking or dangerous findings follow in rank order.");
  });

  it("shows the first findings of the rank order and says which ones it leaves out, and where they are", () => {
    const shown = [...md.matchAll(/^#### (\d+)\. (.*)$/gm)];
    const k = shown.length;
    expect(k).toBeGreaterThan(20);
    expect(shown.map((m) => Number(m[1]))).toEqual(Array.from({ length: k }, (_, i) => i + 1));
    expect(shown.map((m) => m[2])).toEqual(order.slice(0, k).map((f) => mdText(f.message)));
    const left = order.slice(k);
    const count = (s: string) => left.filter((f) => f.severity === s).length;
    const counts = ["breaking", "dangerous", "safe"].filter((s) => count(s)).map((s) => `${count(s)} ${s}`);
    expect(md).toContain(
      `Findings #${k + 1} to #5000 (${counts.join(", ")}) do not fit in one comment (GitHub takes at most 65,536 characters).`,
    );
    expect(md).toContain(`<summary>${k} findings of 2145 (the rest do not fit here)</summary>`);
    const linked = renderReport("md", report, { rest: { html: "a..b.html", json: "a..b.json" } });
    expect(linked).toContain("Every finding is in [the HTML report](a..b.html) and [the JSON report](a..b.json).\n");
    const told = renderReport("md", report, {
      rest: { command: "revforge diff a.json b.json --format html --out a..b.html" },
    });
    expect(told).toContain(
      "Every finding is in the HTML report: `revforge diff a.json b.json --format html --out a..b.html`.\n",
    );
    expect(md).toContain(
      "Every finding is in the HTML or JSON report (`revforge diff --format html` or `--format json`).\n",
    );
  });

  it("shows a finding too long for a comment in short, and still fits", () => {
    const long = hugeReport(3);
    long.findings[0]!.before = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`p${i}`, "x".repeat(30)]));
    long.findings[0]!.message = `A message ${"y".repeat(5000)}`;
    const text = renderReport("md", long);
    expect(text.length).toBeLessThan(12_000);
    const card = text.slice(text.search(/^#### \d\. A message/m));
    expect(card).toMatch(/^#### \d\. A message y{489}…\n/);
    expect(card).toContain(
      "- Too long for this comment: the before and after, and the 1 operation it affects, are in the HTML and JSON reports.\n",
    );
    expect(text).toContain("#### 3. ");
  });

  it("fences and quotes values holding more backtick runs than a function call takes arguments", () => {
    const ticks = hugeReport(2);
    ticks.findings[0]!.before = "`a".repeat(300_000);
    ticks.findings[0]!.message = `A message ${"`b".repeat(300_000)}`;
    const text = renderReport("md", ticks);
    expect(text.length).toBeLessThanOrEqual(markdownLimit);
    expect(text).toMatch(/^#### \d\. A message `b`b`b/m);
  });
});

describe("spec warnings", () => {
  const warned = { ...fixture("small"), warnings: { from: ["a.yaml:1:1 #/x one", "a.yaml:2:1 #/y two"], to: [] } };

  it("are counted per side in the Markdown, HTML and GitHub summaries, and absent without warnings", () => {
    const line = "Spec warnings: 2 structural problems in `2023-12-15`, 0 in `2024-02-15`";
    expect(renderReport("md", warned)).toContain(line);
    expect(renderReport("md", fixture("small"))).not.toContain("Spec warnings");
    expect(renderReport("html", warned)).toContain(
      "Spec warnings: 2 structural problems in 2023-12-15, 0 in 2024-02-15",
    );
    expect(renderReport("github", warned).split("\n")[0]).toContain(
      "Spec warnings: 2 structural problems in 2023-12-15, 0 in 2024-02-15",
    );
  });
});
