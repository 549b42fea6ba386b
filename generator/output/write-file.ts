/**
 * Writes one output file atomically: to a temporary file beside it, renamed over it (docs/safety.md W5); target.ts says
 * first whether it may be written.
 */
import { chmodSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { removeStaleStaging, stagingPath } from "./staging.js";
import { cannotWrite, OutputError } from "./write-tree.js";

/** Writes `content` as the file `file` (a path output/target.ts has accepted), with the permissions `mode` if given. */
export function writeFileAtomic(file: string, content: string, mode?: number): void {
  const target = path.resolve(file);
  mkdirSync(path.dirname(target), { recursive: true });
  removeStaleStaging(target);
  const temp = stagingPath(target, "tmp");
  try {
    writeFileSync(temp, content, { flag: "wx", mode });
    // The file is created with `mode` less the umask: set in full, so that a replaced file keeps its permissions.
    if (mode !== undefined) chmodSync(temp, mode);
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    const code = (error as { code?: unknown } | null)?.code;
    if (code === "EISDIR" || code === "ENOTEMPTY" || code === "EEXIST")
      throw new OutputError(`cannot write ${file}: it is a folder`);
    throw cannotWrite(file, error);
  }
}
