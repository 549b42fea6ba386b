/**
 * Keys named after Object.prototype's members (`constructor`, `hasOwnProperty`, `valueOf`, `toString`, `__proto__`...)
 * are ordinary names in a spec: a schema property, a header, a security scheme may be called so. Redocly's validator
 * (struct-lint.ts) looks every key of the document up in plain-object tables of its node types, in its resolver, its
 * walker and its struct rule, and finds those members there: it calls them as types and either stops ("Cannot convert
 * undefined or null to object") or reports nonsense ("Expected type `string` but got `object`" for a property named
 * `constructor`); a node with a key `hasOwnProperty` breaks its `node.hasOwnProperty(...)` calls.
 *
 * So the validator is given a copy of such a document in which each of those keys starts with a NUL, and so does the
 * segment of every `$ref` and discriminator mapping that names one. No key of a loaded spec holds a NUL (limits.ts
 * refuses it), so a renamed key is never another key, and it is still a name no node type declares; taking the NULs
 * out of the validator's messages and pointers gives back what the spec says.
 * (docs/safety.md L7)
 */
import { formatRefPointer, isObject, parseRefFragment } from "./pointer.js";

const prototypeKeys = new Set(Object.getOwnPropertyNames(Object.prototype));
const hidden = "\u0000";

export function isPrototypeKey(key: string): boolean {
  return prototypeKeys.has(key);
}

/** A copy of `document` with the prototype keys renamed, and the refs to them rewritten. */
export function hidePrototypeKeys(document: Record<string, unknown>): Record<string, unknown> {
  return copy(document, undefined) as Record<string, unknown>;
}

/** A message or pointer of the validator about the copy, as it reads about the document. */
export function unhidePrototypeKeys(text: string): string {
  return text.replaceAll(hidden, "");
}

function copy(value: unknown, key: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => copy(item, undefined));
  if (typeof value === "string" && (key === "$ref" || key === "mapping")) return ref(value);
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value)) {
    const child = copy(value[k], key === "mapping" ? "mapping" : k);
    out[prototypeKeys.has(k) ? `${hidden}${k}` : k] = child;
  }
  return out;
}

/** A local ref (`#/...`) with its prototype-key segments renamed; anything else as it is. */
function ref(value: string): string {
  if (!value.startsWith("#")) return value;
  const segments = parseRefFragment(value.slice(1));
  if (typeof segments === "string" || !segments.some((s) => prototypeKeys.has(s))) return value;
  return formatRefPointer(segments.map((s) => (prototypeKeys.has(s) ? `${hidden}${s}` : s)));
}
