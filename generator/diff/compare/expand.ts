/** From the schema entries to the changes each usage site reaches (../README.md, "compare/expand.ts"). */
import type { Entry, RelChange } from "./types.js";
import { EMPTY_TRAIL, joined, type Trail, type Unread } from "./trail.js";

/** Every change reachable from a site's root entry, with its logical path from the site. */
export function expand(entries: Map<string, Entry>, root: Entry, emit: (change: RelChange, path: Trail) => void): void {
  const visited = new Set<string>();
  // `unread` is the one of the path to the entry (Trail.unread), known without writing the path out.
  const queue: { entry: Entry; from: number; rel: Trail | undefined; unread?: Unread }[] = [
    { entry: root, from: -1, rel: undefined },
  ];
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
    const { entry, unread } = queue[i]!;
    for (const c of entry.changes) emit(c, joined(path(i), c.rel));
    for (const link of entry.links) {
      // An entry reached both below a read-only node and elsewhere is sent in requests all the same: visited per way.
      const way = unread || link.rel.unread ? { ...unread, ...link.rel.unread } : undefined;
      const key = way ? `${link.key}\n${way.notSent ?? ""}${way.notReturned ?? ""}` : link.key;
      if (visited.has(key)) continue;
      visited.add(key);
      queue.push({ entry: entries.get(link.key)!, from: i, rel: link.rel, unread: way });
    }
  }
}
