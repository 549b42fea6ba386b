import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-schema-branch-added",
  severity: "safe",
  direction: "request",
  message:
    "A `{branch}` alternative ({combinator}) was added to the `{property}` request property of `{schema}`{context}.",
  why: "Every payload accepted before still is.",
  when: (c) => inRequest(c) && c.kind === "branch-added",
  args: (c) => ({ ...propertyArgs(c), branch: c.args.branch, combinator: c.args.combinator }),
});
