/**
 * Rule response-property-type-changed (breaking, response): The type of the `{property}` response property of `{schema}` changed from `{before}` to `{after}`{context}.
 * Why: Code that reads the old type misreads or rejects the new values.
 */
import { defineRule, inResponse, propertyArgs, typeValues } from "./define.js";

export default defineRule({
  id: "response-property-type-changed",
  severity: "breaking",
  direction: "response",
  message:
    "The type of the `{property}` response property of `{schema}` changed from `{before}` to `{after}`{context}.",
  why: "Code that reads the old type misreads or rejects the new values.",
  hint: "Read the property as the new type.",
  match: (c) =>
    inResponse(c) && (c.kind === "type-changed" || c.kind === "enum-removed")
      ? { ...propertyArgs(c), ...typeValues(c) }
      : undefined,
});
