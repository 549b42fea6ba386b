import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-property-enum-value-removed",
  severity: "breaking",
  message: "The `{property}` request property of `{schema}` no longer accepts {values}{context}.",
  why: "Payloads with a removed value are rejected.",
  hint: "Stop sending the removed values.",
  match: (c) =>
    inRequest(c) && c.kind === "enum-value-removed" ? { ...propertyArgs(c), values: c.args.values } : undefined,
});
