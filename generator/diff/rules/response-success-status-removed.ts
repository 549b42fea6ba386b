import { addRule } from "./define.js";

addRule({
  id: "response-success-status-removed",
  severity: "breaking",
  message: "The `{status}` success response was removed.",
  why: "Code that handles that status no longer sees it; the operation answers differently.",
  hint: "Handle the success statuses the revision lists.",
  match: (c) => (c.kind === "response-removed" && c.args.success === true ? { status: c.args.status } : undefined),
});
