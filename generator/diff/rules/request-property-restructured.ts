import { addRule, inRequest, propertyArgs, shiftOf, typeValues } from "./define.js";

addRule({
  id: "request-property-restructured",
  severity: "breaking",
  message: "The `{property}` request property of `{schema}` was restructured from `{before}` to `{after}`{context}.",
  why: "An array became an object or the other way round: payloads in the old structure are rejected.",
  hint: "Build the property in the new structure (for JSON:API, a list usually moves under `data`).",
  keywords: ["structure", "relationships", "singular"],
  when: (c) => inRequest(c) && shiftOf(c) === "restructured",
  args: (c) => ({ ...propertyArgs(c), ...typeValues(c) }),
});
