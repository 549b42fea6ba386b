// Rule response-property-became-opt-in on its fixture pair (test/fixtures/diff/response-property-became-opt-in/): its id, severity and exact sentence.
import { describe, expect, it } from "vitest";
import { onePropertyDoc, pairDiffer, ruleCase } from "../support.js";

ruleCase("response-property-became-opt-in", {
  severity: "breaking",
  message:
    "The `subscriptions` response property of `Item` is no longer returned by default: ask for it with `additional-fields[item]=subscriptions` (x-opt-in).",
});

describe("an x-opt-in that is not {parameter, value}", () => {
  const { findings } = pairDiffer("opt-in-shape");
  it("quotes the extension as the spec writes it instead of naming a request it does not", async () => {
    const base = onePropertyDoc("name", { type: "string" });
    const revision = onePropertyDoc("name", { type: "string", "x-opt-in": "additional-fields" });
    const opted = (await findings(base, revision)).filter(([id]) => id === "response-property-became-opt-in");
    expect(opted.map(([, , message]) => message)).toEqual([
      "The `name` response property of `POST /x` is no longer returned by default: ask for it with the request its extension names, `additional-fields` (x-opt-in).",
    ]);
  });
});
