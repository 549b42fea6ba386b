/** The corpus run as text: the counts, the time ratio, the failures by class, then every failure on its own line. */
import { byKind, countResults, failures, timeRatio } from "./classify.js";
import type { DocumentResult } from "./result.js";

export function report(results: DocumentResult[], seconds: number): string {
  const c = countResults(results);
  const lines = [
    `documents ${c.documents}, generated ${c.generated}, compiled ${c.compiled}, imported ${c.imported}, ` +
      `called ${c.called} (${c.calls} operations), self-diff zero ${c.selfDiffZero}, removal caught ${c.removalCaught}`,
    `refused ${c.refused}; openapi-typescript typed ${c.yardstick}, of which ${c.behindYardstick} give no package ` +
      `that compiles and imports`,
  ];
  for (const cpu of [false, true]) {
    const ratio = timeRatio(results, cpu);
    if (ratio)
      lines.push(
        `generation ${cpu ? "CPU" : "wall-clock"} time / openapi-typescript's: ${ratio.total.toFixed(2)}x summed, ` +
          `${ratio.median.toFixed(2)}x median (${ratio.documents} documents both typed)`,
      );
  }
  lines.push(`${seconds.toFixed(0)} s`);
  const list = failures(results);
  if (list.length > 0) {
    lines.push("", "failures by class (count, first example):");
    for (const k of byKind(list)) lines.push(`  ${k.count} ${k.kind}: ${k.example.id}: ${k.example.message}`);
    lines.push("", "failures:");
    for (const f of list) lines.push(`  ${f.id}: ${f.kind}: ${f.message}`);
  }
  return lines.join("\n");
}
