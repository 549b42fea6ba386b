import { addRule, inParameter, parameterArgs } from "./define.js";

addRule({
  id: "request-parameter-reactivated",
  severity: "safe",
  message: "The {in} parameter `{parameter}` is no longer deprecated.",
  why: "Withdrawing a deprecation changes no call.",
  match: (c) => (inParameter(c) && c.kind === "deprecated-removed" ? parameterArgs(c) : undefined),
});
