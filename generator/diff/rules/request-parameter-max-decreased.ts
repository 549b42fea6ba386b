import { addRule, inParameter, parameterArgs, boundValues, isUpperBound } from "./define.js";

addRule({
  id: "request-parameter-max-decreased",
  severity: "breaking",
  message: "The {keyword} of the {in} parameter `{parameter}` was lowered from `{before}` to `{after}`.",
  why: "Values between the new and the old maximum were accepted and are now rejected.",
  hint: "Keep the values at or below the new maximum (for a page size, request smaller pages and follow the next links).",
  keywords: ["page size", "maximum"],
  when: (c) => inParameter(c) && c.kind === "bound-changed" && c.args.effect === "tightened" && isUpperBound(c),
  args: (c) => ({ ...parameterArgs(c), ...boundValues(c) }),
});
