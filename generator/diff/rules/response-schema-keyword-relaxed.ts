import { addRule, inResponse, keywordValues, propertyArgs } from "./define.js";

addRule({
  id: "response-schema-keyword-relaxed",
  severity: "dangerous",
  message: "The `{keyword}` keyword of the `{property}` response property of `{schema}` was {change}{context}.",
  why: "A JSON Schema 2020-12 keyword no longer holds as it did, so responses may carry values the client was not promised; a typed client's types may widen: regenerate and check. (oasdiff rates a removed keyword an error; nothing fails on the wire, so dangerous here.)",
  hint: "Check the code that relies on what the keyword promised.",
  when: (c) => inResponse(c) && c.kind === "keyword-changed" && c.args.effect !== "tightened",
  args: (c) => ({ ...propertyArgs(c), ...keywordValues(c) }),
});
