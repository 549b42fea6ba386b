/**
 * The upgrade guide: grouping a report by operation (guideFromReport, the shape the engine's upgradeGuide also
 * returns), the Markdown and HTML pages (operations in order, added/removed operations marked, compact cards that
 * link to the report's finding), and the JSON printer of before/after values.
 */
import { describe, expect, it } from "vitest";
import { readCatalog } from "../../generator/load/catalog.js";
import { guideFromReport, guideView } from "../../generator/report/guide.js";
import { renderPage } from "../../generator/report/templates.js";
import { printLine, printValue } from "../../generator/report/print-value.js";
import { fixture, guideFixture } from "./fake-engine.js";

const catalog = readCatalog();

describe("guideFromReport", () => {
  it("lists every finding under each operation it affects, by path then method", () => {
    const guide = guideFromReport(fixture("full"));
    expect(guide.operations.slice(0, 4).map((o) => `${o.method.toUpperCase()} ${o.path}`)).toEqual([
      "GET /api/campaigns/",
      "POST /api/campaigns/",
      "GET /api/campaigns/{id}/",
      "PATCH /api/campaigns/{id}/",
    ]);
    const profile = guide.operations.find((o) => o.operationId === "get_profile")!;
    expect(profile.changes.map((c) => c.id)).toEqual([
      "response-property-renamed",
      "response-property-opt-in",
      "response-property-added",
    ]);
    expect(guide.summary).toEqual(fixture("full").summary);
  });
});

describe("guide pages", () => {
  const guide = guideFixture();
  guide.operations[0]!.status = "added";

  it("Markdown: summary, revisions crossed, then each operation with its net changes", () => {
    const md = renderPage("guide", "md", guideView(guide, { catalog }));
    expect(md.split("\n").slice(0, 3)).toEqual([
      "## Upgrade guide from `2022-10-17` to `2024-05-15`",
      "",
      "9 net changes reaching 15 operations: **4 breaking**, 1 dangerous, 4 safe. This is the net effect of every revision in between: a field renamed twice is one rename, and a field added then removed again is not listed.",
    ]);
    expect(md).toContain("#### `get_campaigns` `GET /api/campaigns/` (added)\n");
    expect(md).toContain(
      "- **breaking:** The request property `subscriptions.email` of `SubscribeProfiles` changed from an array to an object. (`request-property-restructured`)\n" +
        "  - Upgrade: Send `subscriptions.email.marketing.consent: SUBSCRIBED` instead of `email: [MARKETING]`.\n" +
        "  - handled by the shim when you upgrade (`RestructureSubscriptionRequest`)\n",
    );
    expect(md).toContain("  - Changed in `2023-02-22`, `2024-02-15`\n");
    // summary first: the rules, then what to act on, before the revisions and the operations
    const at = (text: string) => md.indexOf(text);
    expect(at("| `request-property-restructured`      | breaking  |       1 |          1 |")).toBeGreaterThan(0);
    expect(at("### Act on these first")).toBeGreaterThan(at("| rule "));
    expect(at("### Revisions crossed")).toBeGreaterThan(at("### Act on these first"));
    expect(md).toContain(
      "\n\n1. breaking, request side · `request-property-restructured` · 1 operation: The request property `subscriptions.email` of `SubscribeProfiles` changed from an array to an object.\n1. breaking, response side · ",
    );
  });

  it("HTML: cards link to the report's finding instead of repeating before/after, when the report is given", () => {
    const report = { ...fixture("full"), from: "2022-10-17", to: "2024-05-15" };
    const linked = renderPage(
      "guide",
      "html",
      guideView(guide, { catalog, details: { path: "../2022-10-17..2024-05-15", report } }),
    );
    expect(linked).toContain(
      '<a href="../2022-10-17..2024-05-15.html#finding-1">Before and after, and the 1 operation it affects</a>',
    );
    expect(linked).not.toContain('<div class="sides">');
    const full = renderPage("guide", "html", guideView(guide, { catalog }));
    expect(full).toContain('<div class="sides">');
    expect(full).toContain("operation added");
    // the act-on list links to the first card of each change, under its first operation
    const first = /<ol class="act">\s*<li><a href="#(finding-\d+)">([^<]*)</.exec(full)!;
    expect(first[2]).toBe("The request property ");
    expect(full).toMatch(
      new RegExp(`<article class="finding breaking" id="${first[1]}"[^>]*>[\\s\\S]*?request-property-restructured`),
    );
  });

  // The direct report words a change in its own terms where a definition was replaced on the way ("… was added to
  // `B` (where `B` replaced `A`)."): the guide's card still links to it, but never to one of two changes at a place.
  it("HTML: a card links to the report's one finding of its rule and pointer when the report words it otherwise", () => {
    const base = { ...fixture("full"), from: "2022-10-17", to: "2024-05-15" };
    const card = guideFromReport(base).operations[0]!.changes[0]!;
    const reworded = { ...card, message: `${card.message.replace(/\.$/, "")} (where \`B\` replaced \`A\`).` };
    const others = base.findings.filter((f) => f.id !== card.id || f.definition.pointer !== card.definition.pointer);
    const linkOf = (findings: typeof base.findings) => {
      const view = guideView(guideFromReport(base), {
        catalog,
        details: { path: "r", report: { ...base, findings } },
      });
      return view.groups[0]!.changes.find((c) => c.id === card.id)!.details;
    };
    expect(linkOf([reworded, ...others])).toMatch(/^r\.html#finding-\d+$/);
    const second = { ...reworded, message: "Another change at the same place." };
    expect(linkOf([reworded, second, ...others])).toBeUndefined();
  });
});

describe("printValue", () => {
  it.each([
    [undefined, undefined, undefined],
    [null, "null", "null"],
    ["a\u2028b", '"a\\u2028b"', '"a\\u2028b"'],
    [["email", "sms"], '["email", "sms"]', '["email", "sms"]'],
    [{}, "{}", "{}"],
    [{ type: "string", enum: ["a"] }, '{ "type": "string", "enum": ["a"] }', '{ "type": "string", "enum": ["a"] }'],
    [
      { description: "x".repeat(70), type: "string" },
      `{\n  "description": "${"x".repeat(70)}",\n  "type": "string"\n}`,
      `{ "description": "${"x".repeat(70)}", "type": "string" }`,
    ],
  ])("prints %j", (value, pretty, line) => {
    expect(printValue(value)).toBe(pretty);
    expect(printLine(value)).toBe(line);
  });
});
