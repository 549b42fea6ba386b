/** Which declared changes `revforge upgrade` rewrites, for the reports (generator/upgrade/README.md). */
import type { DiffReport } from "../diff/types.js";
import type { ChangeDecl } from "../shims/declarations/types.js";
import { kindOf } from "../shims/kinds/index.js";

export function rewrites(change: ChangeDecl | undefined): boolean {
  if (change === undefined || change.unshimmable !== undefined) return false;
  const upgraded = change.instructions.map((i) => kindOf(i).upgraded);
  return !upgraded.includes("manual") && upgraded.includes("rewritten");
}

/** Marks the findings whose handling changes the assistant all rewrites. */
export function markRewritten(report: DiffReport, declarations: ReadonlyMap<string, ChangeDecl>): DiffReport {
  return {
    ...report,
    findings: report.findings.map((f) => {
      const h = f.handledBy;
      if (h === undefined || !h.shimmed) return f;
      const all = h.change.split(", ").every((n) => rewrites(declarations.get(n)));
      return all ? { ...f, handledBy: { ...h, rewritten: true } } : f;
    }),
  };
}
