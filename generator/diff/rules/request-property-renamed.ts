import { addRule, inRequest, renamed } from "./define.js";

addRule({
  id: "request-property-renamed",
  severity: "breaking",
  message: "The `{property}` request property of `{schema}` was renamed to `{to}`{candidate}{context}.",
  why: "The server reads the new name; a value sent under the old name is ignored or rejected.",
  hint: "Send the value under the new name.",
  keywords: ["renamed", "becomes", "rename"],
  match: (c, ctx) => (inRequest(c) && c.kind === "property-renamed" ? renamed(c, ctx) : undefined),
});
