/**
 * Local `$ref` resolution inside one bundled document (the loader has already turned every file reference into a
 * `#/components/...` one). JSON pointer escapes (`~0`, `~1`) and percent-encoding are decoded as RFC 6901 says.
 */

export class ModelError extends Error {
  constructor(
    readonly pointer: string,
    message: string,
  ) {
    super(`${pointer} ${message}`);
    this.name = "ModelError";
  }
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function pointerOf(...segments: (string | number)[]): string {
  return "#" + segments.map((s) => "/" + escapePointer(String(s))).join("");
}

export function getAtPointer(document: unknown, pointer: string): unknown {
  if (!pointer.startsWith("#")) throw new ModelError(pointer, "is not a local reference");
  const parts = pointer
    .slice(1)
    .split("/")
    .slice(1)
    .map((p) => {
      const decoded = p.includes("%") ? decodeURIComponent(p) : p;
      return decoded.includes("~") ? decoded.replace(/~1/g, "/").replace(/~0/g, "~") : decoded;
    });
  let at: unknown = document;
  for (const part of parts) {
    if (at === null || typeof at !== "object" || !Object.prototype.hasOwnProperty.call(at, part)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
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
    const target = getAtPointer(document, ref);
    if (target === undefined) throw new ModelError(where, `cannot resolve $ref ${JSON.stringify(ref)}`);
    at = target;
    where = ref;
  }
  throw new ModelError(pointer, "$ref chain is too long (a cycle?)");
}

export function isObject(value: unknown): value is Json {
  return value !== null && typeof value === "object" && !Array.isArray(value);
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
