/**
 * The shape the upgrade-guide renderers read: the cumulative net effect of moving from one revision to another,
 * grouped by operation: the engine's `upgradeGuide(fromRev, toRev)` (generator/diff/upgrade.ts), or, for revisions
 * without a catalog, `guideFromReport` on the direct diff of the two ends, which already is the net effect (a field
 * renamed twice is one rename, a field added then removed is no change), without the intermediate revisions.
 */
import type { DiffReport } from "../diff/types.js";
import type { UpgradeChange, UpgradeGuide as EngineGuide, UpgradeOperation } from "../diff/upgrade.js";
import { compareCodeUnits as cmp } from "../output/order.js";

/** A net change as the renderers read it: a guide grouped from a direct report has no steps (`introducedIn` empty). */
export type GuideChange = Omit<UpgradeChange, "steps">;

/** An operation of the guide; its `status` is not known in a guide grouped from a direct report. */
export type GuideOperation = Omit<UpgradeOperation, "status" | "changes"> &
  Partial<Pick<UpgradeOperation, "status">> & { changes: GuideChange[] };

/** The engine's guide (generator/diff/upgrade.ts), or one grouped from a direct report, which walks no `chain`. */
export type UpgradeGuide = Omit<EngineGuide, "chain" | "operations"> &
  Partial<Pick<EngineGuide, "chain">> & { operations: GuideOperation[] };

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
