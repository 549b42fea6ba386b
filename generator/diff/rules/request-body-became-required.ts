import { addRule } from "./define.js";

addRule({
  id: "request-body-became-required",
  severity: "breaking",
  message: "The request body became required.",
  why: "Calls without a body are rejected.",
  hint: "Always send the body.",
  match: (c) => (c.kind === "request-body-required-added" ? {} : undefined),
});
