import { addRule, describe, propertyArgs } from "./define.js";

addRule({
  id: "body-shape-unspecified",
  severity: "dangerous",
  direction: "both",
  message: "The payload `{before}` is now `{schema}` (x-shape: unspecified): the spec no longer describes it.",
  why: "Nothing can be checked against the payload any more, and generated types lose their precision.",
  hint: "Keep your own types for the payload and check the service documentation.",
  when: (c) => c.kind === "shape-unspecified",
  args: (c) => ({ schema: propertyArgs(c).schema, before: describe(c.base ?? "").schema }),
});
