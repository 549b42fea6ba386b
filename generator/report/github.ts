/**
 * GitHub Actions workflow commands, one line per finding: `::error` for breaking, `::warning` for dangerous,
 * `::notice` for safe, placed at the changed definition (the revision side, or the base side for a removal).
 * Escaping follows @actions/core (command.ts): in the message `%`, `\r`, `\n`; in a property value also `:` and `,`.
 * https://docs.github.com/actions/reference/workflow-commands-for-github-actions
 */
import type { DiffReport, Finding, Severity } from "../diff/types.js";
import { handledLabels, ordered } from "./view.js";
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
    ...(ops.length ? [`Affects ${ops.length === 1 ? "1 operation" : `${ops.length} operations`}: ${named}`] : []),
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

/** Every finding as an annotation, breaking first; an empty string when there is none. */
export function renderGithub(report: DiffReport): string {
  // Invisible characters of spec text as `\uXXXX` escapes (output/invisible.ts), in the log too.
  return showInvisible(
    ordered(report.findings)
      .map((f) => `${annotation(f)}\n`)
      .join(""),
  );
}
