import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-write-only-property-removed",
  severity: "safe",
  message: "The write-only `{property}` response property of `{schema}` was removed{context}.",
  why: "A write-only property is one the server never returned: no reader found it in a response. (oasdiff leaves a write-only property out of its response-property-removed checks too.)",
  match: (c) =>
    inResponse(c) && c.kind === "property-removed" && c.args.writeOnly === true ? propertyArgs(c, "base") : undefined,
});
