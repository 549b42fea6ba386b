/**
 * From the schema comparison's entries (schema.ts) to the changes each usage site reaches. An entry holds the changes
 * at one pair of definitions and links to the entries below it; a site reaches every change of every entry it links
 * to, directly or not.
 *
 * Each changed entry is reported once per site, at the shortest path from the site (breadth first: in a big cycle a
 * depth-first path can run through every schema of the document before it reaches the entry).
 *
 * A site whose schema is one `$ref` (`$ref: Customer`, or a list whose items are one) reaches exactly what that entry
 * reaches, one step further: that walk is made once per entry and shared by every site that enters there, so that
 * the many operations returning the resources of a big cycle do not each walk the whole cycle again.
 */
import type { Rel } from "./pointer.js";
import type { Entry, RelChange } from "./schema-entry.js";
import { EMPTY_TRAIL, joined, Trails, type Trail } from "./trail.js";

type Emit = (change: RelChange, path: Trail) => void;

export class Expansion {
  /** What each entry reaches, with paths from the entry: filled on the first site that enters there. */
  private readonly reached = new Map<string, { change: RelChange; path: Trail }[]>();
  private readonly trails = new Trails();

  constructor(private readonly entries: Map<string, Entry>) {}

  /** Every change reachable from a site's root entry, with its full logical path under `prefix`. */
  expand(root: Entry, prefix: Trail, emit: Emit): void {
    if (root.changes.length || root.links.length !== 1) return this.walk(root, undefined, prefix, emit);
    const [{ key, rel }] = root.links as [{ key: string; rel: Rel }];
    let list = this.reached.get(key);
    if (!list) {
      const found: { change: RelChange; path: Trail }[] = [];
      this.walk(this.entries.get(key)!, key, EMPTY_TRAIL, (change, path) => found.push({ change, path }));
      this.reached.set(key, (list = found));
    }
    const at = joined(prefix, this.trails.of(rel));
    for (const { change, path } of list) emit(change, joined(at, path));
  }

  /** The breadth-first walk from `start` (whose own key, if it has one, counts as visited). */
  private walk(start: Entry, startKey: string | undefined, prefix: Trail, emit: Emit): void {
    const visited = new Set<string>(startKey === undefined ? [] : [startKey]);
    const queue: { entry: Entry; from: number; rel: Rel | undefined }[] = [{ entry: start, from: -1, rel: undefined }];
    // A visit costs one step; the path is written out only for the entries that hold a change.
    const paths = new Map<number, Trail>([[0, prefix]]);
    const path = (i: number): Trail => {
      const up: number[] = [];
      for (let j = i; !paths.has(j); j = queue[j]!.from) up.push(j);
      let at = paths.get(up.length ? queue[up[up.length - 1]!]!.from : i)!;
      for (let k = up.length - 1; k >= 0; k--) {
        at = joined(at, this.trails.of(queue[up[k]!]!.rel!));
        paths.set(up[k]!, at);
      }
      return at;
    };
    for (let i = 0; i < queue.length; i++) {
      const { entry } = queue[i]!;
      for (const c of entry.changes) emit(c, joined(path(i), this.trails.of(c.rel)));
      for (const link of entry.links) {
        if (visited.has(link.key)) continue;
        visited.add(link.key);
        queue.push({ entry: this.entries.get(link.key)!, from: i, rel: link.rel });
      }
    }
  }
}
