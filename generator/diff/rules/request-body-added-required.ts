import { addRule } from "./define.js";

addRule({
  id: "request-body-added-required",
  severity: "breaking",
  message: "A required request body was added.",
  why: "Calls without a body are rejected.",
  hint: "Send the body the revision describes.",
  match: (c) => (c.kind === "request-body-added" && c.args.required === true ? {} : undefined),
});
