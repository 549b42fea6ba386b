import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-property-enum-value-added",
  severity: "safe",
  message: "The `{property}` request property of `{schema}` now also accepts {values}{context}.",
  why: "Every value accepted before still is.",
  match: (c) =>
    inRequest(c) && c.kind === "enum-value-added" ? { ...propertyArgs(c), values: c.args.values } : undefined,
});
