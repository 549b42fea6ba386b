/** `--write`: each changed file replaced atomically (generator/upgrade/README.md). */
import { realpathSync, statSync } from "node:fs";
import { writeFileAtomic } from "../output/write-file.js";
import type { ChangedFile } from "./index.js";

export function writeChanged(files: readonly ChangedFile[]): void {
  for (const f of files) {
    const target = realpathSync(f.file);
    writeFileAtomic(target, f.after, statSync(target).mode & 0o7777);
  }
}
