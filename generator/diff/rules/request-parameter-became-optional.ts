import { addRule, parameterArgs } from "./define.js";

addRule({
  id: "request-parameter-became-optional",
  severity: "safe",
  message: "The {in} parameter `{parameter}` became optional.",
  why: "Calls that send it keep working.",
  keywords: ["optional"],
  match: (c) => (c.kind === "parameter-required-removed" ? parameterArgs(c) : undefined),
});
