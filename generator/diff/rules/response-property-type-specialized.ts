import { addRule, inResponse, propertyArgs, shiftOf, typeValues } from "./define.js";

addRule({
  id: "response-property-type-specialized",
  severity: "safe",
  message:
    "The `{property}` response property of `{schema}` returns fewer kinds of values: `{before}` became `{after}`{context}.",
  why: "Every value returned now was possible before.",
  mass: true,
  when: (c) => inResponse(c) && shiftOf(c) === "narrowed",
  args: (c) => ({ ...propertyArgs(c), ...typeValues(c) }),
});
