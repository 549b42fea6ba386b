import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-optional-property-removed",
  severity: "breaking",
  message: "The optional `{property}` response property of `{schema}` was removed{context}.",
  why: "Code that reads the property no longer gets its data, even when the server has it. (oasdiff rates this a warning; MongoDB's Atlas pipeline raises it to an error, as here.)",
  hint: "Stop reading the property; the catalog entry says where its data went (often `relationships` or an `include`).",
  keywords: ["removed", "move", "relationships", "include"],
  match: (c) => (inResponse(c) && c.kind === "property-removed" ? propertyArgs(c, "base") : undefined),
});
