import { addRule, parameterArgs } from "./define.js";

addRule({
  id: "request-parameter-became-required",
  severity: "breaking",
  message: "The {in} parameter `{parameter}` became required.",
  why: "Calls that leave the parameter out are rejected.",
  hint: "Send the parameter on every call.",
  keywords: ["required"],
  match: (c) => (c.kind === "parameter-required-added" ? parameterArgs(c) : undefined),
});
