/**
 * The upgrade guide between two revisions far apart (templates/reports/guide.{md,html}.hbs): the revisions crossed
 * with their catalog entries (the document asks to read every entry between versions), then the net changes grouped
 * by operation, each with its sentence, upgrade hint and whether a shim handles it.
 */
import type { DiffReport, Finding } from "../diff/types.js";
import { revisionsCrossed } from "./pairs.js";
import type { GuideChange, UpgradeGuide } from "./guide-types.js";
import { catalogChanges, findingView, overviewView, type FindingView, type RenderContext } from "./view.js";
import { ranked, severities } from "./rank.js";

export interface GuideContext extends RenderContext {
  /**
   * The report of the same two revisions and its files' path without extension, relative to the guide. Guide cards
   * then link to the finding's card there for its before/after and affected operations instead of repeating them
   * under every operation.
   */
  details?: { path: string; report: DiffReport };
}

const findingKey = (f: Finding) => cardKey({ id: f.id, pointer: f.definition.pointer });
const cardKey = (c: { id: string; pointer: string }) => `${c.id}\u0000${c.pointer}`;

export function guideView(guide: UpgradeGuide, ctx: GuideContext) {
  const catalog = ctx.catalog ?? { latest: "", revisions: [] };
  const changes = catalogChanges(catalog);
  const numbers = new Map(ranked(ctx.details?.report.findings ?? []).map((f, i) => [findingKey(f), i + 1]));
  const detailsOf = (f: Finding) => {
    const n = numbers.get(findingKey(f));
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
