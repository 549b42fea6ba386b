import { addRule } from "./define.js";

addRule({
  id: "response-non-success-status-added",
  severity: "safe",
  message: "A `{status}` response was added.",
  why: "A newly documented error response does not change successful calls.",
  hint: "Handle the new status if you want a specific message for it.",
  match: (c) => (c.kind === "response-added" ? { status: c.args.status } : undefined),
});
