/**
 * `stamp.json`, listing every file written in a folder revforge writes (docs/safety.md W4): how a later run tells its
 * own folder and files from a user's (target.ts). A tree that brings its own stamp.json (generated/client's) gets the
 * file list added to it.
 */
import { lstatSync, readFileSync } from "node:fs";
import path from "node:path";
import { showInvisible } from "./invisible.js";
import { compareCodeUnits } from "./order.js";

export const stampFile = "stamp.json";

type Stamp = { generator?: unknown; files?: unknown };

/** The tree with its stamp (sorted by path): its own stamp.json, if any, plus the list of the other files. */
export function stamped(tree: ReadonlyMap<string, string>): Map<string, string> {
  const own = tree.get(stampFile);
  const stamp = (
    own === undefined ? { generator: { name: "revforge", version: revforgeVersion() } } : JSON.parse(own)
  ) as Stamp;
  stamp.files = [...tree.keys()].filter((rel) => rel !== stampFile).sort();
  const out = new Map(tree);
  // A path with an invisible character (a folder so named) is written as its escape: the same string to JSON.
  out.set(stampFile, showInvisible(JSON.stringify(stamp, null, 2)) + "\n");
  return new Map([...out].sort(([a], [b]) => compareCodeUnits(a, b)));
}

/** The files a folder's stamp lists, or undefined when it has none written by revforge (or one without a list). */
export function stampedFiles(dir: string): Set<string> | undefined {
  const file = path.join(dir, stampFile);
  // Only a regular file is read: a FIFO left there would block the read forever, a device never end it.
  if (!lstatSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
  let stamp: Stamp;
  try {
    stamp = JSON.parse(readFileSync(file, "utf8")) as Stamp;
  } catch {
    return undefined;
  }
  const files = stamp?.files;
  const generator = stamp?.generator as { name?: unknown } | undefined;
  if (generator?.name !== "revforge" || !Array.isArray(files) || !files.every((f) => typeof f === "string"))
    return undefined;
  return new Set(files as string[]);
}

/**
 * revforge's version, from its package.json: two folders up from this module both in the sources
 * (generator/output/) and in the build (dist/generator/), where esbuild puts every module.
 */
export function revforgeVersion(): string {
  const file = path.resolve(import.meta.dirname, "../../package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}
