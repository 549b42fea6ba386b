import { addRule, formatValues, inWebhook } from "./define.js";

addRule({
  id: "webhook-operation-id-changed",
  severity: "dangerous",
  message: "The operationId of webhook `{webhook}` {change}.",
  why: "The event and its payload are unchanged, but generated types list the webhook's operation under its operationId.",
  hint: "Rename the references to the generated operation type (without an operationId, the webhook is typed under `webhooks` only); the handler itself needs no change.",
  keywords: ["webhook", "event"],
  match: (c) =>
    inWebhook(c) && c.kind === "webhook-operation-id-changed"
      ? { webhook: c.args.webhook, before: c.before, after: c.after, change: formatValues(c).change }
      : undefined,
});
