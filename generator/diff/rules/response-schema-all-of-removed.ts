import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-schema-all-of-removed",
  severity: "dangerous",
  message: "An `allOf` member (`{member}`) of the `{property}` {place} property of `{schema}` was {change}{context}.",
  why: "What the member guaranteed (required properties, constraints) may no longer hold in responses; a typed client regenerated from the revision shows where. (oasdiff rates this informational; code relying on the guarantee can fail, so dangerous here.)",
  hint: "Check the code that relies on what the member guaranteed.",
  when: (c) => inResponse(c) && c.kind === "all-of-removed",
  args: (c) => ({ ...propertyArgs(c, "base"), member: c.args.member, place: "response", change: "removed" }),
});
