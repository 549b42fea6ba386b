import { addRule, annotation } from "./define.js";

addRule({
  id: "schema-annotation-changed",
  severity: "safe",
  direction: "both",
  message:
    "The `{annotation}` annotation of the `{property}` property of `{schema}` changed; it has no effect in a {place}{context}.",
  why: "The annotation only has a meaning on the other side of the exchange (an opt-in or write-only on a request, null-clearing, read-only or a default on a response).",
  match: (c) => annotation(c),
});
