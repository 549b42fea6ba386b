import { addRule, inParameter, parameterArgs } from "./define.js";

addRule({
  id: "request-parameter-enum-value-added",
  severity: "safe",
  message: "The {in} parameter `{parameter}` now also accepts {values}.",
  why: "Every value accepted before still is.",
  hint: "Nothing to do; the new values are available.",
  keywords: ["additional-fields", "subscriptions", "sort"],
  match: (c) =>
    inParameter(c) && c.kind === "enum-value-added" ? { ...parameterArgs(c), values: c.args.values } : undefined,
});
