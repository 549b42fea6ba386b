import { addRule, describe, propertyArgs } from "./define.js";

addRule({
  id: "body-shape-specified",
  severity: "safe",
  direction: "both",
  message: "The payload `{before}` (x-shape: unspecified) is now described as `{schema}`.",
  why: "The spec now says what the payload holds; the payload itself did not change. Generated types become precise.",
  hint: "Nothing to do; typed access to the payload is now available.",
  when: (c) => c.kind === "shape-specified",
  args: (c) => ({ schema: propertyArgs(c).schema, before: describe(c.base ?? "").schema }),
});
