/**
 * GitHub Actions annotations: one summary notice, then one workflow command per finding (error / warning / notice)
 * in rank order, escaped like @actions/core: `%`, CR and LF in the message; also `:` and `,` in property values. No
 * spec text can end a command early or start a new one. GitHub shows the first 10 annotations of a kind per step,
 * so the order is checked on a report of thousands of findings.
 */
import { describe, expect, it } from "vitest";
import { escapeData, escapeProperty, renderGithub } from "../../generator/report/github.js";
import { fixture } from "./fake-engine.js";
import { hugeReport } from "./huge-report.js";

describe("GitHub annotations", () => {
  it.each([
    ["plain", "plain", "plain"],
    ["100%", "100%25", "100%25"],
    ["%0A", "%250A", "%250A"],
    ["a\nb", "a%0Ab", "a%0Ab"],
    ["a\r\nb", "a%0D%0Ab", "a%0D%0Ab"],
    ["a:b", "a:b", "a%3Ab"],
    ["a,b", "a,b", "a%2Cb"],
    ["::error::x", "::error::x", "%3A%3Aerror%3A%3Ax"],
    ["%3A", "%253A", "%253A"],
  ])("escapes %j as data %j and as a property %j", (text, data, property) => {
    expect(escapeData(text)).toBe(data);
    expect(escapeProperty(text)).toBe(property);
  });

  it("writes the summary notice, then one command per finding, breaking first, at the changed definition", () => {
    const lines = renderGithub(fixture("small")).split("\n");
    expect(lines.pop()).toBe("");
    expect(lines.map((l) => /^::(\w+) /.exec(l)?.[1])).toEqual(["notice", "error", "warning", "notice"]);
    expect(lines[0]!.split("%0A")).toEqual([
      "::notice title=revforge diff%3A 1 breaking%2C 1 dangerous%2C 1 safe::API changes from 2023-12-15 to 2024-02-15: 3 findings reaching 4 operations (2 with a breaking change).",
      "By rule: response-property-removed: 1 breaking (2 operations); response-property-enum-value-added: 1 dangerous (1 operation); endpoint-added: 1 safe (1 operation).",
      "Act on these first:",
      "#1 response-property-removed (breaking, response side): The response property `$attribution` of `EventProperties` was removed.",
      "#2 response-property-enum-value-added (dangerous, response side): The response property `channel` of `PushToken` accepts the new value `push`.",
      "The annotations below follow this order. GitHub shows only the first 10 annotations of each kind per step: the whole report is in Markdown, HTML or JSON (revforge diff --format).",
    ]);
    expect(lines[1]).toBe(
      "::error file=specs/2023-12-15.yaml,line=1402,col=9,title=response-property-removed (breaking)::" +
        "The response property `$attribution` of `EventProperties` was removed." +
        "%0AWhy: Code that reads `$attribution` gets `undefined`." +
        "%0AUpgrade: Ask for `include=attributions` and read the included attributions instead." +
        "%0AAffects 2 operations: get_events, get_event" +
        "%0ACatalog: 2024-02-15-attribution-removed" +
        "%0AHandled: needs a code change (RemoveEventAttribution)",
    );
  });

  it("keeps hostile spec text inside its own command", () => {
    const out = renderGithub(fixture("hostile"));
    const [summary, ...lines] = out.split("\n").filter(Boolean);
    expect(summary).toMatch(/^::notice title=revforge diff%3A 1 breaking%2C 1 dangerous%2C 1 safe::[^\r\n\u0000]*$/);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toMatch(/^::(error|warning|notice) file=[^:,]*,line=\d+,col=\d+,title=[^:,]*::/);
      expect(line).not.toMatch(/[\r\u0000]/);
    }
    expect(out).toContain("100%25 %0D%0A::error::injected"); // the injected command stays data on the same line
  });

  it("prints only the summary notice for a report without findings", () => {
    expect(renderGithub(fixture("empty"))).toBe(
      "::notice title=revforge diff%3A 0 breaking%2C 0 dangerous%2C 0 safe::API changes from 2023-08-15 to 2023-08-15: no changes.\n",
    );
  });

  it("labels spec-file sides by version and file in the summary", () => {
    const report = { ...fixture("empty"), from: "a.json", to: "b.json", fromVersion: "1.0", toVersion: "2.0" };
    expect(renderGithub(report)).toContain("::API changes from 1.0 (a.json) to 2.0 (b.json): no changes.\n");
  });

  it("puts the request-side breaks first on thousands of findings, then the other breaks, then the dangerous", () => {
    const report = hugeReport(5000);
    const [summary, ...lines] = renderGithub(report).trimEnd().split("\n");
    expect(summary).toMatch(/^::notice title=revforge diff%3A 2145 breaking%2C 2140 dangerous%2C 715 safe::/);
    expect(lines).toHaveLength(5000);
    const kinds = lines.map((l) => /^::(\w+) .*title=([a-z-]+) /.exec(l)!.slice(1).join(" "));
    const requestSide = ["request-property-became-required", "request-parameter-enum-value-removed"];
    const firstOther = kinds.findIndex((k) => !requestSide.some((r) => k === `error ${r}`));
    expect(firstOther).toBe(1430); // 715 of each request-side breaking rule
    expect(kinds[firstOther]).toBe("error response-property-removed");
    expect(kinds.findIndex((k) => k.startsWith("warning"))).toBe(2145);
    expect(kinds.findIndex((k) => k.startsWith("notice"))).toBe(4285);
    // within a tier, the findings that reach more operations first
    const reach = lines.slice(0, 1430).map((l) => Number(/%0AAffects (\d+) operation/.exec(l)![1]));
    expect(reach).toEqual([...reach].sort((a, b) => b - a));
    // the summary names the first ten of these, by number
    expect(
      summary!
        .split("%0A")
        .filter((l) => l.startsWith("#"))
        .map((l) => l.split(" ")[0]),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `#${i + 1}`));
  });
});
