import { addRule, inWebhook } from "./define.js";

addRule({
  id: "webhook-added",
  severity: "safe",
  message: "The webhook `{webhook}` was added.",
  why: "A new event changes nothing for receivers of the existing ones.",
  hint: "Subscribe to it if the receiver needs it.",
  keywords: ["webhook", "event"],
  match: (c) => (inWebhook(c) && c.kind === "webhook-added" ? { webhook: c.args.webhook } : undefined),
});
