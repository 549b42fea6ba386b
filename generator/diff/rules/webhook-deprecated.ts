import { addRule, inWebhook } from "./define.js";

addRule({
  id: "webhook-deprecated",
  severity: "safe",
  message: "The webhook `{webhook}` was deprecated.",
  why: "Deprecation changes nothing yet; it announces that the event will stop being sent.",
  hint: "Plan for the event's end before the webhook is removed.",
  keywords: ["deprecated", "webhook", "event"],
  match: (c) => (inWebhook(c) && c.kind === "webhook-deprecated" ? { webhook: c.args.webhook } : undefined),
});
