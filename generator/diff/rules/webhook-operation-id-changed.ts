import { addRule, inWebhook } from "./define.js";

addRule({
  id: "webhook-operation-id-changed",
  severity: "dangerous",
  direction: "operation",
  message: "The operationId of webhook `{webhook}` changed from `{before}` to `{after}`.",
  why: "The event and its payload are unchanged, but generated types list the webhook's operation under its operationId.",
  hint: "Rename the references to the generated operation type; the handler itself needs no change.",
  keywords: ["webhook", "event"],
  match: (c) =>
    inWebhook(c) && c.kind === "webhook-operation-id-changed"
      ? { webhook: c.args.webhook, before: c.before, after: c.after }
      : undefined,
});
