import { addRule, inResponse, propertyArgs, boundValues } from "./define.js";

addRule({
  id: "response-property-pattern-changed",
  severity: "dangerous",
  message:
    "The pattern of the `{property}` response property of `{schema}` changed from `{before}` to `{after}`{context}.",
  why: "Whether the values returned now still match the old pattern cannot be told from the spec: code that checks or parses them by it may reject some. (oasdiff rates this informational.)",
  hint: "Check the code that reads the property against the new pattern.",
  when: (c) => inResponse(c) && c.kind === "bound-changed" && c.args.effect === "changed",
  args: (c) => ({ ...propertyArgs(c), ...boundValues(c) }),
});
