import { addRule, inBody, propertyArgs } from "./define.js";

addRule({
  id: "request-property-reactivated",
  severity: "safe",
  message: "The `{property}` request property of `{schema}` is no longer deprecated{context}.",
  why: "Withdrawing a deprecation changes no payload.",
  match: (c) => (inBody(c) && c.kind === "deprecated-removed" ? propertyArgs(c) : undefined),
});
