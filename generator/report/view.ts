/**
 * The view model every report template reads: findings in rank order, numbered, with their values printed, their
 * locations as `file:line:col` and their catalog and handling lines; before them the overview and the sides' labels.
 * Values stay raw text here: each template format escapes them its own way (handlebars for HTML, markdown-text.ts for
 * Markdown). Fields the view does not know are ignored, so the engine can add some.
 */
import type { Catalog, CatalogChange } from "../load/catalog.js";
import { overview } from "./overview.js";
import { remember } from "../run-context.js";
import { printLine, printValue } from "./print-value.js";
import { actOn, operationCount, operationKey, ranked, rankReason, rankSide, severities } from "./rank.js";
import type { DiffReport, Finding, Severity, SourceLocation } from "../diff/types.js";
import { compareCodeUnits as cmp } from "../output/order.js";

export interface RenderContext {
  /** The catalog, for the text of `catalogEntry`; without it only the entry id is shown. */
  catalog?: Catalog;
  /** The first-line banner ("generated from ... - do not edit"); none when absent (CLI output). */
  banner?: string;
  /**
   * Where the whole report is when the Markdown cannot hold every finding (markdown.ts): the sibling HTML and JSON
   * files (relative links), or the command that writes them.
   */
  rest?: { html?: string; json?: string; command?: string };
}

const titles: Record<Severity, string> = { breaking: "Breaking", dangerous: "Dangerous", safe: "Safe" };
/** Affected-operation lists longer than this are collapsed. */
const collapseAfter = 3;
/** Grouped members (`finding.members`) listed per finding; the JSON report has them all. */
export const membersShown = 100;
/** Longest side label (a spec's `info.version` is spec text of any length). */
const labelLength = 60;

export const handledLabels = {
  shimmed: "handled by the shim when you upgrade",
  manual: "needs a code change",
  rewritten: "rewritten by `revforge upgrade`",
};

const differs = (p: string | undefined, main: string) => (p !== undefined && p !== main ? p : undefined);
export const location = (l: SourceLocation | undefined) => (l ? `${l.file}:${l.line}:${l.col}` : undefined);
/** One-line JSON when it is short enough to read inline, else undefined. */
const compact = (value: unknown): string | undefined => {
  const text = printLine(value);
  return text !== undefined && text.length <= 60 ? text : undefined;
};

/** Every change of the catalog by id, with the revision it belongs to. */
export function catalogChanges(catalog: Catalog): Map<string, CatalogChange & { revision: string }> {
  return new Map(catalog.revisions.flatMap((r) => r.changes.map((c) => [c.id, { ...c, revision: r.id }] as const)));
}

/** A finding as the templates show it: its texts and operations (methods in capitals), and what the view adds. */
export function findingView(
  f: Finding & { introducedIn?: string[] },
  n: number,
  changes: ReturnType<typeof catalogChanges>,
) {
  const [before, after] = [printValue(f.before), printValue(f.after)];
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
    // The pointer on a side, when the definition moved and it differs from `pointer`.
    basePointer: differs(f.definition.basePointer, f.definition.pointer),
    revisionPointer: differs(f.definition.revisionPointer, f.definition.pointer),
    before,
    after,
    beforeLine,
    afterLine,
    // Every side present is short: Markdown shows them inline as `before` → `after`.
    inline,
    // The before/after as a unified diff body (`-` before lines, `+` after lines), for Markdown.
    diff: diff.join("\n"),
    diffLines: diff.length,
    affects: f.affects.map((a) => ({ ...a, method: a.method.toUpperCase() })),
    collapsed: f.affects.length > collapseAfter,
    // The HTML operation filter's keys of those operations, space-separated (`op1 op7`), set by reportView. Keys, not
    // operationIds: spec text never has to survive an attribute round trip (HTML normalises CR LF in attribute values).
    ops: "",
    catalog: f.catalogEntry ? { id: f.catalogEntry, text: entry?.text, revision: entry?.revision } : undefined,
    // The reason of the waiver that explains the finding instead of a catalog entry.
    waived: f.waived?.reason,
    handled: f.handledBy && {
      label: f.handledBy.shimmed ? handledLabels.shimmed : handledLabels.manual,
      ...f.handledBy,
    },
    introducedIn: f.introducedIn?.length ? f.introducedIn : undefined,
    operations: operationCount(f),
    members: membersView(f.members),
  };
}

export type FindingView = ReturnType<typeof findingView>;

/**
 * The members of a grouped finding, one line each: a member's `message`, else its `pointer`, else its JSON on one
 * line. Their shape is the engine's; anything that is not an array is ignored.
 */
function membersView(members: unknown): { count: number; shown: string[]; more: number } | undefined {
  if (!Array.isArray(members) || members.length === 0) return undefined;
  const line = (m: unknown): string => {
    const o = (m ?? {}) as { message?: unknown; pointer?: unknown };
    const text = [m, o.message, o.pointer].find((t): t is string => typeof t === "string") ?? printLine(m);
    return clip(text ?? "", 300);
  };
  const shown = members.slice(0, membersShown).map(line);
  return { count: members.length, shown, more: members.length - shown.length };
}

