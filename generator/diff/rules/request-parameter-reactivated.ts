import { addRule, inParameter, parameterArgs } from "./define.js";

addRule({
  id: "request-parameter-reactivated",
  severity: "safe",
  direction: "request",
  message: "The {in} parameter `{parameter}` is no longer deprecated.",
  why: "Withdrawing a deprecation changes no call.",
  hint: "Nothing to do.",
  match: (c) => (inParameter(c) && c.kind === "deprecated-removed" ? parameterArgs(c) : undefined),
});
