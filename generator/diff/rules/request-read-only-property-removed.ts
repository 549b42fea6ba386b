import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-read-only-property-removed",
  severity: "safe",
  message: "The read-only `{property}` request property of `{schema}` was removed{context}.",
  why: "A read-only property is set by the server, which never read it from a request: a client that still sends it changes nothing. (oasdiff leaves a read-only property out of request-property-removed too.)",
  match: (c) =>
    inRequest(c) && c.kind === "property-removed" && c.args.readOnly === true ? propertyArgs(c, "base") : undefined,
});
