import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-property-became-enum",
  severity: "breaking",
  message: "The `{property}` request property of `{schema}` now only accepts {values}{context}.",
  why: "Values outside the new list were accepted and are now rejected.",
  hint: "Send only the listed values.",
  match: (c) => (inRequest(c) && c.kind === "enum-added" ? { ...propertyArgs(c), values: c.after } : undefined),
});
