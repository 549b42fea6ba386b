/**
 * Local `$ref` resolution inside one bundled document (the loader has already turned every file reference into a
 * `#/components/...` one), with the loader's JSON pointers (load/pointer.ts: RFC 6901 escapes, percent-decoding).
 */
import { formatPointer, getAt, isObject, parseRefFragment } from "../load/pointer.js";

export { isObject };

export class ModelError extends Error {
  constructor(
    readonly pointer: string,
    message: string,
  ) {
    super(`${pointer} ${message}`);
    this.name = "ModelError";
  }
}

export function pointerOf(...segments: (string | number)[]): string {
  return formatPointer(segments.map(String));
}

export type Json = Record<string, unknown>;

/** Follows `$ref`s (a chain of them) to the object they name, returning it with the pointer it was found at. */
export function deref(document: Json, value: unknown, pointer: string): { value: Json; pointer: string } {
  let at = value;
  let where = pointer;
  for (let hops = 0; hops < 64; hops++) {
    if (!isObject(at)) throw new ModelError(where, "is not an object");
    const ref = at.$ref;
    if (typeof ref !== "string") return { value: at, pointer: where };
    const segments = ref.startsWith("#") ? parseRefFragment(ref.slice(1)) : "is not a local reference";
    const target = typeof segments === "string" ? undefined : getAt(document, segments)?.value;
    if (target === undefined) throw new ModelError(where, `cannot resolve $ref ${JSON.stringify(ref)}`);
    at = target;
    where = ref;
  }
  throw new ModelError(pointer, "$ref chain is too long (a cycle?)");
}

/** The object a value is or refers to, or undefined when it is not one (a slip the loader has warned about). */
export function usable(document: Json, value: unknown, pointer: string): { value: Json; pointer: string } | undefined {
  // Most absent parts (an operation without a body) are simply absent: no error to build and catch.
  if (value === undefined) return undefined;
  try {
    return deref(document, value, pointer);
  } catch (error) {
    if (error instanceof ModelError) return undefined;
    throw error;
  }
}
