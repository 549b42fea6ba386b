import { addRule, inResponse, renamed } from "./define.js";

addRule({
  id: "response-property-renamed",
  severity: "breaking",
  message: "The `{property}` response property of `{schema}` was renamed to `{to}`{candidate}{context}.",
  why: "Code that reads the old name finds nothing.",
  hint: "Read the value under the new name.",
  keywords: ["renamed", "becomes", "rename"],
  match: (c, ctx) => (inResponse(c) && c.kind === "property-renamed" ? renamed(c, ctx) : undefined),
});
