import { addRule, inWebhook } from "./define.js";

addRule({
  id: "webhook-payload-removed",
  severity: "breaking",
  message: "The payload of webhook `{webhook}` was removed.",
  why: "The event now comes without a body: a receiver that reads it finds nothing.",
  hint: "Handle the event without its payload, or fetch what it carried.",
  keywords: ["webhook", "payload"],
  match: (c) => (inWebhook(c) && c.kind === "request-body-removed" ? { webhook: c.args.webhook } : undefined),
});
