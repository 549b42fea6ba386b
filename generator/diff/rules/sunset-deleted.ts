import { addRule, operationArgs } from "./define.js";

addRule({
  id: "sunset-deleted",
  severity: "safe",
  message: "The sunset date `{before}` of `{operation}` was removed.",
  why: "The operation is no longer scheduled for retirement; existing calls keep working.",
  hint: "Nothing to do; check the changelog if the operation is still deprecated.",
  match: (c) => (c.kind === "sunset-removed" ? { ...operationArgs(c), before: c.before } : undefined),
});
