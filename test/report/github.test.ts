/**
 * GitHub Actions annotations: one workflow command per finding (error / warning / notice), escaped like
 * @actions/core: `%`, CR and LF in the message; also `:` and `,` in property values. No spec text can end a command
 * early or start a new one.
 */
import { describe, expect, it } from "vitest";
import { escapeData, escapeProperty, renderGithub } from "../../generator/report/github.js";
import { fixture } from "./fake-engine.js";

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

  it("writes one command per finding, breaking first, at the changed definition", () => {
    const lines = renderGithub(fixture("small")).split("\n");
    expect(lines.pop()).toBe("");
    expect(lines.map((l) => /^::(\w+) /.exec(l)?.[1])).toEqual(["error", "warning", "notice"]);
    expect(lines[0]).toBe(
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
    const lines = out.split("\n").filter(Boolean);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toMatch(/^::(error|warning|notice) file=[^:,]*,line=\d+,col=\d+,title=[^:,]*::/);
      expect(line).not.toMatch(/[\r\u0000]/);
    }
    expect(out).toContain("100%25 %0D%0A::error::injected"); // the injected command stays data on the same line
  });

  it("prints nothing for a report without findings", () => {
    expect(renderGithub(fixture("empty"))).toBe("");
  });
});
