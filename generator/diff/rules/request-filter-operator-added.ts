import { addRule, parameterArgs, onField } from "./define.js";

addRule({
  id: "request-filter-operator-added",
  severity: "safe",
  message: "The filter operator `{operator}` was added to the {in} parameter `{parameter}`{onField} (x-filter).",
  why: "A new operator does not change existing filters.",
  hint: "Nothing to do; use it if useful.",
  keywords: ["filter", "filters", "greater-than", "less-than"],
  when: (c) => c.kind === "filter-operator-added",
  args: (c) => ({ ...parameterArgs(c), operator: c.args.operator, onField: onField(c) }),
});
