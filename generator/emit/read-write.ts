/**
 * Read-only and write-only properties in the types. OpenAPI says a `readOnly` property is not sent in a request and a
 * `writeOnly` one is not returned in a response, so a required `id: {readOnly: true}` of a schema shared by a create
 * call and its answer must not be demanded of the caller. When a document marks any property so, its types are printed
 * with openapi-typescript's markers (`$Read<T>`, `$Write<T>`) and the entry point reads them through its helpers: a
 * request body as `Writable<...>` (read-only properties left out), a response body as `Readable<...>` (write-only ones
 * left out). A document without such a property keeps the plain types.
 */
import type TS from "typescript";

/** Whether any object of the document says `readOnly: true` or `writeOnly: true`. */
export function marksReadWrite(document: unknown): boolean {
  const stack = [document];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null) continue;
    if (!Array.isArray(node) && (Reflect.get(node, "readOnly") === true || Reflect.get(node, "writeOnly") === true))
      return true;
    for (const value of Object.values(node)) if (typeof value === "object" && value !== null) stack.push(value);
  }
  return false;
}

/** `type` as sent (`Writable<type>`) or as received (`Readable<type>`) when the types carry the markers. */
export function asSent(type: string, marked: boolean | undefined): string {
  return marked ? `Writable<${type}>` : type;
}

export function asReceived(type: string, marked: boolean | undefined): string {
  return marked ? `Readable<${type}>` : type;
}

const HELPERS = new Set(["$Read", "$Write", "Readable", "Writable"]);

/**
 * One of the four helper types openapi-typescript adds with the markers: printed from its own constant text, whatever
 * the spec says (the guard's proof of the spec's types, emit/guard.ts `typesProvenSafe`, need not cover it).
 */
export function isReadWriteHelper(node: TS.Node): boolean {
  const name = (node as { name?: { escapedText?: unknown } }).name?.escapedText;
  return node.pos >= 0 && typeof name === "string" && HELPERS.has(name);
}
