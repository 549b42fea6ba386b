import { defineRule, describe, propertyArgs } from "./define.js";

export default defineRule({
  id: "body-shape-specified",
  severity: "safe",
  direction: "both",
  message: "The payload `{before}` (x-shape: unspecified) is now described as `{schema}`.",
  why: "The spec now says what the payload holds; the payload itself did not change. Generated types become precise.",
  hint: "Nothing to do; typed access to the payload is now available.",
  match: (c) =>
    c.kind === "shape-specified"
      ? { schema: propertyArgs(c).schema, before: describe(c.base ?? "").schema }
      : undefined,
});
