import { addRule, inRequest, propertyArgs, boundValues } from "./define.js";

addRule({
  id: "request-property-pattern-changed",
  severity: "dangerous",
  message:
    "The pattern of the `{property}` request property of `{schema}` changed from `{before}` to `{after}`{context}.",
  why: "Whether the old values still match the new pattern cannot be told from the spec.",
  hint: "Check the values you send against the new pattern.",
  when: (c) => inRequest(c) && c.kind === "bound-changed" && c.args.effect === "changed",
  args: (c) => ({ ...propertyArgs(c), ...boundValues(c) }),
});
