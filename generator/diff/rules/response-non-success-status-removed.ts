import { addRule } from "./define.js";

addRule({
  id: "response-non-success-status-removed",
  severity: "safe",
  message: "The `{status}` response was removed.",
  why: "An error response that is no longer documented does not make a successful call fail.",
  hint: "Nothing to do; the error handling for it becomes dead code.",
  match: (c) => (c.kind === "response-removed" ? { status: c.args.status } : undefined),
});
