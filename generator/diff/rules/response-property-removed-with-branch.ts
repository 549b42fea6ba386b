import { addRule, inResponse, propertyArgs, branchArgs } from "./define.js";

addRule({
  id: "response-property-removed-with-branch",
  severity: "dangerous",
  message:
    "The `{property}` response property of `{schema}` was removed with the {alternative} ({combinator}) that alone had it{context}.",
  why: "No response carries the property any more; code that reads it (for that alternative) finds nothing, and a typed client regenerated from the revision no longer has it, so the compiler shows where.",
  hint: "Stop reading the property.",
  when: (c) => inResponse(c) && c.kind === "branch-property-removed",
  args: (c) => ({ ...propertyArgs(c, "base"), ...branchArgs(c) }),
});
