import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-property-became-read-only",
  severity: "dangerous",
  message: "The `{property}` request property of `{schema}` became read-only{context}.",
  why: "The server no longer reads it from a request (OpenAPI: a read-only property SHOULD NOT be sent, and its `required` holds for responses only): a client that sends it has it ignored, or refused, and code that sends it no longer compiles against the new revision's types. (oasdiff reports it only for a required property, as information.)",
  hint: "Stop sending it, and set it the way the API now says, if any.",
  when: (c) => inRequest(c) && c.kind === "read-only-added",
  args: (c) => propertyArgs(c),
});
