import { addRule, parameterArgs } from "./define.js";

addRule({
  id: "new-required-request-parameter",
  severity: "breaking",
  message: "The required {in} parameter `{parameter}` was added.",
  why: "Calls that do not send the new parameter are rejected.",
  hint: "Send the parameter on every call to the operation.",
  keywords: ["required"],
  match: (c) => (c.kind === "parameter-added" && c.args.required === true ? parameterArgs(c) : undefined),
});
