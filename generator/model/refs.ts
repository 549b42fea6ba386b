/**
 * Local `$ref` resolution inside one bundled document (the loader has already turned every file reference into a
 * `#/components/...` one), through the loader's walk (load/pointer.ts `follow`). A node found through a ref is at the
 * ref's own text (percent-encoded as the spec writes it), the pointer the model gives it.
 */
import { follow, isObject } from "../load/pointer.js";

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

export type Json = Record<string, unknown>;

type Found = { value: Json; pointer: string };

/** Follows `$ref`s (a chain of them) to the object they name, returning it with the pointer it was found at. */
export function deref(document: Json, value: unknown, pointer: string): Found {
  const found = follow(document, value, []);
  const at = found.ref ?? pointer;
  if (found.broken !== undefined) throw new ModelError(at, `cannot resolve $ref ${JSON.stringify(found.broken)}`);
  if (!isObject(found.value)) throw new ModelError(at, "is not an object");
  return { value: found.value, pointer: at };
}

/** The object a value is or refers to, or undefined when it is not one (a slip the loader has warned about). */
export function usable(document: Json, value: unknown, pointer: string): Found | undefined {
  const found = follow(document, value, []);
  return isObject(found.value) ? { value: found.value, pointer: found.ref ?? pointer } : undefined;
}
