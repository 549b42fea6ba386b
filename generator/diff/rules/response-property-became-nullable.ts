import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-property-became-nullable",
  severity: "dangerous",
  message: "The `{property}` response property of `{schema}` can now be null{context}.",
  why: "A typed client regenerated from the revision gets a nullable type, so the compiler points at every use that needs a null check; code that is not regenerated meets nulls it does not check for. Nothing fails on the wire. (oasdiff rates this an error; it is a type-level change, so dangerous here.)",
  hint: "Handle null for the property.",
  mass: true,
  match: (c) => (inResponse(c) && c.kind === "nullable-added" ? propertyArgs(c) : undefined),
});
