import { addRule } from "./define.js";

addRule({
  id: "response-success-status-added",
  severity: "safe",
  message: "A `{status}` success response was added.",
  why: "The statuses documented before are still returned. (A client that accepts only one exact status should accept any 2xx.)",
  hint: "Nothing to do if you treat any 2xx as success.",
  match: (c) => (c.kind === "response-added" && c.args.success === true ? { status: c.args.status } : undefined),
});
