/**
 * Copy-on-write for the arguments of a shimmed call (upgrade.ts): the request instructions change the value they are
 * given in place, and the caller's arguments must stay untouched, but a deep copy of every argument on every call was
 * most of what a shimmed write cost. So each operation's plan lists, once, where its instructions may write
 * (`writesOf`), and a call copies only the objects and arrays on those paths (`copyAlong`); everything else is shared
 * with the caller, read but never written.
 *
 * A value an instruction relocates (a `move`'s value, a renamed property's value) is deep-copied instead: later
 * instructions name it by its new place, which the caller's arguments do not have, so the paths could not cover it.
 * A plan with an imperative converter (`call`), which may write anywhere, gets the full deep copy.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import type { Instruction } from "./upgrade-ops.js";
import { cloneJson, isObj, own, putOwn, type Obj, type PathSegment, type ValuePath } from "./upgrade-paths.js";

/** The paths instructions may write, merged: each node is copied (shallowly), a `deep` one wholly. */
export interface WriteTree {
  deep: boolean;
  /** The child per string segment, and the `[]` (every element) child. */
  readonly keys: Map<string, WriteTree>;
  each?: WriteTree;
}

const node = (): WriteTree => ({ deep: false, keys: new Map() });

function child(tree: WriteTree, seg: PathSegment): WriteTree {
  if (typeof seg !== "string") return (tree.each ??= node());
  let next = tree.keys.get(seg);
  if (next === undefined) tree.keys.set(seg, (next = node()));
  return next;
}

function add(tree: WriteTree, path: ValuePath, deep = false): void {
  let t = tree;
  for (const seg of path) t = child(t, seg);
  if (deep) t.deep = true;
}

/**
 * Where `list` may write, as one tree, or undefined when it may write anywhere (a `call`). Every object on an added
 * path is copied, the path's end included: for each instruction, the containers it writes into.
 */
export function writesOf(list: readonly Instruction[]): WriteTree | undefined {
  const tree = node();
  for (const ins of list) {
    switch (ins.op) {
      case "rename":
      case "renames":
        // The object at `at` is replaced by a renamed copy in its holder; the renamed values move.
        add(tree, ins.at);
        for (const [from] of ins.op === "rename" ? [[ins.from]] : ins.pairs) add(tree, [...ins.at, from!], true);
        break;
      case "move":
        // Contexts at `each` are written back into their holders; inside one, the holders along from, to, set and
        // unset change, and the moved value changes place.
        for (const rel of [ins.from, ins.to, ...(ins.set ?? []).map(([p]) => p), ...(ins.unset ?? []).map(([p]) => p)])
          add(tree, [...ins.each, ...rel.slice(0, -1)]);
        add(tree, [...ins.each, ...ins.from], true);
        break;
      case "set":
      case "drop":
        add(tree, ins.at.slice(0, -1));
        break;
      case "table":
        add(tree, ins.at);
        break;
      case "optIn":
        add(tree, ["query"]);
        break;
      case "call":
        return undefined;
      case "fail":
      case "warn":
        break;
    }
  }
  return tree;
}

/** A plain object (of Object.prototype or none): what the copies copy; class instances and the like are kept. */
function isPlain(value: unknown): value is Obj {
  if (!isObj(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `value` with the objects and arrays on `tree`'s paths copied; the rest shared. Non-plain objects stay as they are. */
export function copyAlong(value: unknown, tree: WriteTree): unknown {
  if (tree.deep) return cloneJson(value);
  if (Array.isArray(value)) {
    const each = tree.each;
    return each === undefined ? value.slice() : value.map((v) => copyAlong(v, each));
  }
  if (!isPlain(value)) return value;
  // Spread copies every own key as a data property, `__proto__` included, and keeps the object's layout.
  const out: Obj = { ...value };
  for (const [key, sub] of tree.keys) {
    const v = own(value, key);
    if (v !== undefined && typeof v === "object") putOwn(out, key, copyAlong(v, sub));
  }
  return out;
}
