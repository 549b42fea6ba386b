/**
 * Where the hand-written inputs live and which revisions exist. The revision list comes from the catalog
 * (specs/revisions.yaml, read and checked by catalog.ts), so adding a revision is adding its spec and its catalog entry.
 */
import path from "node:path";
import { readCatalog, specsDir, type CatalogRevision } from "./catalog.js";

export { specsDir };

/** The revisions of the catalog, oldest first. */
export function catalogRevisions(): CatalogRevision[] {
  return readCatalog().revisions;
}

/** Every entry-point spec: one per catalog revision, then the legacy API. */
export function specFiles(): string[] {
  return [...catalogRevisions().map((r) => path.join(specsDir, `${r.id}.yaml`)), path.join(specsDir, "legacy.yaml")];
}
