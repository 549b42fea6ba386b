import { addRule, inParameter, parameterArgs, boundValues, isLowerBound } from "./define.js";

addRule({
  id: "request-parameter-min-increased",
  severity: "breaking",
  message: "The {keyword} of the {in} parameter `{parameter}` was raised from `{before}` to `{after}`.",
  why: "Values between the old and the new minimum were accepted and are now rejected.",
  hint: "Keep the values at or above the new minimum.",
  when: (c) => inParameter(c) && c.kind === "bound-changed" && c.args.effect === "tightened" && isLowerBound(c),
  args: (c) => ({ ...parameterArgs(c), ...boundValues(c) }),
});
