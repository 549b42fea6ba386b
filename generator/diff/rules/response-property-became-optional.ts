/**
 * Rule response-property-became-optional (breaking, response): The `{property}` response property of `{schema}` became optional{context}.
 * Why: Code that relies on the property always being there meets responses without it.
 */
import { defineRule, inResponse, propertyArgs } from "./define.js";

export default defineRule({
  id: "response-property-became-optional",
  severity: "breaking",
  direction: "response",
  message: "The `{property}` response property of `{schema}` became optional{context}.",
  why: "Code that relies on the property always being there meets responses without it.",
  hint: "Handle the property being absent.",
  mass: true,
  match: (c) => (inResponse(c) && c.kind === "required-removed" ? propertyArgs(c) : undefined),
});
