import { addRule, inParameter, parameterArgs } from "./define.js";

addRule({
  id: "request-parameter-enum-value-removed",
  severity: "breaking",
  message: "The {in} parameter `{parameter}` no longer accepts {values}.",
  why: "Calls that send a removed value are rejected.",
  hint: "Stop sending the removed values; map them to a value the revision accepts.",
  keywords: ["removed"],
  match: (c) =>
    inParameter(c) && c.kind === "enum-value-removed" ? { ...parameterArgs(c), values: c.args.values } : undefined,
});
