import { addRule, inWebhook } from "./define.js";

addRule({
  id: "webhook-removed",
  severity: "breaking",
  message: "The webhook `{webhook}` was removed.",
  why: "Receivers stop getting the event: the integration built on it stops without an error on either side.",
  hint: "Find another event or operation that carries what the receiver needs.",
  keywords: ["webhook", "event"],
  match: (c) => (inWebhook(c) && c.kind === "webhook-removed" ? { webhook: c.args.webhook } : undefined),
});
