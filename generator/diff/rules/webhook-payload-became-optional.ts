import { addRule, inWebhook } from "./define.js";

addRule({
  id: "webhook-payload-became-optional",
  severity: "dangerous",
  message: "The payload of webhook `{webhook}` became optional.",
  why: "The service may now send the event without a body: a receiver that always reads one must check first, as a client does when a response property becomes optional.",
  hint: "Handle the event without a body.",
  keywords: ["webhook", "payload"],
  match: (c) => (inWebhook(c) && c.kind === "request-body-required-removed" ? { webhook: c.args.webhook } : undefined),
});
