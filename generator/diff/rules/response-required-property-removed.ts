import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-required-property-removed",
  severity: "breaking",
  message: "The required `{property}` response property of `{schema}` was removed{context}.",
  why: "Code that reads the property, which was always there, finds nothing.",
  hint: "Stop reading the property; the catalog entry says where its data went.",
  keywords: ["removed"],
  match: (c) =>
    inResponse(c) && c.kind === "property-removed" && c.args.required === true ? propertyArgs(c, "base") : undefined,
});
