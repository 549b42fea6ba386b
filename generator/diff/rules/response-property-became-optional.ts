import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-property-became-optional",
  severity: "dangerous",
  message: "The `{property}` response property of `{schema}` became optional{context}.",
  why: "A typed client regenerated from the revision gets an optional property, so the compiler points at every use that assumes it is there; code that is not regenerated meets responses without it. Nothing fails on the wire. (oasdiff rates this an error; it is a type-level change, so dangerous here.)",
  hint: "Handle the property being absent.",
  mass: true,
  match: (c) => (inResponse(c) && c.kind === "required-removed" && !c.args.writeOnly ? propertyArgs(c) : undefined),
});
