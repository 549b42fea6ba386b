/**
 * Which revision pairs get a report and which get an upgrade guide (generated/reports/), from the catalog order.
 *
 * The GA line (GA and deprecated revisions, oldest first) is paired step by step. A `.pre` beta is a side branch of
 * that line, not a step of it: clients on 2023-07-15 upgrade to 2023-08-15, never through 2023-08-15.pre. So a beta
 * gets two reports of its own, from the GA revision before it (what the beta adds) and to the GA revision after it
 * (what changes when a beta user moves to GA), and the GA pair around it (2023-07-15..2023-08-15) is a consecutive
 * pair. Every revision is also paired with the latest. Upgrade guides are made for every pair to the latest that is
 * more than one step apart (for one step the report already is the guide).
 */
import type { Catalog, CatalogEntry } from "../load/catalog.js";
import { remember } from "../run-context.js";

export type PairRole = "consecutive" | "beta" | "to-latest";

export type ReportPair = { from: string; to: string; roles: PairRole[] };

/** A catalog revision with `endOfSupportSource` (revisions.schema.json), which load/catalog.ts does not type. */
export type CatalogRevisionEntry = CatalogEntry & {
  /** `derived`: the service document gives no end of support; it is release + 2 years. */
  endOfSupportSource?: "document" | "derived";
};

export const catalogRevisions = (catalog: Catalog) => catalog.revisions as CatalogRevisionEntry[];

const isBeta = (r: CatalogRevisionEntry) => r.status === "beta";

export function reportPairs(catalog: Catalog): ReportPair[] {
  const order = catalog.revisions.map((r) => r.id);
  const pairs = new Map<string, ReportPair>();
  const add = (from: string, to: string, role: PairRole) => {
    const pair = remember(pairs, `${from}..${to}`, () => ({ from, to, roles: [] }));
    if (!pair.roles.includes(role)) pair.roles.push(role);
  };
  const line = catalog.revisions.filter((r) => !isBeta(r));
  for (let i = 1; i < line.length; i++) add(line[i - 1]!.id, line[i]!.id, "consecutive");
  catalog.revisions.forEach((r, i) => {
    if (!isBeta(r)) return;
    const before = [...catalog.revisions.slice(0, i)].reverse().find((x) => !isBeta(x));
    const after = catalog.revisions.slice(i + 1).find((x) => !isBeta(x));
    if (before) add(before.id, r.id, "beta");
    if (after) add(r.id, after.id, "beta");
  });
  for (const r of catalog.revisions) if (r.id !== catalog.latest) add(r.id, catalog.latest, "to-latest");
  const rank = (id: string) => order.indexOf(id);
  return [...pairs.values()].sort((a, b) => rank(a.from) - rank(b.from) || rank(a.to) - rank(b.to));
}

/** The revisions a client crosses from `from` to `to`, oldest first, `from` excluded: the GA line, no betas. */
export function revisionsCrossed(catalog: Catalog, from: string, to: string): CatalogRevisionEntry[] {
  const ids = catalog.revisions.map((r) => r.id);
  const [a, b] = [ids.indexOf(from), ids.indexOf(to)];
  if (a < 0 || b < 0 || b <= a) return [];
  return catalogRevisions(catalog)
    .slice(a + 1, b + 1)
    .filter((r) => !isBeta(r) || r.id === to);
}

export function guidePairs(catalog: Catalog): ReportPair[] {
  return reportPairs(catalog).filter(
    (p) => p.roles.includes("to-latest") && revisionsCrossed(catalog, p.from, p.to).length > 1,
  );
}
