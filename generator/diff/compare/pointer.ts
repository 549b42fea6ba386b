/** JSON pointers for the diff stage, in one plain form (../README.md, "compare/pointer.ts"). */
import { escapeSegment, formatPointer, getAt, parsePointer, parseRefFragment } from "../../load/pointer.js";

export function child(pointer: string, ...segments: (string | number)[]): string {
  return pointer + segments.map((s) => "/" + escapeSegment(String(s))).join("");
}

/** A `$ref` value as a plain pointer (`#/components/schemas/a%25b` → `#/components/schemas/a%b`); undefined if remote. */
export function refPointer(ref: string): string | undefined {
  const segments = ref.startsWith("#") ? parseRefFragment(ref.slice(1)) : "remote";
  return typeof segments === "string" ? undefined : formatPointer(segments);
}

/** The node at a plain pointer of a document; undefined when the pointer names nothing. */
export function nodeAt(doc: object, pointer: string): unknown {
  return getAt(doc, segmentsOf(pointer))?.value;
}

/** The unescaped segments of a plain pointer (the diff writes only well-formed ones). */
export function segmentsOf(pointer: string): string[] {
  return parsePointer(pointer) ?? [];
}

/** `["data", "[]", "attributes", "email"]` → `data[].attributes.email`. */
export function dotted(names: readonly string[]): string {
  let out = "";
  for (const n of names) out += n === "[]" || out === "" ? n : "." + n;
  return out;
}
