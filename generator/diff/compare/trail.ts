/** Logical paths written out as joinable strings (../README.md, "compare/trail.ts"). */
import { child } from "./pointer.js";

/**
 * What a schema node is, for grouping changes by meaning (see Change.meaning): a JSON:API resource (an object whose
 * `type` property is pinned to one string, named by it) or any other object with properties, known by its content on
 * each side. Both are read from the content, never from component names, so a spec that inlines every `$ref` marks
 * the same nodes as one that shares them.
 */
export type Owner = { resource: string } | { object: { base: unknown; revision: unknown } };

/**
 * The human steps of a path (`email`, `[]` for array items, `*` for additional properties), dotted as pointer.ts
 * `dotted` writes them: `alone` as the whole path (`data[].email`), `cont` as the continuation of a path that is not
 * empty (`.data[].email`). `any` says there is at least one step.
 */
type Dots = { alone: string; cont: string; any: boolean };

export interface Trail {
  /** The pointer segments on each side, escaped as in a JSON pointer (`/properties/a~1b/items`). */
  b: string;
  r: string;
  names: Dots;
  /** The innermost resource the path is in, and the steps after it. */
  resource?: { name: string; inside: Dots };
  /** The innermost object with properties the path is in (its raw node on each side), and the steps after it. */
  object?: { base: unknown; revision: unknown; inside: Dots };
  /**
   * The path passed a node read-only (or write-only) on both sides: OpenAPI says nothing below it is sent in a request
   * (returned in a response), however its own schema is marked.
   */
  unread?: Unread;
}

export type Unread = { notSent?: true; notReturned?: true };

const NONE: Dots = { alone: "", cont: "", any: false };

export const EMPTY_TRAIL: Trail = { b: "", r: "", names: NONE };

function dots(a: Dots, b: Dots): Dots {
  if (!b.any) return a;
  if (!a.any) return b;
  return { alone: a.alone === "" ? b.alone : a.alone + b.cont, cont: a.cont + b.cont, any: true };
}

/** `tail` (a path from where `head` ends) appended to `head`. */
export function joined(head: Trail, tail: Trail): Trail {
  const resource =
    tail.resource ?? (head.resource && { ...head.resource, inside: dots(head.resource.inside, tail.names) });
  const object = tail.object ?? (head.object && { ...head.object, inside: dots(head.object.inside, tail.names) });
  const unread = head.unread || tail.unread ? { ...head.unread, ...tail.unread } : undefined;
  return {
    b: head.b + tail.b,
    r: head.r + tail.r,
    names: dots(head.names, tail.names),
    resource,
    object,
    ...(unread && { unread }),
  };
}

/** The same path, passing a node unread as `unread` says (see Trail.unread). */
export function unreadBelow(path: Trail, unread: Unread): Trail {
  return unread.notSent || unread.notReturned ? { ...path, unread: { ...path.unread, ...unread } } : path;
}

/**
 * The path one step further: `b` and `r` are the pointer segments on the base and revision side (they differ where
 * `allOf` layouts differ), `name` the human step (`email`, `[]` for array items, `*` for additional properties) when
 * there is one.
 */
export function stepped(path: Trail, b: readonly string[], r: readonly string[], name?: string): Trail {
  const names = name === undefined ? NONE : { alone: name, cont: name === "[]" ? "[]" : "." + name, any: true };
  return joined(path, { b: child("", ...b), r: child("", ...r), names });
}

/** The path into an owner node (a step of its own, with no segments): what is below it belongs to it. */
export function entered(path: Trail, owner: Owner): Trail {
  const into: Trail = { b: "", r: "", names: NONE };
  if ("resource" in owner) into.resource = { name: owner.resource, inside: NONE };
  else into.object = { ...owner.object, inside: NONE };
  return joined(path, into);
}
