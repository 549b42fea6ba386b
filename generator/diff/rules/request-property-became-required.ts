import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-property-became-required",
  severity: "breaking",
  message: "The `{property}` request property of `{schema}` became required{context}.",
  why: "Payloads that leave it out are rejected.",
  hint: "Always send the property.",
  keywords: ["required"],
  // A required property no longer read-only is required in requests from now on (compare/schema.ts); a read-only
  // one's `required` holds for responses only (schema-annotation-changed).
  match: (c) =>
    inRequest(c) && ((c.kind === "required-added" && !c.args.readOnly) || c.kind === "read-only-removed")
      ? propertyArgs(c)
      : undefined,
});
