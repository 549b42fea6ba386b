/**
 * JSON pointers for the diff stage: building child pointers, reading `$ref` targets as plain pointers (the loader may
 * percent-encode them; the diff keys caches and groups on pointers, so every pointer is kept in one plain form), and
 * logical paths (the chain of segments from a usage site to a changed node).
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

/**
 * What a schema node is, for grouping changes by meaning (see Change.meaning): a JSON:API resource (an object whose
 * `type` property is pinned to one string, named by it) or any other object with properties, known by its content on
 * each side. Both are read from the content, never from component names, so a spec that inlines every `$ref` marks
 * the same nodes as one that shares them.
 */
export type Owner = { resource: string } | { object: { base: unknown; revision: unknown } };

/**
 * A logical path, as an immutable linked list so that walking a schema allocates one small node per step: `b` and
 * `r` are the pointer segments on the base and revision side (they differ where `allOf` layouts differ), `name` the
 * human step (`email`, `[]` for array items, `*` for additional properties) when there is one, `owner` the kind of
 * node the path enters there (a step of its own, with no segments).
 */
export class Rel {
  constructor(
    readonly up: Rel | undefined,
    readonly b: readonly string[],
    readonly r: readonly string[],
    readonly name?: string,
    readonly owner?: Owner,
  ) {}

  static readonly root = new Rel(undefined, [], []);

  step(b: readonly string[], r: readonly string[], name?: string): Rel {
    return new Rel(this, b, r, name);
  }

  /** The path into an owner node: what is below it belongs to it. */
  enter(owner: Owner): Rel {
    return new Rel(this, [], [], undefined, owner);
  }
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
