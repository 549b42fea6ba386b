import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-property-enum-value-removed",
  severity: "safe",
  message: "The `{property}` response property of `{schema}` is no longer {values}{context}.",
  why: "Fewer possible values break no reader.",
  hint: "Nothing to do; the handling of the removed values becomes dead code.",
  match: (c) =>
    inResponse(c) && c.kind === "enum-value-removed" ? { ...propertyArgs(c), values: c.args.values } : undefined,
});
