/**
 * The shape the upgrade-guide renderers read: the cumulative net effect of moving from one revision to another,
 * grouped by operation: the engine's `upgradeGuide(fromRev, toRev)` (generator/diff/upgrade.ts), or, for revisions
 * without a catalog, `guideFromReport` on the direct diff of the two ends, which already is the net effect (a field
 * renamed twice is one rename, a field added then removed is no change), without the intermediate revisions.
 */
import type { DiffReport, Finding, Severity } from "../diff/types.js";
import { compareCodeUnits as cmp } from "../output/order.js";

export interface GuideChange extends Finding {
  /** The revisions in which the steps of this net change happened, oldest first; empty when unknown. */
  introducedIn: string[];
}

export interface GuideOperation {
  operationId: string;
  method: string;
  path: string;
  /** added: new since `from`; removed: gone by `to`; changed: on both ends (absent: not known). */
  status?: "added" | "removed" | "changed";
  changes: GuideChange[];
}

export interface UpgradeGuide {
  from: string;
  to: string;
  /** The revisions walked, `from` first (absent: not known). */
  chain?: string[];
  /** Counts of the net changes, each change counted once however many operations it reaches. */
  summary: Record<Severity, number>;
  /** Operations in path then method order, each with the net changes that reach it. */
  operations: GuideOperation[];
  /** Net changes that reach no operation (servers, security schemes, unused components). */
  general: GuideChange[];
}

/** Groups a from..to report by operation: each finding is listed under every operation it affects. */
export function guideFromReport(report: DiffReport): UpgradeGuide {
  const byOp = new Map<string, GuideOperation>();
  const general: GuideChange[] = [];
  for (const finding of report.findings) {
    const change: GuideChange = { ...finding, introducedIn: [] };
    if (finding.affects.length === 0) general.push(change);
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
  return { from: report.from, to: report.to, summary: { ...report.summary }, operations, general };
}
