/**
 * Keys named after Object.prototype's members (`constructor`, `hasOwnProperty`, `__proto__`...) are ordinary names in
 * a spec, but Redocly's validator (struct-lint.ts) looks keys up in plain-object tables and finds those members there
 * (it stops, or reports nonsense). So the copy it is given (share-repeats.ts) has each such key, and the segment of
 * every `$ref` and discriminator mapping that names one, start with a NUL, which no loaded key holds (limits.ts);
 * taking the NULs out of its messages and pointers gives back what the spec says (docs/safety.md L7).
 */
import { formatRefPointer, parseRefFragment } from "./pointer.js";

const prototypeKeys = new Set(Object.getOwnPropertyNames(Object.prototype));
const hidden = "\u0000";

export function isPrototypeKey(key: string): boolean {
  return prototypeKeys.has(key);
}

/** A key as the validator's copy writes it (share-repeats.ts). */
export function hideKey(key: string): string {
  return prototypeKeys.has(key) ? `${hidden}${key}` : key;
}

/** A message or pointer of the validator about the copy, as it reads about the document. */
export function unhidePrototypeKeys(text: string): string {
  return text.replaceAll(hidden, "");
}

/** A local ref (`#/...`) with its prototype-key segments renamed; anything else as it is. */
export function hideRef(value: string): string {
  if (!value.startsWith("#")) return value;
  const segments = parseRefFragment(value.slice(1));
  if (typeof segments === "string" || !segments.some((s) => prototypeKeys.has(s))) return value;
  return formatRefPointer(segments.map(hideKey));
}
