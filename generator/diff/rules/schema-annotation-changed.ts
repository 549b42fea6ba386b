import type { Change } from "../compare/index.js";
import { addRule, inRequest, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "schema-annotation-changed",
  severity: "safe",
  direction: "both",
  message:
    "The `{annotation}` annotation of the `{property}` property of `{schema}` changed; it has no effect in a {place}{context}.",
  why: "The annotation only has a meaning on the other side of the exchange (an opt-in or write-only on a request, null-clearing, read-only or a default on a response).",
  match: (c) => {
    const found = meaningless.find(
      ([, place, kinds]) => (place === "request" ? inRequest : inResponse)(c) && kinds.includes(c.kind),
    );
    return found && { ...propertyArgs(c), annotation: found[0], place: found[1] };
  },
});

/** Annotations that mean nothing where they changed, with that place and the kinds of their changes. */
const meaningless: [string, "request" | "response", Change["kind"][]][] = [
  ["readOnly", "response", ["read-only-added", "read-only-removed"]],
  ["writeOnly", "request", ["write-only-added"]],
  ["x-opt-in", "request", ["opt-in-added", "opt-in-removed", "opt-in-changed"]],
  ["x-null-clears", "response", ["null-clears-changed"]],
  ["default", "response", ["default-changed"]],
];
