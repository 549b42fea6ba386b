/**
 * Writes a generated tree (relative path -> content) to an output folder all at once: everything is written to a
 * fresh sibling folder first, then swapped in with renames, so a failure or a kill mid-run leaves the previous output
 * intact and two runs never interleave their files (reliability.md items 25 and 29). Relative paths are checked to
 * stay inside the folder (item 24).
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

export type Tree = Map<string, string>;

export class OutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutputError";
  }
}

const safeSegment = /^[A-Za-z0-9_][A-Za-z0-9_.\-]*$/;
const reservedNames = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/** Refuses a relative path that could leave the output folder or is not portable. */
export function checkRelativePath(rel: string): void {
  const segments = rel.split("/");
  for (const s of segments) {
    if (!safeSegment.test(s) || s === "." || s === ".." || reservedNames.test(s) || Buffer.byteLength(s) > 255)
      throw new OutputError(`refusing to write ${JSON.stringify(rel)}: unsafe file name ${JSON.stringify(s)}`);
  }
}

export function writeTree(outDir: string, tree: Tree): void {
  const parent = path.dirname(path.resolve(outDir));
  mkdirSync(parent, { recursive: true });
  if (existsSync(outDir) && lstatSync(outDir).isSymbolicLink())
    throw new OutputError(`refusing to write into ${outDir}: it is a symbolic link`);
  const staging = mkdtempSync(path.join(parent, `.${path.basename(outDir)}-new-`));
  try {
    for (const [rel, content] of [...tree].sort(([a], [b]) => (a < b ? -1 : 1))) {
      checkRelativePath(rel);
      const target = path.join(staging, rel);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content, { flag: "wx" });
    }
    const old = existsSync(outDir) ? path.join(parent, `.${path.basename(outDir)}-old-${process.pid}`) : undefined;
    if (old) {
      rmSync(old, { recursive: true, force: true }); // left by a run that was killed between the two renames
      renameSync(outDir, old);
    }
    renameSync(staging, outDir);
    if (old) rmSync(old, { recursive: true, force: true });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/** The files that differ between the tree and the folder: changed, missing on disk, or on disk but not generated. */
export function staleFiles(outDir: string, tree: Tree): string[] {
  const onDisk = new Set(existsSync(outDir) ? listFiles(outDir) : []);
  const stale: string[] = [];
  for (const [rel, content] of tree) {
    if (!onDisk.has(rel)) stale.push(`${rel} (missing)`);
    else if (readFileSync(path.join(outDir, rel), "utf8") !== content) stale.push(`${rel} (differs)`);
    onDisk.delete(rel);
  }
  for (const rel of onDisk) stale.push(`${rel} (not generated)`);
  return stale.sort();
}

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}
