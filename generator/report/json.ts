/**
 * The JSON report: the DiffReport with its `overview` before the findings, and the findings in rank order, so that
 * finding #n of the other formats is `findings[n - 1]` (generator/diff/report.schema.json); fields the engine adds are
 * kept as they are. Several reports (`revforge diff --steps`) are one array of them.
 */
import type { DiffReport } from "../diff/types.js";
import { defined } from "../output/defined.js";
import { showInvisible } from "../output/invisible.js";
import { overview, type Overview } from "./overview.js";
import { ranked } from "./rank.js";

/** The report as the JSON file has it: the sides and counts, the overview, anything else, then the findings. */
export function jsonReport(report: DiffReport): DiffReport & { overview: Overview } {
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
