/**
 * The one order of findings in every report format (README.md, "revforge diff"), so that finding #n is the same in
 * each: severity; then request-side findings first (direction `request`, `both` or `operation`: they change the call
 * itself, so every call fails, not only the code that reads a field); then those that reach more operations; then the
 * engine's order (the sort is stable).
 */
import type { Direction, Finding, Severity } from "../diff/types.js";

export const severities: readonly Severity[] = ["breaking", "dangerous", "safe"];

/** How many findings the "act on these first" list names. GitHub also shows only 10 annotations of a kind per step. */
export const actOnLimit = 10;

const requestSide: ReadonlySet<Direction> = new Set<Direction>(["request", "both", "operation"]);

type Rankable = Pick<Finding, "severity" | "direction" | "affects">;

/** The number of distinct operations a finding reaches. */
export function operationCount(f: Pick<Finding, "affects">): number {
  return new Set(f.affects.map(operationKey)).size;
}

/**
 * An operation's identity in a report: method, path and operationId together (a hostile spec may repeat an
 * operationId on several paths, and a hand-made report may name several operationIds on one path).
 */
export const operationKey = (a: { method: string; path: string; operationId: string }) =>
  `${a.method.toUpperCase()} ${a.path}\u0000${a.operationId}`;

/** The findings in report order (a new array; the findings themselves are not copied). */
export function ranked<T extends Rankable>(findings: readonly T[]): T[] {
  const keyed = findings.map((f, i) => ({
    f,
    i,
    severity: Math.max(0, severities.indexOf(f.severity)),
    side: requestSide.has(f.direction) ? 0 : 1,
    ops: operationCount(f),
  }));
  keyed.sort((a, b) => a.severity - b.severity || a.side - b.side || b.ops - a.ops || a.i - b.i);
  return keyed.map((k) => k.f);
}

/** The side a finding is ranked on, in words. */
export const rankSide = (f: Pick<Finding, "direction">) =>
  requestSide.has(f.direction) ? "request side" : "response side";

/** Why a finding is where it is in the "act on these first" list, in words. */
export const rankReason = (f: Pick<Finding, "severity" | "direction">) => `${f.severity}, ${rankSide(f)}`;

/** The "act on these first" list: the first breaking or dangerous findings of a ranked list, with their numbers. */
export function actOn<T extends Rankable>(rankedFindings: readonly T[]): { n: number; finding: T }[] {
  return rankedFindings
    .map((finding, i) => ({ n: i + 1, finding }))
    .filter(({ finding }) => finding.severity !== "safe")
    .slice(0, actOnLimit);
}
