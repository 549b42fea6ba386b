import { addRule, inParameter, parameterArgs } from "./define.js";

addRule({
  id: "request-parameter-became-non-nullable",
  severity: "breaking",
  message: "The {in} parameter `{parameter}` no longer accepts null.",
  why: "A client that sends null for it, as the old spec allowed, is refused.",
  hint: "Send a value instead of null, or leave the parameter out if it is optional.",
  keywords: ["null"],
  when: (c) => inParameter(c) && c.kind === "nullable-removed",
  args: (c) => parameterArgs(c),
});
