/**
 * A finding as the invariance tests see it: rule, severity, operations and subject (with a summary's members), so
 * that two reports of the same changes compare equal however the specs were written.
 */
import type { DiffReport } from "../../generator/diff/index.js";

export function meaning(report: DiffReport): string[] {
  return report.findings
    .map((f) =>
      [
        f.id,
        f.severity,
        f.affects
          .map((a) => `${a.method} ${a.path} ${a.status ?? ""}`)
          .sort()
          .join(", "),
        `${f.subject?.owner}: ${f.subject?.path}`,
        ...(f.members ?? []).map((m) => `member ${m.subject.path}`),
      ].join(" | "),
    )
    .sort();
}
