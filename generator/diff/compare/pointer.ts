/** JSON pointers for the diff stage, in one plain form (../README.md, "compare/pointer.ts"). */
import { escapeSegment, getAt, parsePointer } from "../../load/pointer.js";

export function child(pointer: string, ...segments: (string | number)[]): string {
  return pointer + segments.map((s) => "/" + escapeSegment(String(s))).join("");
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
