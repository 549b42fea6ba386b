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

type Found = { value: Json; pointer: string };

/** Follows `$ref`s (a chain of them) to the object they name, returning it with the pointer it was found at. */
export function deref(document: Json, value: unknown, pointer: string): Found {
  const found = follow(document, value, pointer);
  if ("problem" in found) throw new ModelError(found.pointer, found.problem);
  return found;
}

/** The object a value is or refers to, or undefined when it is not one (a slip the loader has warned about). */
export function usable(document: Json, value: unknown, pointer: string): Found | undefined {
  const found = follow(document, value, pointer);
  return "problem" in found ? undefined : found;
}

/** The walk of both: the object found, or where the chain breaks and why. */
function follow(document: Json, value: unknown, pointer: string): Found | { pointer: string; problem: string } {
  let at = value;
  let where = pointer;
  for (let hops = 0; hops < 64; hops++) {
    if (!isObject(at)) return { pointer: where, problem: "is not an object" };
    const ref = at.$ref;
    if (typeof ref !== "string") return { value: at, pointer: where };
    const segments = ref.startsWith("#") ? parseRefFragment(ref.slice(1)) : undefined;
    const target = Array.isArray(segments) ? getAt(document, segments)?.value : undefined;
    if (target === undefined) return { pointer: where, problem: `cannot resolve $ref ${JSON.stringify(ref)}` };
    at = target;
    where = ref;
  }
  return { pointer, problem: "$ref chain is too long (a cycle?)" };
}
