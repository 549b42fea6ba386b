/** The path grammar of specs/changes (generator/shims/README.md). */
import type { PathSegment, ValuePath } from "../../templates/runtime/upgrade-ops.js";
import { lastArray } from "../../templates/runtime/upgrade-paths.js";

/** The segments of a path, or a sentence saying what is wrong with it. */
export function parsePath(text: string): ValuePath | string {
  if (text === "") return [];
  const out: PathSegment[] = [];
  for (const part of text.split(".")) {
    const m = /^([^.[\]]+)((?:\[\])*)$/.exec(part);
    if (m === null) return `"${text}" is not a path (names separated by ".", each optionally followed by "[]")`;
    out.push(m[1]!);
    for (let i = 0; i < m[2]!.length / 2; i++) out.push([]);
  }
  return out;
}

export function formatPath(path: ValuePath): string {
  let text = "";
  for (const seg of path) text += typeof seg === "string" ? (text === "" ? seg : `.${seg}`) : "[]";
  return text;
}

export function samePath(a: ValuePath, b: ValuePath): boolean {
  return a.length === b.length && a.every((s, i) => (typeof s === "string" ? s === b[i] : typeof b[i] !== "string"));
}

/** True when `prefix` is a prefix of `path` (segment-wise; `[]` equals `[]`). */
export function startsWithPath(path: ValuePath, prefix: ValuePath): boolean {
  return prefix.length <= path.length && samePath(path.slice(0, prefix.length), prefix);
}

export function sharedLength(a: ValuePath, b: ValuePath): number {
  let n = 0;
  while (n < Math.min(a.length, b.length) && samePath([a[n]!], [b[n]!])) n++;
  return n;
}

/**
 * Splits two paths of one `move` into the array elements they share and the rest: `a.b[].c` and `a.b[].d.e` share
 * `a.b[]`. Undefined when either rest still holds a `[]` (a move between different elements cannot be expressed).
 */
export function splitShared(
  from: ValuePath,
  to: ValuePath,
): { each: ValuePath; from: ValuePath; to: ValuePath } | undefined {
  const shared = lastArray(from.slice(0, sharedLength(from, to)));
  const rest = { each: from.slice(0, shared), from: from.slice(shared), to: to.slice(shared) };
  if ([...rest.from, ...rest.to].some((s) => typeof s !== "string")) return undefined;
  return rest;
}
