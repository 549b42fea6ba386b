import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-required-property-added",
  severity: "safe",
  message: "The required response property `{property}` was added to `{schema}`{context}.",
  why: "Readers ignore properties they do not know.",
  hint: "Nothing to do; read it if useful.",
  // A write-only property's `required` holds for requests only (OpenAPI): a response does not carry it, so it is one
  // of the optional ones there (response-optional-property-added), as a read-only one is in a request.
  match: (c) =>
    inResponse(c) && c.kind === "property-added" && c.args.required === true && c.args.writeOnly !== true
      ? propertyArgs(c)
      : undefined,
});
