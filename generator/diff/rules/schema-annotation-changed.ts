import type { Change } from "../compare/index.js";
import { addRule, inRequest, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "schema-annotation-changed",
  severity: "safe",
  direction: "both",
  message:
    "The `{annotation}` annotation of the `{property}` property of `{schema}` changed; it has no effect in a {place}{context}.",
  why: "The annotation only has a meaning on the other side of the exchange (an opt-in or write-only on a request, null-clearing, read-only or a default on a response, the `required` of a read-only property on a request or of a write-only one on a response).",
  match: (c) => {
    const found = meaningless.find(
      ([, place, kinds, fact]) =>
        (place === "request" ? inRequest : inResponse)(c) && kinds.includes(c.kind) && (!fact || c.args[fact] === true),
    );
    return found && { ...propertyArgs(c), annotation: found[0], place: found[1] };
  },
});

/**
 * Annotations that mean nothing where they changed, with that place, the kinds of their changes and the fact of the
 * property that makes them meaningless there, if any: the `required` of a read-only property holds for responses
 * only, that of a write-only one for requests only (OpenAPI).
 */
const meaningless: [string, "request" | "response", Change["kind"][], ("readOnly" | "writeOnly")?][] = [
  ["required", "request", ["required-added", "required-removed"], "readOnly"],
  ["required", "response", ["required-added", "required-removed"], "writeOnly"],
  ["readOnly", "response", ["read-only-added", "read-only-removed"]],
  ["writeOnly", "request", ["write-only-added"]],
  ["x-opt-in", "request", ["opt-in-added", "opt-in-removed", "opt-in-changed"]],
  ["x-null-clears", "response", ["null-clears-changed"]],
  ["default", "response", ["default-changed"]],
];
