/**
 * From Changes to Findings: each Change is claimed by the first rule of the registry that matches it, and the
 * Changes a rule claims are grouped into ONE finding per changed definition (rule id + definition pointer on each
 * side + rendered sentence), whose `affects` lists every operation that reaches it. This is the part oasdiff does
 * not do: a change to a shared component is one finding, not one per operation (docs/architecture.md, "Learned
 * from oasdiff").
 */
import type { SourceLocation } from "../load/index.js";
import type { Change } from "./compare/index.js";
import { render, rules as registry, type Args, type Rule, type RuleContext } from "./rules/index.js";
import type { AffectedOperation, Finding, Severity } from "./types.js";

export interface FindingsInput {
  changes: Change[];
  context: RuleContext;
  locateBase?: (pointer: string) => SourceLocation | undefined;
  locateRevision?: (pointer: string) => SourceLocation | undefined;
  rules?: readonly Rule[];
}

export interface Findings {
  findings: Finding[];
  /** The Changes each finding groups (one per usage site), for the upgrade guide. */
  changesOf: Map<Finding, Change[]>;
  /** Changes no rule claimed; the registry test keeps this empty for our specs and GitHub's. */
  unmatched: Change[];
}

export const SEVERITY_ORDER: Record<Severity, number> = { breaking: 0, dangerous: 1, safe: 2 };

export function buildFindings(input: FindingsInput): Findings {
  const rules = input.rules ?? registry;
  const groups = new Map<string, { finding: Finding; changes: Change[]; sites: Set<string> }>();
  const unmatched: Change[] = [];
  for (const change of input.changes) {
    let rule: Rule | undefined;
    let args: Args | undefined;
    for (const r of rules) {
      args = r.match(change, input.context);
      if (args) {
        rule = r;
        break;
      }
    }
    if (!rule || !args) {
      unmatched.push(change);
      continue;
    }
    const message = render(rule.message, args);
    const key = [rule.id, change.definition, change.base ?? "", change.revision ?? "", message].join("\u0000");
    let group = groups.get(key);
    if (!group) {
      group = { finding: newFinding(rule, message, args, change, input), changes: [], sites: new Set() };
      groups.set(key, group);
    }
    group.changes.push(change);
    const site = change.site;
    const siteKey = `${site.operationId}\u0000${site.status ?? ""}\u0000${site.mediaType ?? ""}`;
    if (!group.sites.has(siteKey)) {
      group.sites.add(siteKey);
      const affected: AffectedOperation = {
        operationId: site.operationId,
        method: site.method,
        path: site.path,
        pointer: site.pointer,
      };
      if (site.status !== undefined) affected.status = site.status;
      if (site.mediaType !== undefined) affected.mediaType = site.mediaType;
      group.finding.affects.push(affected);
    }
  }
  const changesOf = new Map<Finding, Change[]>();
  for (const { finding, changes } of groups.values()) {
    finding.affects.sort(
      (a, b) =>
        a.operationId.localeCompare(b.operationId) ||
        (a.status ?? "").localeCompare(b.status ?? "") ||
        (a.mediaType ?? "").localeCompare(b.mediaType ?? ""),
    );
    changesOf.set(finding, changes);
  }
  const findings = [...changesOf.keys()].sort(compareFindings);
  return { findings, changesOf, unmatched };
}

export function compareFindings(a: Finding, b: Finding): number {
  return (
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
    a.id.localeCompare(b.id) ||
    a.definition.pointer.localeCompare(b.definition.pointer) ||
    a.message.localeCompare(b.message)
  );
}

export function summarize(findings: Finding[]): Record<Severity, number> {
  const summary: Record<Severity, number> = { breaking: 0, dangerous: 0, safe: 0 };
  for (const f of findings) summary[f.severity]++;
  return summary;
}

function newFinding(rule: Rule, message: string, args: Args, change: Change, input: FindingsInput): Finding {
  const definition: Finding["definition"] = { pointer: change.definition };
  if (change.base !== undefined) {
    definition.basePointer = change.base;
    const at = input.locateBase?.(change.base);
    if (at) definition.base = at;
  }
  if (change.revision !== undefined) {
    definition.revisionPointer = change.revision;
    const at = input.locateRevision?.(change.revision);
    if (at) definition.revision = at;
  }
  const finding: Finding = {
    id: rule.id,
    severity: rule.severity,
    direction: rule.direction,
    message,
    why: rule.why,
    hint: rule.hint,
    definition,
    affects: [],
    args,
  };
  if (change.before !== undefined) finding.before = change.before;
  if (change.after !== undefined) finding.after = change.after;
  if (typeof args.confirmedBy === "string") finding.catalogEntry = args.confirmedBy;
  return finding;
}
