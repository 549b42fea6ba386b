import { addRule, inParameter, parameterArgs, shiftOf, typeValues } from "./define.js";

addRule({
  id: "request-parameter-type-generalized",
  severity: "safe",
  message: "The {in} parameter `{parameter}` accepts more values: `{before}` became `{after}`.",
  why: "Every value accepted before still is.",
  when: (c) => inParameter(c) && shiftOf(c) === "widened",
  args: (c) => ({ ...parameterArgs(c), ...typeValues(c) }),
});
