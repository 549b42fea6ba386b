import { addRule, inWebhook } from "./define.js";

addRule({
  id: "webhook-reactivated",
  severity: "safe",
  message: "The webhook `{webhook}` is no longer deprecated.",
  why: "Withdrawing a deprecation changes no event.",
  hint: "Nothing to do; a planned move away from it is no longer needed.",
  keywords: ["webhook", "event"],
  match: (c) => (inWebhook(c) && c.kind === "webhook-reactivated" ? { webhook: c.args.webhook } : undefined),
});
