/** From Changes to Findings, grouped by meaning, mass changes summarised (README.md, "findings.ts"). */
import type { SourceLocation } from "../load/index.js";
import type { Change } from "./compare/index.js";
import { remember } from "../run-context.js";
import { render, rules, type Args, type Rule, type RuleContext } from "./rules/index.js";
import type { AffectedOperation, Finding, FindingMember, Severity } from "./types.js";
import { compareCodeUnits as compare } from "../output/order.js";
import { defined } from "../output/defined.js";
import { codeSpan as code } from "../output/code-span.js";

export interface Findings {
  findings: Finding[];
  /** The Changes each finding groups (one per usage site), for the upgrade guide. */
  changesOf: Map<Finding, Change[]>;
  /** Changes no rule claimed; the registry test keeps this empty for our specs and GitHub's. */
  unmatched: Change[];
}

const SEVERITY_ORDER: Record<Severity, number> = { breaking: 0, dangerous: 1, safe: 2 };

/** How many findings of one `mass` rule on resources make a mass change ("tens of properties" in one pair). */
export const MASS_CHANGE = 10;

interface Group {
  rule: Rule;
  finding: Finding;
  changes: Change[];
  /** The operations it affects, each listed once per place (siteKey). */
  sites: Map<string, AffectedOperation>;
  messages: Set<string>;
}

/** Where a pointer is in each side's file, when the findings say it (definition.base and .revision). */
type Locate = Partial<Record<"base" | "revision", (pointer: string) => SourceLocation | undefined>>;

export function buildFindings(changes: Change[], ruleContext: RuleContext, locate: Locate = {}): Findings {
  const groups = new Map<string, Group>();
  const unmatched: Change[] = [];
  const claim = (change: Change): { rule: Rule; args: Args } | undefined => {
    for (const r of rules) {
      const args = r.match(change, context);
      if (args) return { rule: r, args };
    }
    return undefined;
  };
  const context: RuleContext = { ...ruleContext, claim };
  for (const change of changes) {
    const { rule, args } = claim(change) ?? {};
    if (!rule || !args) {
      unmatched.push(change);
      continue;
    }
    const message = render(rule.message, args);
    const group = remember(groups, `${rule.id}\u0000${change.meaning.key}`, () => ({
      rule,
      finding: newFinding(rule, message, args, change, locate),
      changes: [],
      sites: new Map(),
      messages: new Set<string>(),
    }));
    group.changes.push(change);
    group.messages.add(message);
    // A change's site is the operation it affects (compare/types.ts).
    remember(group.sites, siteKey(change.site), () => ({ ...change.site }));
  }
  for (const group of groups.values()) {
    group.finding.affects = [...group.sites.values()].sort(byOperation);
    if (group.messages.size > 1) relabel(group);
  }
  const changesOf = new Map<Finding, Change[]>();
  for (const list of massChanges([...groups.values()])) {
    changesOf.set(
      list.length === 1 ? list[0]!.finding : summary(list),
      list.flatMap((g) => g.changes),
    );
  }
  const findings = [...changesOf.keys()].sort(compareFindings);
  return { findings, changesOf, unmatched };
}

/** One operation, response status and media type: a place a finding is listed once. */
function siteKey(at: { operationId: string; status?: string; mediaType?: string }): string {
  return `${at.operationId}\u0000${at.status ?? ""}\u0000${at.mediaType ?? ""}`;
}

function byOperation(a: AffectedOperation, b: AffectedOperation): number {
  return (
    compare(a.operationId, b.operationId) ||
    compare(a.status ?? "", b.status ?? "") ||
    compare(a.mediaType ?? "", b.mediaType ?? "")
  );
}

/**
 * A group whose Changes read differently (the same resource property reached through differently named schemas,
 * or inlined per operation) is named after its resource, the one name they share; otherwise the first reading
 * stays (it names one of the places; `affects` lists them all).
 */
