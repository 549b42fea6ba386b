import { addRule, parameterArgs } from "./define.js";

addRule({
  id: "request-filter-field-added",
  severity: "safe",
  message: "The filter field `{field}` was added to the {in} parameter `{parameter}` (x-filter).",
  why: "A new filterable field does not change existing filters.",
  hint: "Nothing to do; filter on it if useful.",
  keywords: ["filter", "filters", "filtering"],
  match: (c) => (c.kind === "filter-field-added" ? { ...parameterArgs(c), field: c.args.field } : undefined),
});
