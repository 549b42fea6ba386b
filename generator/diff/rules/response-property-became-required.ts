import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-property-became-required",
  severity: "safe",
  message: "The `{property}` response property of `{schema}` became required{context}.",
  why: "The property is now always there; code that handled its absence still works.",
  mass: true,
  match: (c) => (inResponse(c) && c.kind === "required-added" && !c.args.writeOnly ? propertyArgs(c) : undefined),
});