/** `1 finding`, `2 findings`. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Text cut to `max` characters with an ellipsis. */
export const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

type SideLabel = { label: string; file?: string };

/**
 * The labels of a report's two sides: a catalog revision is its id; a spec file is its `info.version` with the file
 * beside it. The file alone when the version is missing or already is the label, and when both sides have the same
 * version (a vendor that does not bump it): then only the files tell the sides apart.
 */
export function sideLabels(
  report: Pick<DiffReport, "from" | "to" | "fromVersion" | "toVersion">,
): [SideLabel, SideLabel] {
  const [a, b] = [report.fromVersion?.trim(), report.toVersion?.trim()];
  const same = a !== undefined && a === b;
  const one = (name: string, v: string | undefined): SideLabel =>
    v && v !== name && !same ? { label: clip(v, labelLength), file: name } : { label: name };
  return [one(report.from, a), one(report.to, b)];
}

/**
 * What a page shows before its findings (ranked): the counts by severity, the rules, the "act on these first" list as
 * the templates show it, and how many more are not safe.
 */
export function overviewView(summary: Partial<Record<Severity, number>>, findings: readonly FindingView[]) {
  const over = overview(findings);
  // Each with its place in the list (`n`) and why it is there; the card's own number stays on its anchor.
  const act = actOn(findings).map(({ n, finding: f }) => ({ ...f, n, reason: rankReason(f), side: rankSide(f) }));
  return {
    summary: severities.map((s) => ({ severity: s, title: titles[s], count: summary[s] ?? 0 })),
    breaking: (summary.breaking ?? 0) > 0,
    rules: over.rules,
    breakingOperations: over.breakingOperations,
    act,
    actMore: findings.filter((f) => f.severity !== "safe").length - act.length,
    handling: handlingOf(findings),
  };
}

/** How many findings a shim handles and how many need a code change (templates' `shims` partial), if any is marked. */
function handlingOf(findings: readonly FindingView[]) {
  const handled = findings.filter((f) => f.handled?.shimmed).length;
  const manual = findings.filter((f) => f.handled && !f.handled.shimmed).length;
  return handled + manual > 0 ? { handled, manual } : undefined;
}

export function reportView(report: DiffReport, ctx: RenderContext) {
  const changes = catalogChanges(ctx.catalog ?? { latest: "", revisions: [] });
  const findings = ranked(report.findings).map((f, i) => findingView(f, i + 1, changes));
  // Safe findings start collapsed when there is anything to act on.
  const unsafe = findings.some((f) => f.severity !== "safe");
  const sections = severities
    .map((severity) => {
      const list = findings.filter((f) => f.severity === severity);
      const rules = new Map<string, FindingView[]>();
      for (const f of list) remember(rules, f.id, () => []).push(f);
      return {
        severity,
        title: titles[severity],
        findings: list,
        groups: [...rules].map(([rule, members], i) => ({
          key: `${severity}-${i + 1}`,
          rule,
          open: severity !== "safe" || !unsafe,
          findings: members,
          operations: new Set(members.flatMap((f) => f.affects.map(operationKey))).size,
        })),
      };
    })
    .filter((s) => s.findings.length > 0);
  // Each operation reached, with how many findings reach it; its filter key is set once they are sorted.
  type Row = { key: string; operationId: string; method: string; path: string; count: number };
  const operations = new Map<string, Row>();
  const reached = findings.map((f) => new Map(f.affects.map((a) => [operationKey(a), a])));
  for (const ops of reached)
    for (const [id, { operationId, method, path }] of ops)
      remember(operations, id, () => ({ key: "", operationId, method, path, count: 0 })).count++;
  const sorted = [...operations.values()].sort(
    (a, b) => cmp(a.operationId, b.operationId) || cmp(operationKey(a), operationKey(b)),
  );
  sorted.forEach((op, i) => (op.key = `op${i + 1}`));
  findings.forEach((f, i) => (f.ops = [...reached[i]!.keys()].map((id) => operations.get(id)!.key).join(" ")));
  const [from, to] = sideLabels(report);
  return {
    banner: ctx.banner,
    from: from.label,
    fromFile: from.file,
    to: to.label,
    toFile: to.file,
    downgrade: report.downgrade === true,
    total: findings.length,
    warnings: warningCounts(report),
    ...overviewView(report.summary, findings),
    findings,
    sections,
    operations: sorted,
    rest: ctx.rest,
  };
}

export type ReportView = ReturnType<typeof reportView>;

/**
 * How many structural slips the loader warned about on each side (the loader's located lines are in the JSON report
 * and on stderr), or undefined when there were none.
 */
export function warningCounts(report: DiffReport): { from: number; to: number } | undefined {
  const from = report.warnings?.from.length ?? 0;
  const to = report.warnings?.to.length ?? 0;
  return from + to > 0 ? { from, to } : undefined;
}
