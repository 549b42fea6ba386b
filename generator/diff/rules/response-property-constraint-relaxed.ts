import { addRule, inResponse, propertyArgs, boundValues } from "./define.js";

addRule({
  id: "response-property-constraint-relaxed",
  severity: "dangerous",
  message:
    "The `{keyword}` constraint of the `{property}` response property of `{schema}` was relaxed from `{before}` to `{after}`{context}.",
  why: "Values outside the old constraint can now be returned (longer strings, bigger numbers, extra keys...).",
  hint: "Make sure the code that reads the property copes with the wider values.",
  match: (c) => (inResponse(c) && c.kind === "bound-changed" ? { ...propertyArgs(c), ...boundValues(c) } : undefined),
});
