import { addRule, inResponse, propertyArgs, branchArgs } from "./define.js";

addRule({
  id: "response-schema-branch-removed",
  severity: "safe",
  message: "The {alternative} ({combinator}) of the `{property}` response property of `{schema}` was removed{context}.",
  why: "Fewer possible shapes break no reader.",
  when: (c) => inResponse(c) && c.kind === "branch-removed",
  args: (c) => ({ ...propertyArgs(c, "base"), ...branchArgs(c) }),
});
