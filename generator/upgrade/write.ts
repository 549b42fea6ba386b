/**
 * `--write`: each changed file is replaced atomically (the new text written beside it, then renamed over it), with
 * its permissions; a symbolic link is followed to the file it names, which is the one replaced. Files without
 * changes are not touched. Every text is made before the first file is written.
 */
import { chmodSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { removeStaleStaging, stagingPath } from "../output/staging.js";
import type { ChangedFile } from "./index.js";

export function writeChanged(files: readonly ChangedFile[]): void {
  for (const f of files) {
    const target = realpathSync(f.file);
    const mode = statSync(target).mode & 0o7777;
    removeStaleStaging(target);
    const temp = stagingPath(target, "tmp");
    try {
      writeFileSync(temp, f.after, { flag: "wx", mode });
      chmodSync(temp, mode);
      renameSync(temp, target);
    } catch (error) {
      rmSync(temp, { force: true });
      throw new Error(`cannot write ${f.file}: ${(error as { code?: string }).code ?? String(error)}`);
    }
  }
}
