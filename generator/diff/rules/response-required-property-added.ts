import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-required-property-added",
  severity: "safe",
  direction: "response",
  message: "The required response property `{property}` was added to `{schema}`{context}.",
  why: "Readers ignore properties they do not know.",
  hint: "Nothing to do; read it if useful.",
  match: (c) =>
    inResponse(c) && c.kind === "property-added" && c.args.required === true ? propertyArgs(c) : undefined,
});
