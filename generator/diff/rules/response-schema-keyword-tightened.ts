import { addRule, inResponse, keywordValues, propertyArgs } from "./define.js";

addRule({
  id: "response-schema-keyword-tightened",
  severity: "safe",
  message: "The `{keyword}` keyword of the `{property}` response property of `{schema}` was {change}{context}.",
  why: "A JSON Schema 2020-12 keyword now promises more about responses: every value returned now was possible before.",
  when: (c) => inResponse(c) && c.kind === "keyword-changed" && c.args.effect === "tightened",
  args: (c) => ({ ...propertyArgs(c), ...keywordValues(c) }),
});
