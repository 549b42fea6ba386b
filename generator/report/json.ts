/**
 * The JSON report: the DiffReport as is (generator/diff/types.ts), documented by generator/diff/report.schema.json
 * (JSON Schema draft 2020-12). Keys keep the engine's order, indented by two spaces. Several reports (`revforge diff
 * --steps`) are one array of them.
 */
import type { DiffReport } from "../diff/types.js";
import { showInvisible } from "../output/invisible.js";

export function renderJson(report: DiffReport | DiffReport[]): string {
  // Invisible characters as `\uXXXX` escapes: the same JSON strings, shown (output/invisible.ts).
  return `${showInvisible(JSON.stringify(report, null, 2))}\n`;
}
