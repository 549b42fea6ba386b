import { addRule, inRequest, propertyArgs, branchArgs } from "./define.js";

addRule({
  id: "request-schema-branch-added",
  severity: "safe",
  message: "A{n} {alternative} ({combinator}) was added to the `{property}` request property of `{schema}`{context}.",
  why: "Every payload accepted before still is.",
  when: (c) => inRequest(c) && c.kind === "branch-added",
  args: (c) => ({ ...propertyArgs(c), ...branchArgs(c) }),
});
