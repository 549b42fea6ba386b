/**
 * JSON pointers for the diff stage: building child pointers, reading `$ref` targets as plain pointers (the loader may
 * percent-encode them; the diff keys caches and groups on pointers, so every pointer is kept in one plain form), and
 * dotted property paths.
 */
import { formatPointer, parseRefFragment } from "../../load/pointer.js";

export function child(pointer: string, ...segments: (string | number)[]): string {
  let out = pointer;
  for (const s of segments) out += "/" + String(s).replace(/~/g, "~0").replace(/\//g, "~1");
  return out;
}

/** A `$ref` value as a plain pointer (`#/components/schemas/a%25b` → `#/components/schemas/a%b`); undefined if remote. */
export function refPointer(ref: string): string | undefined {
  const segments = ref.startsWith("#") ? parseRefFragment(ref.slice(1)) : "remote";
  return typeof segments === "string" ? undefined : formatPointer(segments);
}

/** The node at a plain pointer of a document; undefined when the pointer names nothing. */
export function nodeAt(doc: object, pointer: string): unknown {
  let at: unknown = doc;
  for (const seg of segmentsOf(pointer)) {
    if (at === null || typeof at !== "object" || !Object.prototype.hasOwnProperty.call(at, seg)) return undefined;
    at = (at as Record<string, unknown>)[seg];
  }
  return at;
}

/** The unescaped segments of a plain pointer. */
export function segmentsOf(pointer: string): string[] {
  const body = pointer.startsWith("#") ? pointer.slice(1) : pointer;
  if (body === "") return [];
  return body
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** `["data", "[]", "attributes", "email"]` → `data[].attributes.email`. */
export function dotted(names: readonly string[]): string {
  let out = "";
  for (const n of names) {
    if (n === "[]") out += "[]";
    else out += out === "" ? n : "." + n;
  }
  return out;
}
