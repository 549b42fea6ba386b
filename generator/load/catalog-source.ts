/**
 * Where the diff and report engine reads a catalog's inputs: the catalog file, the declared changes' folder, and the
 * spec of each revision. A config gives each of them itself (README, "The config: any set of revision specs": its
 * `catalog`, `changes` and `revisions[].spec`), so the engine takes them as given instead of deriving them from one
 * folder; a folder laid out like this repository's specs/ (revisions.yaml, changes/, `<id>.yaml`) is one case of it.
 * The diff's data files (diff-renames.yaml, diff-waivers.yaml) are read beside the catalog file (load/catalog.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { Catalog } from "./catalog.js";
import { specsDir } from "./spec-files.js";

export interface CatalogSource {
  /** The catalog of revisions and their change history (revisions.yaml in specs/). */
  file: string;
  /** The declared changes' folder; null when there is none (findings then carry no "handled by" marks). */
  changes: string | null;
  /** The spec file of a catalog revision. */
  specFile(id: string): string;
  /** The catalog file as already read (a config reads it to check its revisions), so that a run parses it once. */
  catalog?: Catalog;
}

/** A folder laid out like specs/: revisions.yaml, `<id>.yaml` per revision, and changes/ when it has one. */
export function catalogSourceIn(dir: string = specsDir): CatalogSource {
  const changes = path.join(dir, "changes");
  return {
    file: path.join(dir, "revisions.yaml"),
    changes: existsSync(changes) ? changes : null,
    specFile: (id) => path.join(dir, `${id}.yaml`),
  };
}
