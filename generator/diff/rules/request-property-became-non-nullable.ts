import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-property-became-non-nullable",
  severity: "breaking",
  message: "The `{property}` request property of `{schema}` no longer accepts null{context}.",
  why: "A client that sends null for it, as the old spec allowed, is refused.",
  hint: "Send a value instead of null, or leave the property out if it is optional.",
  keywords: ["null"],
  when: (c) => inRequest(c) && c.kind === "nullable-removed",
  args: (c) => propertyArgs(c),
});
