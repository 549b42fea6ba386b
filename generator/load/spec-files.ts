/**
 * Where the hand-written inputs live and which revisions exist. The revision list comes from the catalog
 * (specs/revisions.yaml), so adding a revision is adding its spec and its catalog entry.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readYamlFile } from "./parse-yaml.js";

export const specsDir: string = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../specs");

export interface CatalogRevision {
  id: string;
  status: "beta" | "GA" | "deprecated";
  released: string;
  endOfSupport: string | null;
}

/** The revision ids of the catalog, oldest first. */
export function catalogRevisions(dir: string = specsDir): CatalogRevision[] {
  const catalog = readYamlFile(path.join(dir, "revisions.yaml")) as { revisions: CatalogRevision[] };
  return catalog.revisions;
}

/** Every entry-point spec: one per catalog revision, then the legacy API. */
export function specFiles(dir: string = specsDir): string[] {
  return [...catalogRevisions(dir).map((r) => path.join(dir, `${r.id}.yaml`)), path.join(dir, "legacy.yaml")];
}
