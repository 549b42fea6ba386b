/**
 * Keys named after Object.prototype's members (`constructor`, `hasOwnProperty`, `__proto__`...) are ordinary names in
 * a spec, but Redocly's validator (struct-lint.ts) looks keys up in plain-object tables and finds those members there
 * (it stops, or reports nonsense). So it is given a copy in which each such key, and the segment of every `$ref` and
 * discriminator mapping that names one, starts with a NUL, which no loaded key holds (limits.ts); taking the NULs out
 * of its messages and pointers gives back what the spec says (docs/safety.md L7).
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
