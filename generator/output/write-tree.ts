/**
 * Writes a generated tree (relative path -> content) and its stamp to an output folder all at once, staged beside it
 * and swapped in (docs/safety.md W5, W6); target.ts says first whether the folder may be written.
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { discardStaging, removeStaleStaging, stagingPath } from "./staging.js";
import { stamped } from "./stamp.js";
import { filesIn } from "./target.js";

export type Tree = Map<string, string>;

export class OutputError extends Error {
  override name = "OutputError";
}

const safeSegment = /^[A-Za-z0-9_][A-Za-z0-9_.\-]*$/;
const reservedNames = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/** Writes each file of `files` into the new folder `dir`, every relative path checked to stay inside it. */
export function writeFiles(dir: string, files: Tree): void {
  for (const [rel, content] of files) {
    checkRelativePath(rel);
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content, { flag: "wx" });
  }
}

/** Refuses a relative path that could leave the output folder or is not portable. */
export function checkRelativePath(rel: string): void {
  for (const s of rel.split("/")) {
    if (!safeSegment.test(s) || s === "." || s === ".." || reservedNames.test(s) || Buffer.byteLength(s) > 255)
      throw new OutputError(`refusing to write ${JSON.stringify(rel)}: unsafe file name ${JSON.stringify(s)}`);
  }
}

/** Test hooks, inert unless a test sets them: `staged` runs once the new tree is staged, before the swap. */
export const writeHooks: { staged?: (staging: string) => void } = {};

/** Writes `tree` and its stamp as the folder `outDir` (a path output/target.ts has accepted). */
export function writeTree(outDir: string, tree: Tree): void {
  writeTrees([{ outDir, tree }]);
}

/**
 * Writes several folders as writeTree does one (a package and its reports), every one staged, and formatted by
 * `options.staged` (a config's format command), before any is swapped in: a failure in one replaces none of them.
 */
export function writeTrees(
  outputs: readonly { outDir: string; tree: Tree }[],
  options: { staged?: (staging: string) => void } = {},
): void {
  const staged: { staging: string; outDir: string }[] = [];
  let current = "";
  try {
    for (const { outDir, tree } of outputs) {
      current = outDir;
      mkdirSync(path.dirname(outDir), { recursive: true });
      removeStaleStaging(outDir);
      const staging = stagingPath(outDir, "new");
      // mkdir, not mkdtemp: the folder gets the mode the umask gives, as every folder inside it does, not 0700.
      mkdirSync(staging);
      staged.push({ staging, outDir });
      writeFiles(staging, stamped(tree));
      options.staged?.(staging);
      writeHooks.staged?.(staging);
    }
    for (const { staging, outDir } of staged) {
      current = outDir;
      swapIn(staging, outDir);
    }
  } catch (error) {
    // A staged folder already swapped in is gone from its staging name: removing it is a no-op.
    for (const { staging } of staged) discardStaging(staging);
    throw cannotWrite(current, error);
  }
}

/**
 * The one rule of both writers (this one and write-file.ts): a file system's refusal, an error code of the system
 * (EACCES, EROFS, ENOSPC...), as one line naming the output, not the staging entry beside it that the user never
 * named; any other error as it is: the format command's, or Node's own `ERR_...` codes, which are bugs to see whole.
 */
export function cannotWrite(output: string, error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^E[A-Z]+$/.test(code)
    ? new OutputError(`cannot write ${output}: ${code}`)
    : error;
}

/**
 * Renames the staged folder to `outDir`, the previous folder moved aside first and removed after. Another run on the
 * same folder may swap its own in between the two renames (ENOTEMPTY): that one is moved aside too and the rename
 * tried again, so both runs succeed and the folder holds one complete package, the last one swapped in. Should the
 * rename fail, the previous folder goes back in its place (a later run would remove it as a dead run's leftover); once
 * the new folder is in, failing to remove the previous one fails nothing (the next run removes it).
 */
function swapIn(staging: string, outDir: string): void {
  const olds: string[] = [];
  try {
    for (let attempt = 1; ; attempt++) {
      const old = stagingPath(outDir, "old");
      if (moveAside(outDir, old)) olds.push(old);
      try {
        renameSync(staging, outDir);
        break;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if ((code !== "ENOTEMPTY" && code !== "EEXIST") || attempt === 10) throw error;
      }
    }
  } catch (error) {
    const last = olds.pop();
    try {
      if (last !== undefined && !existsSync(outDir)) renameSync(last, outDir);
    } catch {
      // The rename's own error is the one to report.
    }
    throw error;
  }
  for (const old of olds) discardStaging(old);
}

/** Moves the previous folder out of the way; false when there is none (or another run just moved it). */
function moveAside(outDir: string, old: string): boolean {
  try {
    renameSync(outDir, old);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return false;
    throw error;
  }
}

/**
 * Whether `file` is a regular file holding `content`. Anything else put in a generated file's place (a FIFO, a link to
 * a device or to a copy) differs, since writing would replace it with a file, and is never read: a FIFO would wait for
 * a writer, /dev/zero never end. Compared as bytes: decoding a file that is not all ASCII is the slow path.
 */
function sameFile(file: string, content: string): boolean {
  const stat = lstatSync(file);
  const bytes = Buffer.from(content);
  return stat.isFile() && stat.size === bytes.length && readFileSync(file).equals(bytes);
}

/**
 * The files that differ between the tree and the folder: changed, missing on disk, or on disk but not generated (an
 * empty folder too, as `name/`: writing the tree would remove it).
 */
export function staleFiles(outDir: string, tree: Tree): string[] {
  const onDisk = new Set(existsSync(outDir) ? filesIn(outDir) : []);
  const stale: string[] = [];
  for (const [rel, content] of stamped(tree)) {
    if (!onDisk.has(rel)) stale.push(`${rel} (missing)`);
    else if (!sameFile(path.join(outDir, rel), content)) stale.push(`${rel} (differs)`);
    onDisk.delete(rel);
  }
  for (const rel of onDisk) stale.push(`${rel} (not generated)`);
  return stale.sort();
}
