import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-schema-all-of-added",
  severity: "safe",
  message: "An `allOf` member (`{member}`) of the `{property}` {place} property of `{schema}` was {change}{context}.",
  why: "Responses now also satisfy one more member: every value returned now was possible before.",
  when: (c) => inResponse(c) && c.kind === "all-of-added",
  args: (c) => ({ ...propertyArgs(c), member: c.args.member, place: "response", change: "added" }),
});
