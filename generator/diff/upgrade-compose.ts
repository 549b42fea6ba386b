/**
 * The composition rules of the upgrade guide (upgrade.ts walks the consecutive diffs and groups their events per
 * operation and subject; this file turns one subject's events into its net change): added then removed is nothing,
 * renames and moves chain, values go from the first to the last and are judged again by the rules, sets (enum values,
 * scopes) net out value by value. Also the bookkeeping of subjects across renames and operationId changes.
 */
import { boundEffect, valueChanges, type Change } from "./compare/index.js";
import { buildFindings } from "./findings.js";
import { remember } from "../run-context.js";
import type { RuleContext } from "./rules/index.js";
import type { Finding } from "./types.js";

export interface UpgradeStep {
  from: string;
  to: string;
  id: string;
  message: string;
  catalogEntry?: string;
  waived?: string;
}

export interface UpgradeChange extends Finding {
  /** The revisions in which the composed steps happened, oldest first. */
  introducedIn: string[];
  /** The consecutive-diff findings this net change composes, oldest first. */
  steps: UpgradeStep[];
}

export interface Event {
  step: { from: string; to: string; index: number };
  finding: Finding;
  change: Change;
}

export type Nets = Map<string, Map<string, Event[]>>;

/**
 * Whether an event of an `#exists` subject (an operation, a property, a parameter, a body, a response, a media type, a
 * webhook, a security requirement, a server) adds or removes its thing: every `…-added` kind there adds one and every
 * `…-removed` kind (a property removed with its alternative too) removes one; the others are renames and moves.
 */
export const adds = (e: Event | undefined) => e?.change.kind.endsWith("-added") === true;
export const removes = (e: Event | undefined) => e?.change.kind.endsWith("-removed") === true;

/**
 * The net effect of one subject's events: nothing, the one step finding, or a composed finding. `requiredAtEnd` is
 * whether the subject is required in the last revision, when a later step changed that: a thing added as required and
 * made optional afterwards is, net, added as optional.
 */
export function compose(events: Event[], context: RuleContext, requiredAtEnd?: boolean): UpgradeChange[] {
  const first = events[0]!;
  const last = events.at(-1)!;
  if (first.change.subject.endsWith("#exists")) return composeExistence(events, context, requiredAtEnd);
  if (events.length === 1) return [asChange(first.finding, events)];
  const before = first.change.before;
  const after = last.change.after;
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (first.change.subject.endsWith("#enum") || first.change.subject.endsWith("#scopes"))
    return setChanges(events, context);
  const net: Change = {
    ...last.change,
    kind: netKind(last.change, before, after),
    before,
    after,
    base: first.change.base ?? last.change.base,
  };
  if (net.kind === "bound-changed")
    net.args = { ...net.args, effect: boundEffect(net.args.keyword as never, before, after) };
  return refind(net, events, context);
}

/**
 * Added, removed, renamed, moved: added then removed is nothing; added (then renamed) is added under the last name;
 * (renamed then) removed is removed under the first name; renames and moves chain into one, and back is nothing.
 */
function composeExistence(events: Event[], context: RuleContext, requiredAtEnd?: boolean): UpgradeChange[] {
  const first = events[0]!.change;
  const last = events.at(-1)!.change;
  const added = adds(events[0]);
  const removed = removes(events.at(-1));
  if (added && removed) return [];
  const moves = events.filter((e) => e.change.kind === "property-renamed" || e.change.kind === "operation-moved");
  if (added) {
    const z = moves.at(-1)?.change;
    const required = requiredAtEnd ?? first.args.required;
    if (!z && required === first.args.required) return [asChange(events[0]!.finding, events)];
    const at = z ? { definition: z.definition, revision: z.revision } : {};
    const args = { ...first.args, required, ...(z ? { name: z.args.to } : {}) };
    return refind({ ...first, ...at, args }, events, context);
  }
  if (events.length === 1) return [asChange(events[0]!.finding, events)];
  if (removed) {
    const a = moves[0]?.change;
    if (!a) return [asChange(events.at(-1)!.finding, events)];
    return refind({ ...last, base: a.base, definition: a.base ?? last.definition }, events, context);
  }
  if (!moves.length) return events.map((e) => asChange(e.finding, [e])); // removed and added back: both, as they were
  const a = moves[0]!.change;
  const z = moves.at(-1)!.change;
  if (JSON.stringify(a.before) === JSON.stringify(z.after)) return [];
  const confirmed = moves.every((e) => e.finding.args.confirmed !== false);
  const by = moves.map((e) => e.finding.args.confirmedBy).find((x): x is string => typeof x === "string");
  const net: Change = { ...z, before: a.before, base: a.base, args: { ...z.args, from: a.args.from ?? z.args.from } };
  return refind(net, moves, { confirmRename: () => (confirmed && by ? by : undefined) });
}

