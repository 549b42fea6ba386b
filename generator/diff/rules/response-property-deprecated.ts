import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-property-deprecated",
  severity: "safe",
  message: "The `{property}` response property of `{schema}` was deprecated{context}.",
  why: "The property is still returned; its removal is announced.",
  hint: "Plan to stop reading it.",
  keywords: ["legacy"],
  match: (c) => (inResponse(c) && c.kind === "deprecated-added" ? propertyArgs(c) : undefined),
});
