import { addRule } from "./define.js";

addRule({
  id: "response-success-status-changed",
  severity: "breaking",
  message: "The success status changed from `{before}` to `{after}`.",
  why: "Code that checks for the old status code treats a successful call as unexpected.",
  hint: "Accept the new status code as success (any 2xx, ideally).",
  match: (c) => (c.kind === "success-status-changed" ? { before: c.before, after: c.after } : undefined),
});
