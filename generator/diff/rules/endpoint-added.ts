import { addRule, operationArgs } from "./define.js";

addRule({
  id: "endpoint-added",
  severity: "safe",
  message: "The operation `{operation}` was added.",
  why: "A new operation does not change existing calls.",
  hint: "Nothing to do; use it if you need it.",
  keywords: ["new", "api"],
  match: (c) => (c.kind === "operation-added" ? operationArgs(c) : undefined),
});
