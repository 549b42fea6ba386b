import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-property-removed",
  severity: "breaking",
  message: "The `{property}` request property of `{schema}` was removed{context}.",
  why: "The server no longer reads the property: a value sent there is ignored or rejected, so the call loses data it used to carry. (oasdiff rates this a warning; a client that sends the field relies on it, so it is breaking here.)",
  hint: "Stop sending the property; check the catalog for where its data goes now.",
  keywords: ["removed", "move", "structure", "relationships"],
  match: (c) => (inRequest(c) && c.kind === "property-removed" ? propertyArgs(c, "base") : undefined),
});
