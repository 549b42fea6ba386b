import { addRule, inRequest, keywordValues, propertyArgs } from "./define.js";

addRule({
  id: "request-schema-keyword-relaxed",
  severity: "safe",
  message: "The `{keyword}` keyword of the `{property}` request property of `{schema}` was {change}{context}.",
  why: "A JSON Schema 2020-12 keyword, or an anyOf/oneOf of `required` lists and size bounds, now accepts more payloads: everything accepted before still is.",
  when: (c) => inRequest(c) && c.kind === "keyword-changed" && c.args.effect === "relaxed",
  args: (c) => ({ ...propertyArgs(c), ...keywordValues(c) }),
});
