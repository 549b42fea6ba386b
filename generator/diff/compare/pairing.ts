/** One-to-one pairing, whatever the document's key order (../README.md, "compare/pairing.ts"). */
import { compareCodeUnits as compare } from "../../output/order.js";
import { remember } from "../../run-context.js";

/** The pairs, and the members of the base paired with none of the revision (`base`) and the other way round. */
export function pairUp<T>(
  base: readonly T[],
  revision: readonly T[],
  keys: readonly ((x: T, side: "base" | "revision") => string)[],
  order: (x: T) => string,
): { pairs: [T, T][]; base: T[]; revision: T[] } {
  let b = [...base].sort((x, y) => compare(order(x), order(y)));
  let r = [...revision].sort((x, y) => compare(order(x), order(y)));
  const pairs: [T, T][] = [];
  for (const key of keys) {
    const waiting = new Map<string, T[]>();
    for (const x of r) remember(waiting, key(x, "revision"), () => []).push(x);
    const taken = new Set<T>();
    const left: T[] = [];
    for (const x of b) {
      const y = waiting.get(key(x, "base"))?.shift();
      if (y === undefined) left.push(x);
      else {
        pairs.push([x, y]);
        taken.add(y);
      }
    }
    b = left;
    r = r.filter((y) => !taken.has(y));
  }
  return { pairs, base: b, revision: r };
}
