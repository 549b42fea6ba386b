import { addRule, inResponse, propertyArgs, typeValues } from "./define.js";

addRule({
  id: "response-property-type-changed",
  severity: "breaking",
  message:
    "The type of the `{property}` response property of `{schema}` changed from `{before}` to `{after}`{context}.",
  why: "Code that reads the old type misreads or rejects the new values.",
  hint: "Read the property as the new type.",
  match: (c) =>
    // An enum (or const) dropped from a response is not a type change: see response-property-enum-value-added.
    inResponse(c) && c.kind === "type-changed" ? { ...propertyArgs(c), ...typeValues(c) } : undefined,
});
