import { addRule, inResponse, propertyArgs, typeShift, typeValues } from "./define.js";

addRule({
  id: "response-property-type-specialized",
  severity: "safe",
  message:
    "The `{property}` response property of `{schema}` returns fewer kinds of values: `{before}` became `{after}`{context}.",
  why: "Every value returned now was possible before.",
  mass: true,
  when: (c) =>
    inResponse(c) &&
    ((c.kind === "type-changed" && typeShift(c.before, c.after) === "narrowed") ||
      c.kind === "nullable-removed" ||
      c.kind === "enum-added"),
  args: (c) => ({ ...propertyArgs(c), ...typeValues(c) }),
});
