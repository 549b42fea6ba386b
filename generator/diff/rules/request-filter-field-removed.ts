import { addRule, parameterArgs } from "./define.js";

addRule({
  id: "request-filter-field-removed",
  severity: "breaking",
  message: "The filter field `{field}` of the {in} parameter `{parameter}` was removed (x-filter).",
  why: "Filter expressions on the field are rejected or ignored, so a call returns the wrong set of items.",
  hint: "Remove the field from filter expressions and filter on a field the revision still accepts (or client-side).",
  keywords: ["filter", "removed"],
  match: (c) => (c.kind === "filter-field-removed" ? { ...parameterArgs(c), field: c.args.field } : undefined),
});
