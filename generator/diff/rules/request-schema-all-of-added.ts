import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-schema-all-of-added",
  severity: "breaking",
  message: "An `allOf` member (`{member}`) of the `{property}` {place} property of `{schema}` was {change}{context}.",
  why: "Every `allOf` member must hold: payloads must now also satisfy the new one. (oasdiff rates this an error too.)",
  hint: "Make the payloads satisfy the new member as well.",
  when: (c) => inRequest(c) && c.kind === "all-of-added",
  args: (c) => ({ ...propertyArgs(c), member: c.args.member, place: "request", change: "added" }),
});
