import { addRule, inParameter, parameterArgs } from "./define.js";

addRule({
  id: "request-parameter-default-value-changed",
  severity: "breaking",
  message: "The default of the {in} parameter `{parameter}` changed from `{before}` to `{after}`.",
  why: "Calls that leave the parameter out now get different behaviour. (Only the default of a parameter optional on both sides is compared: a required one is always sent, so its default never applies.)",
  hint: "Send the old default explicitly if you relied on it.",
  when: (c) => inParameter(c) && c.kind === "default-changed",
  args: (c) => ({ ...parameterArgs(c), before: c.before, after: c.after }),
});
