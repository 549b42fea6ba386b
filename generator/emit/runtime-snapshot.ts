/**
 * The package's runtime folders, compiled and formatted once when the generator is built (scripts/build-generator.mjs
 * writes dist/generator/runtime.json) instead of on every run. They are revforge's own hand-written code, the same in
 * every package: compiling them (runtime.ts) and formatting their 86 files cost about a second of every run, more than
 * a second and a half on GitHub's spec, where nothing else is left for prettier.
 *
 * The snapshot names what it was made from (`key`: the runtime's sources, the banner, the compiler's and prettier's
 * versions); a run uses it only when its own key is the same, and compiles otherwise (the TypeScript sources never
 * have a snapshot: it sits beside the prebuilt modules only). test/cli/prebuilt.test.ts holds a build's package,
 * snapshot and all, to the bytes of generated/.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { packageBanner } from "./package-files.js";
import { runtimeFiles, templatesDir } from "./runtime-files.js";

export interface RuntimeSnapshot {
  key: string;
  /** Path inside the package -> finished text, in package order. */
  files: Record<string, string>;
}

export const snapshotFileName = "runtime.json";

/** What the finished runtime depends on: every source file, the banner, and the two tools' versions. */
export function runtimeKey(banner: string): string {
  const require = createRequire(import.meta.url);
  const version = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version;
  const hash = createHash("sha256").update(
    `${banner}\0ts-morph ${version("ts-morph")}\0prettier ${version("prettier")}`,
  );
  for (const file of runtimeFiles()) hash.update(`\0${file}\0`).update(readFileSync(path.join(templatesDir, file)));
  return hash.digest("hex");
}

/**
 * Compiles and formats the runtime (what a run without a snapshot does, file by file). The compiler (ts-morph) and
 * prettier are loaded here only: a run that reads the snapshot never needs them on its main thread.
 */
export async function makeRuntimeSnapshot(banner = packageBanner): Promise<RuntimeSnapshot> {
  const [{ compileRuntime }, { formatFile }] = await Promise.all([import("./runtime.js"), import("./format.js")]);
  const files: Record<string, string> = {};
  for (const [rel, text] of compileRuntime(banner)) files[rel] = await formatFile(rel, text);
  return { key: runtimeKey(banner), files };
}

/**
 * The finished runtime from the snapshot beside this module (or at `file`), when there is one made from the same
 * inputs; undefined when there is none, it is unreadable, or anything it was made from has changed since.
 */
export function readRuntimeSnapshot(
  banner: string,
  file: URL = new URL(`./${snapshotFileName}`, import.meta.url),
): Map<string, string> | undefined {
  let snapshot: Partial<RuntimeSnapshot>;
  try {
    snapshot = JSON.parse(readFileSync(file, "utf8")) as Partial<RuntimeSnapshot>;
  } catch {
    return undefined;
  }
  const files = snapshot.files;
  if (snapshot.key !== runtimeKey(banner) || typeof files !== "object" || files === null) return undefined;
  if (!Object.values(files).every((text) => typeof text === "string")) return undefined;
  return new Map(Object.entries(files));
}
