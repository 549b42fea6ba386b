/**
 * A logical path written out (the chain of segments from a usage site to a changed node): what the collector needs
 * of a path, as strings, so that appending one path to another is a few string concatenations. A site of a big
 * cycle reaches each change through a path of tens of steps, and every site reaches every change: the paths are
 * built from shared pieces (each Rel step written once, see Trails) instead of copied segment by segment.
 */
import type { Owner, Rel } from "./pointer.js";

/**
 * The human steps of a path (`email`, `[]` for array items, `*` for additional properties), dotted as pointer.ts
 * `dotted` writes them: `alone` as the whole path (`data[].email`), `cont` as the continuation of a path that is not
 * empty (`.data[].email`). `any` says there is at least one step.
 */
export interface Dots {
  alone: string;
  cont: string;
  any: boolean;
}

export interface Trail {
  /** The pointer segments on each side, escaped as in a JSON pointer (`/properties/a~1b/items`). */
  b: string;
  r: string;
  names: Dots;
  /** The innermost resource the path is in, and the steps after it. */
  resource?: { name: string; inside: Dots };
  /** The innermost object with properties the path is in (its raw node on each side), and the steps after it. */
  object?: { base: unknown; revision: unknown; inside: Dots };
}

const NONE: Dots = { alone: "", cont: "", any: false };

export const EMPTY_TRAIL: Trail = { b: "", r: "", names: NONE };

function dots(a: Dots, b: Dots): Dots {
  if (!b.any) return a;
  if (!a.any) return b;
  return { alone: a.alone === "" ? b.alone : a.alone + b.cont, cont: a.cont + b.cont, any: true };
}

/** `tail` (a path from where `head` ends) appended to `head`. */
export function joined(head: Trail, tail: Trail): Trail {
  const out: Trail = { b: head.b + tail.b, r: head.r + tail.r, names: dots(head.names, tail.names) };
  const resource =
    tail.resource ?? (head.resource && { ...head.resource, inside: dots(head.resource.inside, tail.names) });
  const object = tail.object ?? (head.object && { ...head.object, inside: dots(head.object.inside, tail.names) });
  if (resource) out.resource = resource;
  if (object) out.object = object;
  return out;
}

/** The paths Rels stand for, from their root, for one comparison: each step is written once, however many paths
 *  share it. */
export class Trails {
  private readonly memo = new Map<Rel, Trail>();

  of(rel: Rel): Trail {
    const known = this.memo.get(rel);
    if (known) return known;
    const made = joined(rel.up ? this.of(rel.up) : EMPTY_TRAIL, step(rel));
    this.memo.set(rel, made);
    return made;
  }
}

/** One Rel node alone. */
function step(rel: Rel): Trail {
  const names =
    rel.name === undefined ? NONE : { alone: rel.name, cont: rel.name === "[]" ? "[]" : "." + rel.name, any: true };
  const out: Trail = { b: escaped(rel.b), r: escaped(rel.r), names };
  const owner: Owner | undefined = rel.owner;
  if (owner && "resource" in owner) out.resource = { name: owner.resource, inside: NONE };
  else if (owner) out.object = { ...owner.object, inside: NONE };
  return out;
}

function escaped(segments: readonly string[]): string {
  let out = "";
  for (const s of segments) out += "/" + s.replace(/~/g, "~0").replace(/\//g, "~1");
  return out;
}
