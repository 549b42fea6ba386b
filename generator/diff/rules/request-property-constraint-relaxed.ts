import { addRule, inRequest, propertyArgs, boundValues } from "./define.js";

addRule({
  id: "request-property-constraint-relaxed",
  severity: "safe",
  message:
    "The `{keyword}` constraint of the `{property}` request property of `{schema}` was relaxed from `{before}` to `{after}`{context}.",
  why: "Every payload accepted before still is.",
  match: (c) => (inRequest(c) && c.kind === "bound-changed" ? { ...propertyArgs(c), ...boundValues(c) } : undefined),
});
