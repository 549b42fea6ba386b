/**
 * The view model every report template reads: findings ordered breaking first (the engine's order kept within a
 * severity), numbered, with their before/after values printed, their locations as `file:line:col`, the catalog text
 * of their `catalogEntry` and the "is it handled for me?" line of their `handledBy`. Values stay raw text here; each
 * template format escapes them its own way (handlebars escaping for HTML, markdown-text.ts for Markdown).
 */
import type { Catalog } from "../load/catalog.js";
import { catalogChanges } from "./catalog-text.js";
import { printLine, printValue } from "./print-value.js";
import type { DiffReport, Finding, Severity, SourceLocation } from "../diff/types.js";

export interface RenderContext {
  /** The catalog, for the text of `catalogEntry`; without it only the entry id is shown. */
  catalog?: Catalog;
  /** The first-line banner ("generated from ... - do not edit"); none when absent (CLI output). */
  banner?: string;
}

export const severities: readonly Severity[] = ["breaking", "dangerous", "safe"];
const titles: Record<Severity, string> = { breaking: "Breaking", dangerous: "Dangerous", safe: "Safe" };
/** Affected-operation lists longer than this are collapsed. */
export const collapseAfter = 3;

export const handledLabels = {
  shimmed: "handled by the shim when you upgrade",
  manual: "needs a code change",
  rewritten: "rewritten by `revforge upgrade`",
};

export interface FindingView {
  n: number;
  anchor: string;
  id: string;
  severity: Severity;
  direction: string;
  message: string;
  why: string;
  hint: string;
  pointer: string;
  base?: string;
  revision?: string;
  /** The pointer on a side, when the definition moved and it differs from `pointer`. */
  basePointer?: string;
  revisionPointer?: string;
  before?: string;
  after?: string;
  /** One-line JSON of each side when short (at most 60 characters). */
  beforeLine?: string;
  afterLine?: string;
  /** Every side present is short: Markdown shows them inline as `before` → `after`. */
  inline: boolean;
  /** The before/after as a unified diff body (`-` before lines, `+` after lines), for Markdown. */
  diff: string;
  diffLines: number;
  affects: {
    operationId: string;
    method: string;
    path: string;
    status?: string;
    mediaType?: string;
    pointer: string;
  }[];
  collapsed: boolean;
  /** The operationIds the finding reaches, each once. */
  operationIds: string[];
  /**
   * The HTML operation filter's keys of those operations, space-separated (`op1 op7`). Keys, not operationIds: spec
   * text never has to survive an attribute round trip (HTML normalises CR LF in attribute values, for one).
   */
  ops: string;
  catalog?: { id: string; text?: string; revision?: string };
  /** The reason of the waiver that explains the finding instead of a catalog entry. */
  waived?: string;
  handled?: { label: string; shimmed: boolean; change: string; manualStep?: string; rewritten?: boolean };
  introducedIn?: string[];
}

const differs = (p: string | undefined, main: string) => (p !== undefined && p !== main ? p : undefined);
export const location = (l: SourceLocation | undefined) => (l ? `${l.file}:${l.line}:${l.col}` : undefined);
const printed = printValue;
/** One-line JSON when it is short enough to read inline, else undefined. */
const compact = (value: unknown) => {
  const text = printLine(value);
  return text !== undefined && text.length <= 60 ? text : undefined;
};

export function findingView(
  f: Finding & { introducedIn?: string[] },
  n: number,
  changes: ReturnType<typeof catalogChanges>,
): FindingView {
  const before = printed(f.before);
  const after = printed(f.after);
  const [beforeLine, afterLine] = [compact(f.before), compact(f.after)];
  const inline =
    (before !== undefined || after !== undefined) &&
    (before === undefined || beforeLine !== undefined) &&
    (after === undefined || afterLine !== undefined);
  const diff = [
    ...(before?.split("\n").map((l) => `- ${l}`) ?? []),
    ...(after?.split("\n").map((l) => `+ ${l}`) ?? []),
  ];
  const entry = f.catalogEntry ? changes.get(f.catalogEntry) : undefined;
  return {
    n,
    anchor: `finding-${n}`,
    id: f.id,
    severity: f.severity,
    direction: f.direction,
    message: f.message,
    why: f.why,
    hint: f.hint,
    pointer: f.definition.pointer,
    base: location(f.definition.base),
    revision: location(f.definition.revision),
    basePointer: differs(f.definition.basePointer, f.definition.pointer),
    revisionPointer: differs(f.definition.revisionPointer, f.definition.pointer),
    before,
    after,
    beforeLine,
    afterLine,
    inline,
    diff: diff.join("\n"),
    diffLines: diff.length,
    affects: f.affects.map((a) => ({ ...a, method: a.method.toUpperCase() })),
    collapsed: f.affects.length > collapseAfter,
    operationIds: [...new Set(f.affects.map((a) => a.operationId))],
    ops: "",
    catalog: f.catalogEntry ? { id: f.catalogEntry, text: entry?.text, revision: entry?.revision } : undefined,
    waived: f.waived?.reason,
    handled: f.handledBy && {
      label: f.handledBy.shimmed ? handledLabels.shimmed : handledLabels.manual,
      shimmed: f.handledBy.shimmed,
      change: f.handledBy.change,
      manualStep: f.handledBy.manualStep,
      rewritten: f.handledBy.rewritten,
    },
    introducedIn: f.introducedIn?.length ? f.introducedIn : undefined,
  };
}

/** Breaking first, then dangerous, then safe; the engine's order within a severity. */
export function ordered<T extends { severity: Severity }>(items: readonly T[]): T[] {
  return severities.flatMap((s) => items.filter((f) => f.severity === s));
}

export function reportView(report: DiffReport, ctx: RenderContext) {
  const changes = catalogChanges(ctx.catalog ?? { latest: "", revisions: [] });
  const findings = ordered(report.findings).map((f, i) => findingView(f, i + 1, changes));
  const sections = severities
    .map((severity) => ({
      severity,
      title: titles[severity],
      findings: findings.filter((f) => f.severity === severity),
    }))
    .filter((s) => s.findings.length > 0);
  const operations = new Map<
    string,
    { key: string; operationId: string; method: string; path: string; count: number }
  >();
  for (const f of findings)
    for (const id of f.operationIds) {
      const a = f.affects.find((x) => x.operationId === id)!;
      const op = operations.get(id) ?? { key: "", operationId: id, method: a.method, path: a.path, count: 0 };
      op.count++;
      operations.set(id, op);
    }
  const sorted = [...operations.values()].sort((a, b) => (a.operationId < b.operationId ? -1 : 1));
  sorted.forEach((op, i) => (op.key = `op${i + 1}`));
  for (const f of findings) f.ops = f.operationIds.map((id) => operations.get(id)!.key).join(" ");
  const handled = findings.filter((f) => f.handled?.shimmed).length;
  const manual = findings.filter((f) => f.handled && !f.handled.shimmed).length;
  return {
    banner: ctx.banner,
    from: report.from,
    to: report.to,
    summary: severities.map((s) => ({ severity: s, title: titles[s], count: report.summary[s] ?? 0 })),
    total: findings.length,
    breaking: report.summary.breaking > 0,
    handling: handled + manual > 0 ? { handled, manual } : undefined,
    sections,
    operations: sorted,
    collapseAfter,
  };
}
