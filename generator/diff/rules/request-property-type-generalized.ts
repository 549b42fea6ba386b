import { addRule, inRequest, propertyArgs, shiftOf, typeValues } from "./define.js";

addRule({
  id: "request-property-type-generalized",
  severity: "safe",
  message: "The `{property}` request property of `{schema}` accepts more values: `{before}` became `{after}`{context}.",
  why: "Every value accepted before still is.",
  keywords: ["null"],
  mass: true,
  when: (c) => inRequest(c) && shiftOf(c) === "widened",
  args: (c) => ({ ...propertyArgs(c), ...typeValues(c) }),
});
