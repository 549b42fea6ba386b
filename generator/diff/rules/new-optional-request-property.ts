import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "new-optional-request-property",
  severity: "safe",
  message: "The optional request property `{property}` was added to `{schema}`{context}.",
  why: "Payloads without it keep working.",
  hint: "Nothing to do; send it to use the new option.",
  match: (c) => (inRequest(c) && c.kind === "property-added" ? propertyArgs(c) : undefined),
});
