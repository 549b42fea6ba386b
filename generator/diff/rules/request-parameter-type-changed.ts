import { addRule, inParameter, parameterArgs, typeValues } from "./define.js";

addRule({
  id: "request-parameter-type-changed",
  severity: "breaking",
  message: "The type of the {in} parameter `{parameter}` changed from `{before}` to `{after}`.",
  why: "Values of the old type are rejected or read differently.",
  hint: "Send values of the new type.",
  when: (c) => inParameter(c) && c.kind === "type-changed",
  args: (c) => ({ ...parameterArgs(c), ...typeValues(c) }),
});
