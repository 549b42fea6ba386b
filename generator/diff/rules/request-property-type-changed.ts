import { addRule, inRequest, propertyArgs, typeValues } from "./define.js";

addRule({
  id: "request-property-type-changed",
  severity: "breaking",
  message: "The type of the `{property}` request property of `{schema}` changed from `{before}` to `{after}`{context}.",
  why: "Values of the old type are rejected or read differently.",
  hint: "Send the property with the new type.",
  keywords: ["structure"],
  when: (c) => inRequest(c) && c.kind === "type-changed",
  args: (c) => ({ ...propertyArgs(c), ...typeValues(c) }),
});
