import { addRule, inWebhook } from "./define.js";

addRule({
  id: "webhook-payload-became-required",
  severity: "safe",
  message: "The payload of webhook `{webhook}` became required.",
  why: "The event now always comes with its body: a receiver that handled both cases still works. (oasdiff, which judges a webhook as a request the API receives, rates this an error: the receiver is the one that must accept, so the direction is a response's.)",
  hint: "Nothing to do; the check for a missing body can go.",
  keywords: ["webhook", "payload"],
  match: (c) => (inWebhook(c) && c.kind === "request-body-required-added" ? { webhook: c.args.webhook } : undefined),
});
