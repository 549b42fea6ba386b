import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-property-became-optional",
  severity: "safe",
  message: "The `{property}` request property of `{schema}` became optional{context}.",
  why: "Payloads that send it keep working.",
  keywords: ["optional"],
  mass: true,
  match: (c) => (inRequest(c) && c.kind === "required-removed" && !c.args.readOnly ? propertyArgs(c) : undefined),
});
