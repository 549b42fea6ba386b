import { addRule, inBody, propertyArgs } from "./define.js";

addRule({
  id: "request-read-only-property-changed",
  severity: "safe",
  message: "The read-only `{property}` property of `{schema}` changed (`{as}`); requests do not send it{context}.",
  why: "A read-only property is set by the server, which does not read it from a request (OpenAPI: it SHOULD NOT be sent): what changed in it binds the responses, where it is judged.",
  // Read-only on both sides (compare/schema.ts); `as` is the rule that would judge it in a request that sent it.
  match: (c, context) => {
    if (!inBody(c) || c.args.notSent !== true) return undefined;
    const as = context.claim?.({ ...c, args: { ...c.args, notSent: false } });
    return as && { ...propertyArgs(c), as: as.rule.id };
  },
});
