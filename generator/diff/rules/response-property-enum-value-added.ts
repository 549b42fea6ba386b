import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-property-enum-value-added",
  severity: "dangerous",
  message: "The `{property}` response property of `{schema}` can now also be {values}{context}.",
  why: "Code that switches over the known values meets a value it does not handle.",
  hint: "Handle the new values (and keep a default branch for values added later).",
  // An enum or `const` dropped altogether is every value added at once: the wire type is the same, what the client's
  // switch (or literal type) meets is new, as with one value added; so dangerous, not a type change.
  when: (c) => inResponse(c) && (c.kind === "enum-value-added" || c.kind === "enum-removed"),
  args: (c) => ({ ...propertyArgs(c), values: c.kind === "enum-removed" ? "any value" : c.args.values }),
});
