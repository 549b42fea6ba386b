import { addRule, inWebhook } from "./define.js";

addRule({
  id: "webhook-payload-added",
  severity: "safe",
  message: "The webhook `{webhook}` now has a payload.",
  why: "A receiver that ignored the body keeps working; the payload is now described.",
  hint: "Read the payload if the receiver needs it.",
  keywords: ["webhook", "payload"],
  match: (c) => (inWebhook(c) && c.kind === "request-body-added" ? { webhook: c.args.webhook } : undefined),
});
