/**
 * Rule response-property-became-nullable (breaking, response): The `{property}` response property of `{schema}` can now be null{context}.
 * Why: Code that uses the value without a null check fails on the new nulls.
 */
import { defineRule, inResponse, propertyArgs } from "./define.js";

export default defineRule({
  id: "response-property-became-nullable",
  severity: "breaking",
  direction: "response",
  message: "The `{property}` response property of `{schema}` can now be null{context}.",
  why: "Code that uses the value without a null check fails on the new nulls.",
  hint: "Handle null for the property.",
  mass: true,
  match: (c) => (inResponse(c) && c.kind === "nullable-added" ? propertyArgs(c) : undefined),
});
