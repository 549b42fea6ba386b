import { addRule, inRequest, propertyArgs, branchArgs } from "./define.js";

addRule({
  id: "request-property-removed-with-branch",
  severity: "breaking",
  message:
    "The `{property}` request property of `{schema}` was removed with the {alternative} ({combinator}) that alone had it{context}.",
  why: "Payloads that send the property (in the shape of the removed alternative) are rejected.",
  hint: "Stop sending the property; send one of the remaining alternatives.",
  when: (c) => inRequest(c) && c.kind === "branch-property-removed",
  args: (c) => ({ ...propertyArgs(c, "base"), ...branchArgs(c) }),
});
