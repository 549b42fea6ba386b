/**
 * What the reports and the CLI show of the catalog (specs/revisions.yaml, read by generator/load/catalog.ts): the
 * text of a change by id and the end-of-support source the table marks.
 */
import type { Catalog, CatalogChange, CatalogEntry } from "../load/catalog.js";

/** A catalog revision with the fields of revisions.schema.json that load/catalog.ts does not type. */
export type CatalogRevisionEntry = CatalogEntry & {
  /** `derived`: the service document gives no end of support; it is release + 2 years. */
  endOfSupportSource?: "document" | "derived";
  note?: string;
};

export function catalogRevisions(catalog: Catalog): CatalogRevisionEntry[] {
  return catalog.revisions as CatalogRevisionEntry[];
}

/** Every change of the catalog by id, with the revision it belongs to. */
export function catalogChanges(catalog: Catalog): Map<string, CatalogChange & { revision: string }> {
  return new Map(catalog.revisions.flatMap((r) => r.changes.map((c) => [c.id, { ...c, revision: r.id }] as const)));
}
