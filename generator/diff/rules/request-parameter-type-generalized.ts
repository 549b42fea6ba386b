import { addRule, inParameter, parameterArgs, typeShift, typeValues } from "./define.js";

addRule({
  id: "request-parameter-type-generalized",
  severity: "safe",
  message: "The {in} parameter `{parameter}` accepts more values: `{before}` became `{after}`.",
  why: "Every value accepted before still is.",
  when: (c) =>
    inParameter(c) &&
    ((c.kind === "type-changed" && typeShift(c.before, c.after) === "widened") ||
      c.kind === "nullable-added" ||
      c.kind === "enum-removed"),
  args: (c) => ({ ...parameterArgs(c), ...typeValues(c) }),
});
