import { addRule, inWebhook } from "./define.js";

addRule({
  id: "webhook-renamed",
  severity: "breaking",
  message: "The webhook `{from}` was renamed to `{to}` (its operationId is the same).",
  why: "Receivers subscribe to and route events by the webhook's name: one that handles the old name no longer gets the event.",
  hint: "Subscribe to and handle the event under its new name.",
  keywords: ["webhook", "event"],
  match: (c) => (inWebhook(c) && c.kind === "webhook-renamed" ? { from: c.args.from, to: c.args.to } : undefined),
});
