/**
 * What every report format shows before the findings: the counts by rule and severity, the operations affected, and
 * the "act on these first" list (rank.ts). The JSON report carries it as `overview` (report.schema.json).
 */
import type { Finding, Severity } from "../diff/types.js";
import { actOn, operationKey, severities } from "./rank.js";
import { remember } from "../run-context.js";
import { compareCodeUnits as cmp } from "../output/order.js";

export interface RuleCount {
  rule: string;
  severity: Severity;
  findings: number;
  /** Distinct operations the rule's findings reach. */
  operations: number;
}

export interface Overview {
  /** Distinct operations reached by any finding. */
  operations: number;
  /** Distinct operations reached by a breaking finding. */
  breakingOperations: number;
  /** One row per rule and severity: breaking first, then the rule with more findings, then by rule id. */
  rules: RuleCount[];
  /** The numbers (#n, 1-based positions in rank order) of the findings to act on first. */
  actOn: number[];
}

type Counted = Pick<Finding, "id" | "severity" | "direction" | "affects">;

/** The overview of findings already in rank order (rank.ts `ranked`). */
export function overview(rankedFindings: readonly Counted[]): Overview {
  const all = new Set<string>();
  const breaking = new Set<string>();
  const rows = new Map<string, { row: RuleCount; ops: Set<string> }>();
  for (const f of rankedFindings) {
    const key = `${f.severity}\u0000${f.id}`;
    const entry = remember(rows, key, () => ({
      row: { rule: f.id, severity: f.severity, findings: 0, operations: 0 },
      ops: new Set<string>(),
    }));
    entry.row.findings++;
    for (const a of f.affects) {
      const op = operationKey(a);
      entry.ops.add(op);
      all.add(op);
      if (f.severity === "breaking") breaking.add(op);
    }
  }
  const rules = [...rows.values()].map(({ row, ops }) => ({ ...row, operations: ops.size }));
  const rank = (s: Severity) => severities.indexOf(s);
  rules.sort((a, b) => rank(a.severity) - rank(b.severity) || b.findings - a.findings || cmp(a.rule, b.rule));
  return {
    operations: all.size,
    breakingOperations: breaking.size,
    rules,
    actOn: actOn(rankedFindings).map((a) => a.n),
  };
}
