import { addRule, inRequest, propertyArgs, boundValues } from "./define.js";

addRule({
  id: "request-property-constraint-tightened",
  severity: "breaking",
  message:
    "The `{keyword}` constraint of the `{property}` request property of `{schema}` was tightened from `{before}` to `{after}`{context}.",
  why: "Some payloads accepted before are now rejected (longer strings, bigger lists, unknown keys...).",
  hint: "Keep the payloads within the new constraint.",
  keywords: ["validation", "maximum"],
  when: (c) => inRequest(c) && c.kind === "bound-changed" && c.args.effect === "tightened",
  args: (c) => ({ ...propertyArgs(c), ...boundValues(c) }),
});
