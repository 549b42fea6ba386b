import { addRule, inBody, propertyArgs } from "./define.js";

addRule({
  id: "request-property-deprecated",
  severity: "safe",
  message: "The `{property}` request property of `{schema}` was deprecated{context}.",
  why: "The property still works; its removal is announced.",
  hint: "Plan to stop sending it.",
  match: (c) => (inBody(c) && c.kind === "deprecated-added" ? propertyArgs(c) : undefined),
});
