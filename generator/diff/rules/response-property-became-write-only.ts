import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-property-became-write-only",
  severity: "dangerous",
  message: "The `{property}` response property of `{schema}` became write-only{context}.",
  why: "Responses no longer carry it (OpenAPI: a write-only property is not returned), while the generated types still declare it: code reading it gets undefined, even where it was required.",
  hint: "Stop reading it from responses.",
  when: (c) => inResponse(c) && c.kind === "write-only-added",
  args: (c) => propertyArgs(c),
});
