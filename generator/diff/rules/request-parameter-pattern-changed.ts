import { addRule, inParameter, parameterArgs, boundValues } from "./define.js";

addRule({
  id: "request-parameter-pattern-changed",
  severity: "dangerous",
  message: "The pattern of the {in} parameter `{parameter}` changed from `{before}` to `{after}`.",
  why: "Whether the old values still match the new pattern cannot be told from the spec.",
  hint: "Check the values you send against the new pattern.",
  when: (c) => inParameter(c) && c.kind === "bound-changed" && c.args.effect === "changed",
  args: (c) => ({ ...parameterArgs(c), ...boundValues(c) }),
});
