import { addRule, operationArgs } from "./define.js";

addRule({
  id: "endpoint-reactivated",
  severity: "safe",
  message: "The operation `{operation}` is no longer deprecated.",
  why: "Withdrawing a deprecation changes no call.",
  hint: "Nothing to do; a planned migration away from it is no longer needed.",
  match: (c) => (c.kind === "deprecated-removed" && c.area === "operation" ? operationArgs(c) : undefined),
});
