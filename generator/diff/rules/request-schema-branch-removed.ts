import { addRule, inRequest, propertyArgs, branchArgs } from "./define.js";

addRule({
  id: "request-schema-branch-removed",
  severity: "breaking",
  message: "The {alternative} ({combinator}) of the `{property}` request property of `{schema}` was removed{context}.",
  why: "Payloads in the shape of the removed alternative are rejected.",
  hint: "Send one of the remaining alternatives.",
  when: (c) => inRequest(c) && c.kind === "branch-removed",
  args: (c) => ({ ...propertyArgs(c, "base"), ...branchArgs(c) }),
});
