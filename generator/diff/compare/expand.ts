/**
 * From the schema comparison's entries (schema.ts) to the changes each usage site reaches. An entry holds the changes
 * at one pair of definitions and links to the entries below it; a site reaches every change of every entry it links
 * to, directly or not.
 *
 * Each changed entry is reported once per site, at the shortest path from the site (breadth first: in a big cycle a
 * depth-first path can run through every schema of the document before it reaches the entry).
 */
import type { Entry, RelChange } from "./types.js";
import { EMPTY_TRAIL, joined, type Trail } from "./trail.js";

/** Every change reachable from a site's root entry, with its logical path from the site. */
export function expand(entries: Map<string, Entry>, root: Entry, emit: (change: RelChange, path: Trail) => void): void {
  const visited = new Set<string>();
  const queue: { entry: Entry; from: number; rel: Trail | undefined }[] = [{ entry: root, from: -1, rel: undefined }];
  // A visit costs one step; the path is written out only for the entries that hold a change.
  const paths = new Map<number, Trail>([[0, EMPTY_TRAIL]]);
  const path = (i: number): Trail => {
    const up: number[] = [];
    for (let j = i; !paths.has(j); j = queue[j]!.from) up.push(j);
    let at = paths.get(up.length ? queue[up[up.length - 1]!]!.from : i)!;
    for (let k = up.length - 1; k >= 0; k--) {
      at = joined(at, queue[up[k]!]!.rel!);
      paths.set(up[k]!, at);
    }
    return at;
  };
  for (let i = 0; i < queue.length; i++) {
    const { entry } = queue[i]!;
    for (const c of entry.changes) emit(c, joined(path(i), c.rel));
    for (const link of entry.links) {
      if (visited.has(link.key)) continue;
      visited.add(link.key);
      queue.push({ entry: entries.get(link.key)!, from: i, rel: link.rel });
    }
  }
}
