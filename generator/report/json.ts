/**
 * The JSON report: the DiffReport (generator/diff/types.ts) with its `overview` (overview.ts: counts by rule and
 * severity, operations affected, the findings to act on first) before the findings, and the findings in rank order
 * (rank.ts), so that finding #n of the Markdown and HTML reports is `findings[n - 1]`. Documented by
 * generator/diff/report.schema.json (JSON Schema draft 2020-12); fields the engine adds are kept as they are. Indented
 * by two spaces. Several reports (`revforge diff --steps`) are one array of them.
 */
import type { DiffReport } from "../diff/types.js";
import { defined } from "../output/defined.js";
import { showInvisible } from "../output/invisible.js";
import { overview, type Overview } from "./overview.js";
import { ranked } from "./rank.js";

export type JsonReport = DiffReport & { overview: Overview };

/** The report as the JSON file has it: the sides and counts, the overview, anything else, then the findings. */
export function jsonReport(report: DiffReport): JsonReport {
  const { from, to, fromVersion, toVersion, downgrade, summary, findings, ...rest } = report;
  const order = ranked(findings);
  return {
    from,
    to,
    ...defined({ fromVersion, toVersion }),
    ...(downgrade && { downgrade }),
    summary,
    overview: overview(order),
    ...rest,
    findings: order,
  };
}

export function renderJson(report: DiffReport | DiffReport[]): string {
  const json = Array.isArray(report) ? report.map(jsonReport) : jsonReport(report);
  // Invisible characters as `\uXXXX` escapes: the same JSON strings, shown (output/invisible.ts).
  return `${showInvisible(JSON.stringify(json, null, 2))}\n`;
}