function relabel(group: Group): void {
  const { finding, rule } = group;
  const owner = finding.subject!.owner;
  if (!owner.startsWith("resource ")) return;
  finding.args = { ...finding.args, schema: owner, property: finding.subject!.path || "(root)", context: "" };
  finding.message = render(rule.message, finding.args);
}

/**
 * The groups, those of a `mass` rule put together per resource when the rule has MASS_CHANGE or more findings on
 * resources in the pair (a resource with one such finding keeps it as it is).
 */
function massChanges(groups: Group[]): Group[][] {
  const byRule = new Map<string, Map<string, Group[]>>();
  const out: Group[][] = [];
  for (const g of groups) {
    const owner = g.finding.subject!.owner;
    if (!g.rule.mass || !owner.startsWith("resource ")) {
      out.push([g]);
      continue;
    }
    const byResource = remember(byRule, g.rule.id, () => new Map<string, Group[]>());
    remember(byResource, owner, () => []).push(g);
  }
  for (const byResource of byRule.values()) {
    const lists = [...byResource.values()];
    const mass = lists.reduce((n, l) => n + l.length, 0) >= MASS_CHANGE;
    for (const list of lists) out.push(...(mass && list.length > 1 ? [list] : list.map((g) => [g])));
  }
  return out;
}

/** One finding for a mass change: the rule's, with every member and every operation they reach. */
function summary(list: Group[]): Finding {
  const members = list.map((g) => g.finding).sort((a, b) => compare(a.subject!.path, b.subject!.path));
  const first = members[0]!;
  const rule = list[0]!.rule;
  const resource = first.subject!.owner.slice("resource ".length);
  const paths = members.map((m) => m.subject!.path);
  const shown = paths.slice(0, 3).map((p) => code(p));
  const more = paths.length > 3 ? ` and ${paths.length - 3} more` : "";
  const affects = new Map<string, AffectedOperation>();
  for (const m of members) for (const a of m.affects) affects.set(siteKey(a), a);
  const what = rule.id.replace(/-/g, " ");
  return {
    ...ruleTexts(
      rule,
      `Mass change to the ${code(resource)} resource, ${paths.length} properties (${shown.join(", ")}${more}): ${what}.`,
    ),
    definition: first.definition,
    subject: { owner: first.subject!.owner, path: "" },
    affects: [...affects.values()].sort(byOperation),
    members: members.map(member),
    args: { schema: resource, count: paths.length, properties: paths },
  };
}

/** A finding's first fields: the rule's, around its message (in the order the JSON report writes them). */
function ruleTexts({ id, severity, direction, why, hint }: Rule, message: string) {
  return { id, severity, direction, message, why, hint };
}

function member(f: Finding): FindingMember {
  const { message, subject, definition, affects, args, before, after } = f;
  return { message, subject: subject!, definition, affects, args, ...defined({ before, after }) };
}

export function compareFindings(a: Finding, b: Finding): number {
  return (
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
    compare(a.id, b.id) ||
    compare(a.definition.pointer, b.definition.pointer) ||
    compare(a.message, b.message)
  );
}

export function summarize(findings: Finding[]): Record<Severity, number> {
  const summary: Record<Severity, number> = { breaking: 0, dangerous: 0, safe: 0 };
  for (const f of findings) summary[f.severity]++;
  return summary;
}

function newFinding(rule: Rule, message: string, args: Args, change: Change, locate: Locate): Finding {
  const { base, revision } = change;
  return {
    ...ruleTexts(rule, message),
    definition: {
      pointer: change.definition,
      ...defined({
        basePointer: base,
        base: base === undefined ? undefined : locate.base?.(base),
        revisionPointer: revision,
        revision: revision === undefined ? undefined : locate.revision?.(revision),
      }),
    },
    subject: { owner: change.meaning.owner, path: change.meaning.path },
    affects: [],
    args,
    ...defined({
      before: change.before,
      after: change.after,
      catalogEntry: typeof args.confirmedBy === "string" ? args.confirmedBy : undefined,
    }),
  };
}
