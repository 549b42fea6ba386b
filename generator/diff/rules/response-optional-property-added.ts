import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-optional-property-added",
  severity: "safe",
  message: "The optional response property `{property}` was added to `{schema}`{context}.",
  why: "Readers ignore properties they do not know.",
  hint: "Nothing to do; read it if useful.",
  keywords: ["added", "new"],
  match: (c) => (inResponse(c) && c.kind === "property-added" ? propertyArgs(c) : undefined),
});
