import { addRule, inRequest, propertyArgs, boundValues, isLowerBound } from "./define.js";

addRule({
  id: "request-property-min-increased",
  severity: "breaking",
  message:
    "The {keyword} of the `{property}` request property of `{schema}` was raised from `{before}` to `{after}`{context}.",
  why: "Values below the new minimum were accepted and are now rejected.",
  hint: "Keep the values at or above the new minimum.",
  when: (c) => inRequest(c) && c.kind === "bound-changed" && c.args.effect === "tightened" && isLowerBound(c),
  args: (c) => ({ ...propertyArgs(c), ...boundValues(c) }),
});
