import { addRule, inRequest, propertyArgs, boundValues, isUpperBound } from "./define.js";

addRule({
  id: "request-property-max-decreased",
  severity: "breaking",
  message:
    "The {keyword} of the `{property}` request property of `{schema}` was lowered from `{before}` to `{after}`{context}.",
  why: "Values above the new maximum were accepted and are now rejected.",
  hint: "Keep the values at or below the new maximum.",
  when: (c) => inRequest(c) && c.kind === "bound-changed" && c.args.effect === "tightened" && isUpperBound(c),
  args: (c) => ({ ...propertyArgs(c), ...boundValues(c) }),
});
