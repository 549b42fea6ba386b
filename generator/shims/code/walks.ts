/**
 * Walks in compiled code: every place a path names (`places`, as upgrade-paths.ts walks them), copying on the way in
 * one-pass request code, and renames at several unrelated paths in one walk (`renameWalk`).
 */
import type { PathSegment, ValuePath } from "../../../templates/runtime/upgrade-paths.js";
import { literal, own, shallow, type Code } from "./writer.js";

/**
 * Calls `visit(holder, key)` in the code for every place `path` names below the value in `root` (as places() in
 * upgrade-paths.ts: a string segment needs an object with that own key on the way, `[]` an array), with `key` a
 * code expression. The holder is an object for a string last segment, an array for `[]`.
 */
export function places(
  code: Code,
  root: string,
  path: ValuePath,
  visit: (holder: string, key: string, read: string) => void,
  copyLast = false,
): void {
  /** The value at `holder[key]` in a new variable; when copying, a copy put in its place. */
  const read = (prefix: string, holder: string, key: string, value: string, copy: boolean): string => {
    const v = code.fresh(prefix);
    if (!copy) code.line(`const ${v} = ${value};`);
    else {
      code.line(`let ${v} = ${value};`);
      code.line(`if (${v} !== undefined && typeof ${v} === "object") ${v} = ${holder}[${key}] = ${shallow(v)};`);
    }
    return v;
  };
  const walk = (at: string, i: number): void => {
    const seg: PathSegment = path[i]!;
    const last = i === path.length - 1;
    const copy = code.copying && (!last || copyLast);
    if (typeof seg !== "string") {
      const n = code.fresh("i");
      code.line(`if (Array.isArray(${at})) for (let ${n} = 0; ${n} < ${at}.length; ${n}++) {`);
      if (last) visit(at, n, copy ? read("e", at, n, `${at}[${n}]`, true) : `${at}[${n}]`);
      else walk(read("e", at, n, `${at}[${n}]`, copy), i + 1);
      code.line("}");
      return;
    }
    code.line(`if (isObj(${at})) {`);
    const key = literal(seg);
    if (last) visit(at, key, copy ? read("v", at, key, own(at, seg), true) : own(at, seg));
    else walk(read("v", at, key, own(at, seg), copy), i + 1);
    code.line("}");
  };
  walk(root, 0);
}

interface Trie {
  keys: Map<string, Trie>;
  each?: Trie;
  /** The rename that ends here. */
  end?: { at: ValuePath; pairs: string[][] };
}

/**
 * Renames at several paths, none a prefix of another, in one walk: they rename different objects, so doing them
 * element by element gives what doing them one after the other does, and the shared part of their paths (a page's
 * `data[]`, `attributes`...) is walked once.
 */
export function renameWalk(
  code: Code,
  group: { at: ValuePath; pairs: string[][] }[],
  pairs: (p: string[][]) => string,
): void {
  const root: Trie = { keys: new Map() };
  for (const r of group) {
    let t = root;
    for (const seg of r.at) {
      if (typeof seg !== "string") t = t.each ??= { keys: new Map() };
      else {
        let next = t.keys.get(seg);
        if (next === undefined) t.keys.set(seg, (next = { keys: new Map() }));
        t = next;
      }
    }
    t.end = r;
  }
  const rename = (t: Trie, holder: string, key: string, read: string) => {
    const x = code.fresh("x");
    code.line(`const ${x} = ${read};`);
    code.line(`if (isObj(${x})) ${holder}[${key}] = renamed(${x}, ${pairs(t.end!.pairs)});`);
  };
  const walk = (at: string, t: Trie): void => {
    if (t.keys.size > 0) {
      code.line(`if (isObj(${at})) {`);
      for (const [seg, sub] of t.keys) {
        if (sub.end !== undefined) rename(sub, at, literal(seg), own(at, seg));
        else {
          const next = code.fresh("v");
          code.line(`const ${next} = ${own(at, seg)};`);
          walk(next, sub);
        }
      }
      code.line("}");
    }
    if (t.each !== undefined) {
      const n = code.fresh("i");
      code.line(`if (Array.isArray(${at})) for (let ${n} = 0; ${n} < ${at}.length; ${n}++) {`);
      if (t.each.end !== undefined) rename(t.each, at, n, `${at}[${n}]`);
      else {
        const el = code.fresh("e");
        code.line(`const ${el} = ${at}[${n}];`);
        walk(el, t.each);
      }
      code.line("}");
    }
  };
  walk("v", root);
}

/** Whether one path is the start of the other (or the same). */
export const prefix = (a: ValuePath, b: ValuePath) => {
  const n = Math.min(a.length, b.length);
  return JSON.stringify(a.slice(0, n)) === JSON.stringify(b.slice(0, n));
};
