/**
 * GitHub Actions workflow commands (README.md, "revforge diff"): one summary notice, then one annotation per finding
 * in rank order, placed at the changed definition (the revision side, or the base side for a removal). Escaping
 * follows @actions/core (command.ts): in the message `%`, `\r`, `\n`; in a property value also `:` and `,`.
 */
import type { DiffReport, Finding, Severity } from "../diff/types.js";
import { overview } from "./overview.js";
import { ranked, rankReason } from "./rank.js";
import { clip, handledLabels, plural, sideLabels, warningCounts } from "./view.js";
import { showInvisible } from "../output/invisible.js";

const commands: Record<Severity, string> = { breaking: "error", dangerous: "warning", safe: "notice" };
/** Affected operations named in an annotation before it says "and N more". */
const namedOperations = 10;

export function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

export function annotation(f: Finding): string {
  const where = f.definition.revision ?? f.definition.base;
  const props: [string, string][] = [];
  if (where) props.push(["file", where.file], ["line", String(where.line)], ["col", String(where.col)]);
  props.push(["title", `${f.id} (${f.severity})`]);
  const ops = [...new Set(f.affects.map((a) => a.operationId))];
  const named =
    ops.slice(0, namedOperations).join(", ") +
    (ops.length > namedOperations ? ` and ${ops.length - namedOperations} more` : "");
  const lines = [
    f.message,
    `Why: ${f.why}`,
    `Upgrade: ${f.hint}`,
    ...(ops.length ? [`Affects ${plural(ops.length, "operation", "operations")}: ${named}`] : []),
    ...(f.catalogEntry ? [`Catalog: ${f.catalogEntry}`] : []),
    ...(f.waived ? [`Waived: ${f.waived.reason}`] : []),
    ...(f.handledBy
      ? [
          `Handled: ${f.handledBy.shimmed ? handledLabels.shimmed : handledLabels.manual}${f.handledBy.rewritten ? `; ${handledLabels.rewritten}` : ""} (${f.handledBy.change})`,
        ]
      : []),
  ];
  const properties = props.map(([k, v]) => `${k}=${escapeProperty(v)}`).join(",");
  return `::${commands[f.severity]} ${properties}::${escapeData(lines.join("\n"))}`;
}

/** Rules named in the summary notice before it says "and N more rules". */
const namedRules = 20;

/** The one summary notice: counts in its title, then the rules and the findings to act on first. */
export function summaryNotice(report: DiffReport, findings: readonly Finding[]): string {
  const { summary } = report;
  const counts = `${summary.breaking} breaking, ${summary.dangerous} dangerous, ${summary.safe} safe`;
  const [from, to] = sideLabels(report).map(({ label, file }) => (file ? `${label} (${file})` : label));
  const over = overview(findings);
  const reach = `${plural(findings.length, "finding", "findings")} reaching ${plural(over.operations, "operation", "operations")} (${over.breakingOperations} with a breaking change)`;
  const lines = [`API changes from ${from} to ${to}: ${findings.length ? reach : "no changes"}.`];
  const warned = warningCounts(report);
  if (warned)
    lines.push(
      `Spec warnings: ${plural(warned.from, "structural problem", "structural problems")} in ${from}, ${warned.to} in ${to} (located in the JSON report and on stderr; --strict refuses them).`,
    );
  if (over.rules.length) {
    const rules = over.rules
      .slice(0, namedRules)
      .map((r) => `${r.rule}: ${r.findings} ${r.severity} (${plural(r.operations, "operation", "operations")})`);
    if (over.rules.length > namedRules) rules.push(`and ${over.rules.length - namedRules} more rules`);
    lines.push(`By rule: ${rules.join("; ")}.`);
  }
  if (over.actOn.length)
    lines.push(
      "Act on these first:",
      ...over.actOn.map((n) => {
        const f = findings[n - 1]!;
        return `#${n} ${f.id} (${rankReason(f)}): ${clip(f.message, 200)}`;
      }),
    );
  if (findings.length)
    lines.push(
      "The annotations below follow this order. GitHub shows only the first 10 annotations of each kind per step: the whole report is in Markdown, HTML or JSON (revforge diff --format).",
    );
  return `::notice title=${escapeProperty(`revforge diff: ${counts}`)}::${escapeData(lines.join("\n"))}`;
}

/** The summary notice, then every finding as an annotation in rank order. */
export function renderGithub(report: DiffReport): string {
  const findings = ranked(report.findings);
  // Invisible characters of spec text as `\uXXXX` escapes (output/invisible.ts), in the log too.
  return showInvisible([summaryNotice(report, findings), ...findings.map(annotation)].map((l) => `${l}\n`).join(""));
}
