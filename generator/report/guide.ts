/**
 * The upgrade guide between two revisions far apart (templates/reports/guide.{md,html}.hbs): the revisions crossed
 * with their catalog entries (the document asks to read every entry between versions), then the net changes grouped
 * by operation, each with its sentence, upgrade hint and whether a shim handles it.
 *
 * What it reads is the cumulative net effect of the move, grouped by operation: the engine's `upgradeGuide(fromRev,
 * toRev)` (generator/diff/upgrade.ts), or, for revisions without a catalog, `guideFromReport` on the direct diff of the
 * two ends, which already is the net effect (a field renamed twice is one rename, a field added then removed is no
 * change), without the intermediate revisions.
 */
import type { DiffReport, Finding } from "../diff/types.js";
import type { UpgradeChange, UpgradeGuide as EngineGuide, UpgradeOperation } from "../diff/upgrade.js";
import { compareCodeUnits as cmp } from "../output/order.js";
import { revisionsCrossed } from "./pairs.js";
import { catalogChanges, findingView, overviewView, type FindingView, type RenderContext } from "./view.js";
import { ranked, severities } from "./rank.js";

/** A net change as the renderers read it: a guide grouped from a direct report has no steps (`introducedIn` empty). */
export type GuideChange = Omit<UpgradeChange, "steps">;

/** An operation of the guide; its `status` is not known in a guide grouped from a direct report. */
export type GuideOperation = Omit<UpgradeOperation, "status" | "changes"> &
  Partial<Pick<UpgradeOperation, "status">> & { changes: GuideChange[] };

/** The engine's guide (generator/diff/upgrade.ts), or one grouped from a direct report, which walks no `chain`. */
export type UpgradeGuide = Omit<EngineGuide, "chain" | "operations"> & { operations: GuideOperation[] };

/** Groups a from..to report by operation: each finding is listed under every operation it affects. */
export function guideFromReport(report: DiffReport): UpgradeGuide {
  const byOp = new Map<string, GuideOperation>();
  for (const finding of report.findings) {
    const change: GuideChange = { ...finding, introducedIn: [] };
    for (const a of finding.affects) {
      const key = `${a.operationId}\u0000${a.method.toUpperCase()}\u0000${a.path}`;
      const op = byOp.get(key) ?? { operationId: a.operationId, method: a.method, path: a.path, changes: [] };
      if (!op.changes.includes(change)) op.changes.push(change);
      byOp.set(key, op);
    }
  }
  const operations = [...byOp.values()].sort(
    (a, b) =>
      cmp(a.path, b.path) || cmp(a.method.toUpperCase(), b.method.toUpperCase()) || cmp(a.operationId, b.operationId),
  );
  return { from: report.from, to: report.to, summary: { ...report.summary }, operations };
}

export interface GuideContext extends RenderContext {
  /**
   * The report of the same two revisions and its files' path without extension, relative to the guide. Guide cards
   * then link to the finding's card there for its before/after and affected operations instead of repeating them
   * under every operation.
   */
  details?: { path: string; report: DiffReport };
}

// One change per rule, place and sentence: two parameters renamed into the same shared `#/components/parameters/id`
// are one rule and one pointer but two changes.
const findingKey = (f: Finding) => cardKey({ id: f.id, pointer: f.definition.pointer, message: f.message });
const placeKey = (f: Finding) => `${f.id}\u0000${f.definition.pointer}`;
const cardKey = (c: { id: string; pointer: string; message: string }) => `${c.id}\u0000${c.pointer}\u0000${c.message}`;

export function guideView(guide: UpgradeGuide, ctx: GuideContext) {
  const catalog = ctx.catalog ?? { latest: "", revisions: [] };
  const changes = catalogChanges(catalog);
  const inReport = ranked(ctx.details?.report.findings ?? []);
  const numbers = new Map(inReport.map((f, i) => [findingKey(f), i + 1]));
  // The report words a change in its own terms where the guide's steps do not ("... (where `B` replaced `A`)"): a
  // card whose sentence differs links to the one finding of its rule and pointer, never to one of two or more.
  const placed = new Map<string, number | undefined>();
  inReport.forEach((f, i) => placed.set(placeKey(f), placed.has(placeKey(f)) ? undefined : i + 1));
  const detailsOf = (f: Finding) => {
    const n = numbers.get(findingKey(f)) ?? placed.get(placeKey(f));
    return n === undefined ? undefined : `${ctx.details!.path}.html#finding-${n}`;
  };
  let n = 0;
  /** Each change card belongs to the one operation group it is listed under (filter key `op<i>`, see view.ts). */
  const group = (key: string, list: GuideChange[]) =>
    ranked(list).map((c) => {
      const details = detailsOf(c);
      return { ...findingView(c, ++n, changes), ops: key, details, compact: details !== undefined };
    });
  const groups = guide.operations.map((op, i) => ({
    anchor: `operation-${i + 1}`,
    key: `op${i + 1}`,
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    path: op.path,
    status: op.status === "added" || op.status === "removed" ? op.status : undefined,
    count: op.changes.length,
    breaking: op.changes.filter((c) => c.severity === "breaking").length,
    changes: group(`op${i + 1}`, op.changes),
  }));
  // Each net change once (a change is listed under every operation it reaches), with the card it first appears as.
  const unique = new Map<string, FindingView>();
  for (const card of groups.flatMap((g) => g.changes)) if (!unique.has(cardKey(card))) unique.set(cardKey(card), card);
  const changesOnce = ranked([...unique.values()]);
  return {
    banner: ctx.banner,
    report: ctx.details && { md: `${ctx.details.path}.md`, html: `${ctx.details.path}.html` },
    from: guide.from,
    to: guide.to,
    changes: severities.reduce((sum, s) => sum + (guide.summary[s] ?? 0), 0),
    total: n,
    revisions: revisionsCrossed(catalog, guide.from, guide.to).map((r) => ({
      ...r,
      changes: [...r.changes.filter((c) => c.breaking), ...r.changes.filter((c) => !c.breaking)],
    })),
    ...overviewView(guide.summary, changesOnce),
    groups,
    // The operation filter's list (key, operationId, method, path, count), as the report's.
    operations: groups,
  };
}
