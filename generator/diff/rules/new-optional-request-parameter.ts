import { addRule, parameterArgs } from "./define.js";

addRule({
  id: "new-optional-request-parameter",
  severity: "safe",
  message: "The optional {in} parameter `{parameter}` was added.",
  why: "Existing calls do not send it and keep their meaning.",
  hint: "Nothing to do; send it to use the new option.",
  keywords: ["filter", "filtering", "sort", "additional-fields", "include", "page"],
  match: (c) => (c.kind === "parameter-added" ? parameterArgs(c) : undefined),
});
