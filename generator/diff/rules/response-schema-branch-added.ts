import { addRule, inResponse, propertyArgs, branchArgs } from "./define.js";

addRule({
  id: "response-schema-branch-added",
  severity: "dangerous",
  message: "A{n} {alternative} ({combinator}) was added to the `{property}` response property of `{schema}`{context}.",
  why: "Code that switches over the known alternatives meets one it does not handle; a typed client regenerated from the revision gets the new member in its union type and the compiler shows where to handle it. (oasdiff rates this an error; it is a type-level change, so dangerous here.)",
  hint: "Handle the new alternative.",
  when: (c) => inResponse(c) && c.kind === "branch-added",
  args: (c) => ({ ...propertyArgs(c), ...branchArgs(c) }),
});
