/**
 * Writes one output file atomically: to a temporary file beside it, renamed over it (docs/safety.md W5); target.ts says
 * first whether it may be written.
 */
import { chmodSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { discardStaging, removeStaleStaging, stagingPath } from "./staging.js";
import { cannotWrite, OutputError } from "./write-tree.js";

/**
 * Writes `content` as the file `file` (a path output/target.ts has accepted), with the permissions `mode` if given. Every
 * refusal of the file system, making the folder as much as writing the file, is one line naming `file` (cannotWrite).
 */
export function writeFileAtomic(file: string, content: string, mode?: number): void {
  const target = path.resolve(file);
  let temp: string | undefined;
  let renaming = false;
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    removeStaleStaging(target);
    temp = stagingPath(target, "tmp");
    writeFileSync(temp, content, { flag: "wx", mode });
    // The file is created with `mode` less the umask: set in full, so that a replaced file keeps its permissions.
    if (mode !== undefined) chmodSync(temp, mode);
    renaming = true;
    renameSync(temp, target);
  } catch (error) {
    if (temp !== undefined) discardStaging(temp);
    const code = (error as { code?: unknown } | null)?.code;
    // Only the rename says a folder is in the file's place: making a folder where a file is gives EEXIST too.
    if (renaming && (code === "EISDIR" || code === "ENOTEMPTY" || code === "EEXIST"))
      throw new OutputError(`cannot write ${file}: it is a folder`);
    throw cannotWrite(file, error);
  }
}
