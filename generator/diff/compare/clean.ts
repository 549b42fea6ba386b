/**
 * The fast path: which definitions are *clean*, i.e. identical in both documents together with everything they
 * refer to. A real revision changes a handful of components out of hundreds (GitHub's 3.17 → 3.18: 4 of 876
 * schemas), so comparing is mostly proving sameness; doing that once per component, up front, lets the collector skip
 * a usage site whose schema is unchanged down to everything it refers to.
 *
 * Every component (`#/components/<section>/<name>`) present in both documents is compared by plain deep equality,
 * `$ref` strings included, collecting the components it refers to. A component is dirty when it differs, or when it
 * refers to a dirty one; that is reverse reachability from the differing ones over the reference graph, which handles
 * reference cycles without assuming anything about them. Equality is byte-strict (a changed description makes a
 * component dirty): a dirty component is merely walked, so strictness costs time, never correctness.
 */
import { isObject } from "../../model/index.js";
import { child, refPointer, segmentsOf } from "./pointer.js";
import type { Json } from "./schema-view.js";

export class Clean {
  private readonly dirty = new Set<string>();
  private readonly known = new Set<string>();

  constructor(base: Json, revision: Json) {
    const parents = new Map<string, string[]>();
    const queue: string[] = [];
    const bc = isObject(base.components) ? base.components : {};
    const rc = isObject(revision.components) ? revision.components : {};
    for (const section of Object.keys(bc)) {
      const bs = bc[section];
      const rs = rc[section];
      if (!isObject(bs)) continue;
      for (const name of Object.keys(bs)) {
        const ptr = child("#/components", section, name);
        this.known.add(ptr);
        const refs: string[] = [];
        const same = isObject(rs) && name in rs && equal(bs[name], rs[name], refs);
        if (!same) {
          this.dirty.add(ptr);
          queue.push(ptr);
        }
        for (const ref of refs) {
          const owner = ownerOf(ref);
          const list = parents.get(owner);
          if (list) list.push(ptr);
          else parents.set(owner, [ptr]);
        }
      }
    }
    for (const ptr of parents.keys())
      if (!this.known.has(ptr) && !this.dirty.has(ptr)) {
        this.dirty.add(ptr); // a reference to something that is not a component (or does not exist)
        queue.push(ptr);
      }
    while (queue.length) {
      for (const p of parents.get(queue.pop()!) ?? []) {
        if (this.dirty.has(p)) continue;
        this.dirty.add(p);
        queue.push(p);
      }
    }
  }

  /** A pointer into a clean component (or to one), the same on both sides. */
  private isClean(ptr: string): boolean {
    const owner = ownerOf(ptr);
    return this.known.has(owner) && !this.dirty.has(owner);
  }

  /** Two nodes that are equal and refer only to clean components. */
  same(x: unknown, y: unknown): boolean {
    const refs: string[] = [];
    return equal(x, y, refs) && refs.every((r) => this.isClean(r));
  }
}

/** `#/components/schemas/a/properties/b` → `#/components/schemas/a`; anything else stays as it is (and is dirty). */
function ownerOf(ptr: string): string {
  const s = segmentsOf(ptr);
  return s[0] === "components" && s.length >= 3 ? child("#/components", s[1]!, s[2]!) : ptr;
}

/** Deep equality; collects the `$ref` targets met (as plain pointers). */
function equal(x: unknown, y: unknown, refs: string[]): boolean {
  // The same object on both sides (models built from shared data) is equal, but its refs still count.
  if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return x === y;
  if (Array.isArray(x)) {
    if (!Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!equal(x[i], y[i], refs)) return false;
    return true;
  }
  if (Array.isArray(y)) return false;
  const a = x as Json;
  const b = y as Json;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) {
    if (!(k in b)) return false;
    const v = a[k];
    if (k === "$ref" && typeof v === "string") {
      if (v !== b[k]) return false;
      refs.push(refPointer(v) ?? v);
      continue;
    }
    if (!equal(v, b[k], refs)) return false;
  }
  return true;
}
