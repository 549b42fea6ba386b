import { addRule, inParameter, parameterArgs } from "./define.js";

addRule({
  id: "request-parameter-deprecated",
  severity: "safe",
  message: "The {in} parameter `{parameter}` was deprecated.",
  why: "The parameter still works; its removal is announced.",
  hint: "Plan to stop sending it.",
  match: (c) => (inParameter(c) && c.kind === "deprecated-added" ? parameterArgs(c) : undefined),
});
