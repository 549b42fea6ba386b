/**
 * `--write`: each changed file is replaced atomically (output/write-file.ts), with its permissions; a symbolic link is
 * followed to the file it names, which is the one replaced. Files without changes are not touched. Every text is made
 * before the first file is written.
 */
import { realpathSync, statSync } from "node:fs";
import { writeFileAtomic } from "../output/write-file.js";
import type { ChangedFile } from "./index.js";

export function writeChanged(files: readonly ChangedFile[]): void {
  for (const f of files) {
    const target = realpathSync(f.file);
    writeFileAtomic(target, f.after, statSync(target).mode & 0o7777);
  }
}
