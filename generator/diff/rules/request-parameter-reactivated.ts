import { addRule, inParameter, parameterArgs } from "./define.js";

addRule({
  id: "request-parameter-reactivated",
  severity: "safe",
  direction: "request",
  message: "The {in} parameter `{parameter}` is no longer deprecated.",
  why: "Withdrawing a deprecation changes no call.",
  match: (c) => (inParameter(c) && c.kind === "deprecated-removed" ? parameterArgs(c) : undefined),
});
