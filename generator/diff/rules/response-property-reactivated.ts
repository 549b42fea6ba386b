import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-property-reactivated",
  severity: "safe",
  message: "The `{property}` response property of `{schema}` is no longer deprecated{context}.",
  why: "Withdrawing a deprecation changes no response.",
  match: (c) => (inResponse(c) && c.kind === "deprecated-removed" ? propertyArgs(c) : undefined),
});
