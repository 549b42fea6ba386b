import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-schema-all-of-removed",
  severity: "safe",
  message: "An `allOf` member (`{member}`) of the `{property}` {place} property of `{schema}` was {change}{context}.",
  why: "One condition fewer: every payload accepted before still is.",
  when: (c) => inRequest(c) && c.kind === "all-of-removed",
  args: (c) => ({ ...propertyArgs(c, "base"), member: c.args.member, place: "request", change: "removed" }),
});