/** Toggle and presence kinds, recomputed from the net values (deprecated twice is still deprecated...). */
function netKind(c: Change, before: unknown, after: unknown): Change["kind"] {
  const three = (add: Change["kind"], remove: Change["kind"], change: Change["kind"]) =>
    before === undefined ? add : after === undefined ? remove : change;
  if (c.kind.startsWith("sunset-")) return three("sunset-added", "sunset-removed", "sunset-changed");
  if (c.kind.startsWith("opt-in-")) return three("opt-in-added", "opt-in-removed", "opt-in-changed");
  return c.kind;
}

/** An enum's values or a requirement's scopes: the net sets added and removed. */
function setChanges(events: Event[], context: RuleContext): UpgradeChange[] {
  const first = events[0]!.change;
  const last = events[events.length - 1]!.change;
  const before = Array.isArray(first.before) ? first.before : [];
  const after = Array.isArray(last.after) ? last.after : [];
  const { added, removed } = valueChanges(before, after);
  const scopes = first.subject.endsWith("#scopes");
  const out: UpgradeChange[] = [];
  const make = (kind: Change["kind"], values: unknown[]) => {
    const args = { ...last.args, [scopes ? "scopes" : "values"]: values };
    out.push(...refind({ ...last, kind, before: first.before, after: last.after, args }, events, context));
  };
  if (!Array.isArray(first.before) && !scopes) make("enum-added", after);
  else if (!Array.isArray(last.after) && !scopes) make("enum-removed", before);
  else {
    if (added.length) make(scopes ? "security-scope-added" : "enum-value-added", added);
    if (removed.length) make(scopes ? "security-scope-removed" : "enum-value-removed", removed);
  }
  return out;
}

/** Runs the rules again on a composed Change. */
function refind(change: Change, events: Event[], context: RuleContext): UpgradeChange[] {
  return buildFindings({ changes: [change], context }).findings.map((f) => asChange(f, events));
}

function asChange(finding: Finding, events: Event[]): UpgradeChange {
  const steps = events.map((e) => {
    const s: UpgradeStep = { from: e.step.from, to: e.step.to, id: e.finding.id, message: e.finding.message };
    if (e.finding.catalogEntry) s.catalogEntry = e.finding.catalogEntry;
    if (e.finding.waived) s.waived = e.finding.waived.reason;
    return s;
  });
  const site = events[events.length - 1]!.change.site;
  const affected = finding.affects.find((a) => a.operationId === site.operationId) ?? finding.affects[0];
  const change: UpgradeChange = {
    ...finding,
    affects: affected ? [affected] : [],
    introducedIn: [...new Set(steps.map((s) => s.to))],
    steps,
  };
  const entries = [...new Set(steps.map((s) => s.catalogEntry).filter((x): x is string => x !== undefined))];
  if (entries.length === 1 && !change.catalogEntry) change.catalogEntry = entries[0];
  return change;
}

export function moveOperation(nets: Nets, from: string, to: string): void {
  const op = nets.get(from);
  if (!op || from === to) return;
  nets.delete(from);
  const target = remember(nets, to, () => new Map());
  for (const [k, v] of op) target.set(k, [...v, ...(target.get(k) ?? [])]);
}

/** A subject's path, its aspect left out: `… data.timestamp#exists` → `… data.timestamp`. */
export const pathOf = (subject: string) => subject.slice(0, subject.lastIndexOf("#"));

/** `… data.timestamp#exists` → `… data.consent_timestamp#exists`. */
export function renamedSubject(c: Change): string {
  const path = pathOf(c.subject);
  const from = String(c.args.from);
  return `${path.slice(0, path.length - from.length)}${String(c.args.to)}${c.subject.slice(path.length)}`;
}

/** After a rename, what was recorded under the old path (and below it) continues under the new one. */
export function rekey(nets: Nets, c: Change): void {
  const op = nets.get(c.site.operationId);
  if (!op) return;
  const oldPath = pathOf(c.subject);
  const newPath = pathOf(renamedSubject(c));
  for (const [key, events] of [...op]) {
    const path = pathOf(key);
    if (path !== oldPath && !path.startsWith(`${oldPath}.`) && !path.startsWith(`${oldPath}[]`)) continue;
    op.delete(key);
    op.set(newPath + key.slice(oldPath.length), events);
  }
}
