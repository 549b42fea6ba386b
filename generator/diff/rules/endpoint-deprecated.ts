import { addRule, operationArgs } from "./define.js";

addRule({
  id: "endpoint-deprecated",
  severity: "safe",
  message: "The operation `{operation}` was deprecated.",
  why: "Deprecation changes nothing yet; it announces a later removal.",
  hint: "Plan the move to the replacement before the operation is removed.",
  keywords: ["deprecated"],
  match: (c) => (c.kind === "deprecated-added" && c.area === "operation" ? operationArgs(c) : undefined),
});
