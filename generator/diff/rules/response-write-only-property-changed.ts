import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-write-only-property-changed",
  severity: "safe",
  message: "The write-only `{property}` property of `{schema}` changed (`{as}`); responses do not carry it{context}.",
  why: "A write-only property is not returned (OpenAPI): what changed in it binds the requests, where it is judged.",
  // Write-only on both sides (compare/schema.ts); `as` is the rule that would judge it in a response that carried it.
  match: (c, context) => {
    if (!inResponse(c) || c.args.notReturned !== true) return undefined;
    const as = context.claim?.({ ...c, args: { ...c.args, notReturned: false } });
    return as && { ...propertyArgs(c), as: as.rule.id };
  },
});
