import { addRule, inResponse, propertyArgs, shiftOf, typeValues } from "./define.js";

addRule({
  id: "response-property-restructured",
  severity: "breaking",
  message: "The `{property}` response property of `{schema}` was restructured from `{before}` to `{after}`{context}.",
  why: "An array became an object or the other way round: code that reads the old structure fails.",
  hint: "Read the property in its new structure.",
  keywords: ["structure", "singular"],
  when: (c) => inResponse(c) && shiftOf(c) === "restructured",
  args: (c) => ({ ...propertyArgs(c), ...typeValues(c) }),
});
