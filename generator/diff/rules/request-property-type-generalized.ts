import { addRule, inRequest, propertyArgs, typeShift, typeValues } from "./define.js";

addRule({
  id: "request-property-type-generalized",
  severity: "safe",
  message: "The `{property}` request property of `{schema}` accepts more values: `{before}` became `{after}`{context}.",
  why: "Every value accepted before still is.",
  keywords: ["null"],
  mass: true,
  when: (c) =>
    inRequest(c) &&
    ((c.kind === "type-changed" && typeShift(c.before, c.after) === "widened") ||
      c.kind === "nullable-added" ||
      c.kind === "enum-removed"),
  args: (c) => ({ ...propertyArgs(c), ...typeValues(c) }),
});
