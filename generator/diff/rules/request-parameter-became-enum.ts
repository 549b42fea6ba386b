import { addRule, inParameter, parameterArgs } from "./define.js";

addRule({
  id: "request-parameter-became-enum",
  severity: "breaking",
  message: "The {in} parameter `{parameter}` now only accepts {values}.",
  why: "Values outside the new list were accepted before and are now rejected.",
  hint: "Send only the listed values.",
  match: (c) => (inParameter(c) && c.kind === "enum-added" ? { ...parameterArgs(c), values: c.after } : undefined),
});
