import { addRule, inResponse, propertyArgs, boundValues } from "./define.js";

addRule({
  id: "response-property-constraint-tightened",
  severity: "safe",
  message:
    "The `{keyword}` constraint of the `{property}` response property of `{schema}` was tightened from `{before}` to `{after}`{context}.",
  why: "Every value returned now was possible before.",
  when: (c) => inResponse(c) && c.kind === "bound-changed" && c.args.effect === "tightened",
  args: (c) => ({ ...propertyArgs(c), ...boundValues(c) }),
});
