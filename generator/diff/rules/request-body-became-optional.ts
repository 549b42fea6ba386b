import { addRule } from "./define.js";

addRule({
  id: "request-body-became-optional",
  severity: "safe",
  message: "The request body became optional.",
  why: "Calls with a body keep working.",
  match: (c) => (c.kind === "request-body-required-removed" ? {} : undefined),
});
