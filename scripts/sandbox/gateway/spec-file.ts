/** The entry-point spec of a documented revision: specs/<revision>.yaml (the catalog's revisions, spec-files.ts). */
import path from "node:path";
import { specsDir } from "../../../generator/load/spec-files.js";

export function revisionSpec(revision: string): string {
  if (!/^\d{4}-\d{2}-\d{2}(\.pre)?$/.test(revision))
    throw new RangeError(`not a revision: ${JSON.stringify(revision)}`);
  return path.join(specsDir, `${revision}.yaml`);
}
