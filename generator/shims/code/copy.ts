/**
 * Copy-on-write in compiled request code: one function per node of the write tree (upgrade-copy.ts `copyAlong`,
 * unrolled), or no copy step at all when the list's one walk can copy as it goes (`onePass`).
 */
import type { WriteTree } from "../../../templates/runtime/upgrade-copy.js";
import type { Instruction } from "../../../templates/runtime/upgrade-ops.js";
import type { PathSegment } from "../../../templates/runtime/upgrade-paths.js";
import { literal, own } from "./writer.js";

/** Functions copying a value along a write tree (upgrade-copy.ts `copyAlong`, one function per node). */
export function copiers(tree: WriteTree, name: string, out: string[]): void {
  if (tree.deep) {
    out.push(`function ${name}(x) {\n  return cloneJson(x);\n}`);
    return;
  }
  const each = tree.each === undefined ? undefined : `${name}e`;
  const keys = [...tree.keys].map(([key, sub], j) => ({ key, sub, fn: `${name}k${j}` }));
  out.push(
    [
      `function ${name}(x) {`,
      `  if (Array.isArray(x)) return ${each === undefined ? "x.slice()" : `x.map(${each})`};`,
      "  if (!isPlain(x)) return x;",
      "  const o = { ...x };",
      ...keys.map(
        ({ key, fn }) =>
          `  {\n    const c = ${own("x", key)};\n    if (c !== undefined && typeof c === "object") o[${literal(key)}] = ${fn}(c);\n  }`,
      ),
      "  return o;",
      "}",
    ].join("\n"),
  );
  if (tree.each !== undefined) copiers(tree.each, each!, out);
  for (const { sub, fn } of keys) copiers(sub, fn, out);
}

/**
 * Whether a request list can copy as it walks: one instruction whose walk goes through exactly the containers it
 * writes (the write tree is the one path the walk takes), so copying on the way copies what copyAlong would.
 */
export function onePass(list: readonly Instruction[], tree: WriteTree): boolean {
  if (list.length !== 1) return false;
  const ins = list[0]!;
  const walked =
    ins.op === "table" ? ins.at : ins.op === "drop" ? ins.at.slice(0, -1) : ins.op === "optIn" ? ["query"] : undefined;
  const chain: PathSegment[] = [];
  for (let t: WriteTree | undefined = tree; t !== undefined;) {
    if (t.deep || t.keys.size + (t.each === undefined ? 0 : 1) > 1) return false;
    const key: [string, WriteTree] | undefined = t.keys.entries().next().value;
    if (key !== undefined) {
      chain.push(key[0]);
      t = key[1];
    } else if (t.each !== undefined) {
      chain.push([]);
      t = t.each;
    } else t = undefined;
  }
  return walked !== undefined && JSON.stringify(chain) === JSON.stringify(walked);
}

export function* keyNames(tree: WriteTree): Generator<string> {
  for (const [key, sub] of tree.keys) {
    yield key;
    yield* keyNames(sub);
  }
  if (tree.each !== undefined) yield* keyNames(tree.each);
}
