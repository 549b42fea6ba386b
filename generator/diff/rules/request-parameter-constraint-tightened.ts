import { addRule, inParameter, parameterArgs, boundValues } from "./define.js";

addRule({
  id: "request-parameter-constraint-tightened",
  severity: "breaking",
  message: "The `{keyword}` constraint of the {in} parameter `{parameter}` was tightened from `{before}` to `{after}`.",
  why: "Some values accepted before are now rejected.",
  hint: "Keep the values within the new constraint.",
  when: (c) => inParameter(c) && c.kind === "bound-changed" && c.args.effect === "tightened",
  args: (c) => ({ ...parameterArgs(c), ...boundValues(c) }),
});
