import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-property-default-value-changed",
  severity: "dangerous",
  message:
    "The default of the `{property}` request property of `{schema}` changed from `{before}` to `{after}`{context}.",
  why: "Payloads that leave the property out now get a different value.",
  hint: "Send the old default explicitly if you relied on it.",
  match: (c) =>
    inRequest(c) && c.kind === "default-changed" ? { ...propertyArgs(c), before: c.before, after: c.after } : undefined,
});
