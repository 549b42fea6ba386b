import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "new-required-request-property",
  severity: "breaking",
  message: "The required request property `{property}` was added to `{schema}`{context}.",
  why: "Payloads without the new property are rejected.",
  hint: "Add the property to every payload; the catalog entry says what it holds.",
  keywords: ["structure", "relationships", "required", "replace"],
  when: (c) => inRequest(c) && c.kind === "property-added" && c.args.required === true && c.args.readOnly !== true,
  args: (c) => propertyArgs(c),
});
