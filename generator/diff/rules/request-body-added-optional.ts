import { addRule } from "./define.js";

addRule({
  id: "request-body-added-optional",
  severity: "safe",
  message: "An optional request body was added.",
  why: "Calls without a body keep working.",
  match: (c) => (c.kind === "request-body-added" ? {} : undefined),
});
