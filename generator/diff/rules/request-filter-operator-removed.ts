import { addRule, parameterArgs, onField } from "./define.js";

addRule({
  id: "request-filter-operator-removed",
  severity: "breaking",
  message: "The filter operator `{operator}` of the {in} parameter `{parameter}` was removed{onField} (x-filter).",
  why: "Expressions using the operator are rejected or ignored.",
  hint: "Rewrite the filter expressions without the operator.",
  keywords: ["filter"],
  when: (c) => c.kind === "filter-operator-removed",
  args: (c) => ({ ...parameterArgs(c), operator: c.args.operator, onField: onField(c) }),
});
