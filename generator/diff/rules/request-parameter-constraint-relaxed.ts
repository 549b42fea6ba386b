import { addRule, inParameter, parameterArgs, boundValues } from "./define.js";

addRule({
  id: "request-parameter-constraint-relaxed",
  severity: "safe",
  message: "The `{keyword}` constraint of the {in} parameter `{parameter}` was relaxed from `{before}` to `{after}`.",
  why: "Every value accepted before still is.",
  hint: "Nothing to do; larger or looser values are now allowed.",
  keywords: ["page size", "up to"],
  match: (c) => (inParameter(c) && c.kind === "bound-changed" ? { ...parameterArgs(c), ...boundValues(c) } : undefined),
});
