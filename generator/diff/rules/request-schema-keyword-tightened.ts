import { addRule, inRequest, keywordValues, propertyArgs } from "./define.js";

addRule({
  id: "request-schema-keyword-tightened",
  severity: "breaking",
  message: "The `{keyword}` keyword of the `{property}` request property of `{schema}` was {change}{context}.",
  why: "A JSON Schema 2020-12 keyword (contains, prefixItems, dependentRequired, if/then/else, not, patternProperties, propertyNames, unevaluated*, content*), or an anyOf/oneOf of `required` lists and size bounds (one of which must hold), now accepts fewer payloads, or changed in a way that may reject some that passed. (oasdiff rates these an error too.)",
  hint: "Check the payloads you send against the new keyword.",
  when: (c) => inRequest(c) && c.kind === "keyword-changed" && c.args.effect !== "relaxed",
  args: (c) => ({ ...propertyArgs(c), ...keywordValues(c) }),
});
