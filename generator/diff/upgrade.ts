/** The upgrade guide: consecutive diffs composed per operation and subject (README.md, "upgrade.ts"). */
import { remember, RunContext } from "../run-context.js";
import { catalogSourceIn } from "../load/catalog-source.js";
import { revisionChain } from "./catalog.js";
import { boundEffect, disjoint, presence, valueChanges, type Change } from "./compare/index.js";
import { renameContext } from "./rules/define.js";
import { buildFindings, compareFindings, summarize } from "./findings.js";
import type { RuleContext } from "./rules/index.js";
import { catalogData, diffSpecsDetailed, type DiffOptions } from "./run.js";
import type { AffectedOperation, Finding, Severity } from "./types.js";
import { compareCodeUnits as cmp } from "../output/order.js";
import { defined } from "../output/defined.js";

export interface UpgradeStep extends Pick<Finding, "id" | "message" | "catalogEntry"> {
  from: string;
  to: string;
  /** The reason of the step finding's waiver. */
  waived?: string;
}

export interface UpgradeChange extends Finding {
  /** The revisions in which the composed steps happened, oldest first. */
  introducedIn: string[];
  /** The consecutive-diff findings this net change composes, oldest first. */
  steps: UpgradeStep[];
}

type Event = { step: { from: string; to: string; index: number }; finding: Finding; change: Change };

type Nets = Map<string, Map<string, Event[]>>;

export interface UpgradeOperation extends Pick<AffectedOperation, "operationId" | "method" | "path"> {
  /** added: new since `from`; removed: gone by `to`; changed: present on both ends. */
  status: "added" | "removed" | "changed";
  changes: UpgradeChange[];
}

export interface UpgradeGuide {
  from: string;
  to: string;
  /** The revisions walked, `from` first: each is compared with the one before it. */
  chain: string[];
  /** Counts of the net changes, each counted once however many operations it reaches. */
  summary: Record<Severity, number>;
  /** Every net change is listed under the operations it reaches: each change the diff records has its site. */
  operations: UpgradeOperation[];
}

export async function upgradeGuide(
  from: string,
  to: string,
  given: Omit<DiffOptions, "catalog"> = {},
): Promise<UpgradeGuide> {
  // The run loads each revision once, however many steps name it.
  const options: DiffOptions = { ...given, load: { ...given.load, run: given.load?.run ?? new RunContext() } };
  const { catalog, data } = catalogData(options.catalogSource ?? catalogSourceIn());
  const chain = revisionChain(catalog, from, to);
  // Per operation (by operationId), per subject: the events in order.
  const nets: Nets = new Map();
  for (let i = 1; i < chain.length; i++) {
    const step = { from: chain[i - 1]!, to: chain[i]!, index: i };
    // Each step diffed once per run (the reports have diffed the consecutive pairs already).
    const { report, changesOf } = await diffSpecsDetailed(step.from, step.to, options);
    const events = report.findings.flatMap((finding) =>
      changesOf.get(finding)!.map((change) => ({ step, finding, change })),
    );
    // Renames first: later steps' subjects use the new names, and so do this step's changes inside the renamed node.
    for (const e of events) if (e.change.kind === "property-renamed") rekey(nets, e.change);
    for (const e of events) {
      if (e.change.kind === "operation-id-changed")
        moveOperation(nets, String(e.change.before), String(e.change.after));
      const op = remember(nets, e.change.site.operationId, () => new Map());
      const key = e.change.kind === "property-renamed" ? renamedSubject(e.change) : e.change.subject;
      remember(op, key, () => []).push(e);
    }
  }
  const context = renameContext(data.renames);
  const merged = new Map<string, UpgradeChange>();
  // The same net change met again under another operation: one change, listing both operations.
  const share = (net: UpgradeChange) => {
    const key = `${net.id}\u0000${net.definition.pointer}\u0000${net.message}\u0000${net.steps.map((x) => x.to).join()}`;
    const shared = remember(merged, key, () => net);
    if (shared !== net)
      for (const a of net.affects)
        if (!shared.affects.some((x) => x.operationId === a.operationId)) shared.affects.push(a);
    return shared;
  };
  let ends: Finding[] | undefined;
  const operations: UpgradeOperation[] = [];
  for (const [operationId, subjects] of nets) {
    // A webhook is listed like an operation (compare/webhooks.ts): added or removed on the way is just that.
    const existence = subjects.get("operation#exists") ?? subjects.get("webhook#exists");
    const added = adds(existence?.[0]);
    const removed = removes(existence?.at(-1));
    if (added && removed) continue;
    const status = added ? "added" : removed ? "removed" : "changed";
    let changes: UpgradeChange[];
    if (removes(existence?.[0]) && adds(existence?.at(-1))) {
      // Removed on the way and added back (a beta's operations withdrawn, then generally available): the steps tell
      // of a gap, not of how the operation that came back differs from the one the client knows. The diff of the two
      // ends does: its findings on the operation are the net effect; with none, the client's calls stand as they are.
      ends ??= (await diffSpecsDetailed(from, to, options)).report.findings;
      changes = ends
        .filter((f) => f.affects.some((a) => a.operationId === operationId))
        .map((f) => share(asChange(f, existence!)));
    } else changes = composed(subjects, status, existence, context).map(share);
    if (!changes.length) continue;
    // Where the operation is at the end (or was, when it is gone): its latest event.
    const latest = [...subjects.values()].flat().reduce((x, y) => (y.step.index > x.step.index ? y : x));
    const { method, path } = latest.change.site;
    operations.push({ operationId, method, path, status, changes: [...new Set(changes)].sort(compareFindings) });
  }
  operations.sort((a, b) => cmp(a.path, b.path) || cmp(a.method, b.method) || cmp(a.operationId, b.operationId));
  return { from, to, chain, summary: summarize([...merged.values()]), operations };
}

/**
 * An operation's net changes from its subjects' events. Things added or removed on the way are just that: their
 * other changes are not part of the net effect. A node restructured on the way (an array that became an object...) is
 * restructured: what happened below it until then belongs to a structure that is gone; what happens below it
 * afterwards is how the new structure evolved.
 */
function composed(
  subjects: Map<string, Event[]>,
  status: UpgradeOperation["status"],
  existence: Event[] | undefined,
  context: RuleContext,
): UpgradeChange[] {
  const gone: string[] = [];
  const replaced: { path: string; index: number }[] = [];
  for (const [key, events] of subjects) {
    const path = pathOf(key);
    if (key.endsWith("#exists")) {
      if (adds(events[0]) !== removes(events.at(-1))) gone.push(path);
    } else if (key.endsWith("#type") && disjoint(events[0]!.change.before, events.at(-1)!.change.after))
      replaced.push({ path, index: events.at(-1)!.step.index });
  }
  const below = (path: string, g: string) => [" ", ".", "[]"].some((sep) => path.startsWith(g + sep));
  const keep = (key: string, events: Event[]): Event[] => {
    const path = pathOf(key);
    if (gone.some((g) => (path === g && !key.endsWith("#exists")) || below(path, g))) return [];
    const cut = Math.max(0, ...replaced.filter((r) => below(path, r.path)).map((r) => r.index));
    return events.filter((e) => e.step.index > cut);
  };
  const lists =
    status === "changed" ? [...subjects].map(([key, v]) => keep(key, v)).filter((v) => v.length) : [existence!];
  return lists.flatMap((events) => {
    const required = subjects.get(pathOf(events[0]!.change.subject) + "#required")?.at(-1)?.change.after;
    return compose(events, context, typeof required === "boolean" ? required : undefined);
  });
}

/* ---------------------------------------------------------------- one subject's events → its net change */

/**
 * Whether an event of an `#exists` subject (an operation, a property, a parameter, a body, a response, a media type, a
 * webhook, a security requirement, a server) adds or removes its thing: every `…-added` kind there adds one and every
 * `…-removed` kind (a property removed with its alternative too) removes one; the others are renames and moves.
 */
const adds = (e: Event | undefined) => e?.change.kind.endsWith("-added") === true;
const removes = (e: Event | undefined) => e?.change.kind.endsWith("-removed") === true;

/**
 * The net effect of one subject's events: nothing, the one step finding, or a composed finding. `requiredAtEnd` is
 * whether the subject is required in the last revision, when a later step changed that: a thing added as required and
 * made optional afterwards is, net, added as optional.
 */
function compose(events: Event[], context: RuleContext, requiredAtEnd?: boolean): UpgradeChange[] {
  const first = events[0]!;
  const last = events.at(-1)!;
  if (first.change.subject.endsWith("#exists")) return composeExistence(events, context, requiredAtEnd);
  if (events.length === 1) return [asChange(first.finding, events)];
  const [before, after] = [first.change.before, last.change.after];
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  // A discriminator's values are an enum's (compare/discriminator.ts).
  if (/#(enum|scopes|discriminator)$/.test(first.change.subject)) return setChanges(events, context);
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
    return refind({ ...first, ...at, args: { ...first.args, required } }, events, context);
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
  for (const what of ["sunset", "opt-in"] as const)
    if (c.kind.startsWith(`${what}-`)) return presence(what, before, after);
  return c.kind;
}

/**
 * An enum's values or a requirement's scopes: the net sets added and removed, each with the steps that added or
 * removed one of its values (a value added in one step says nothing of another removed in the next).
 */
function setChanges(events: Event[], context: RuleContext): UpgradeChange[] {
  const first = events[0]!.change;
  const last = events[events.length - 1]!.change;
  const before = Array.isArray(first.before) ? first.before : [];
  const after = Array.isArray(last.after) ? last.after : [];
  const { added, removed } = valueChanges(before, after);
  const scopes = first.subject.endsWith("#scopes");
  const out: UpgradeChange[] = [];
  const make = (kind: Change["kind"], values: unknown[], steps = events) => {
    const args = { ...last.args, [scopes ? "scopes" : "values"]: values };
    out.push(...refind({ ...last, kind, before: first.before, after: last.after, args }, steps, context));
  };
  const touching = (side: "added" | "removed", values: unknown[]) => {
    const keys = new Set(values.map((v) => JSON.stringify(v)));
    const hit = events.filter(({ change: c }) => {
      const step = valueChanges(Array.isArray(c.before) ? c.before : [], Array.isArray(c.after) ? c.after : []);
      return step[side].some((v) => keys.has(JSON.stringify(v)));
    });
    return hit.length > 0 ? hit : events;
  };
  if (!Array.isArray(first.before) && !scopes) make("enum-added", after);
  else if (!Array.isArray(last.after) && !scopes) make("enum-removed", before);
  else {
    if (added.length) make(scopes ? "security-scope-added" : "enum-value-added", added, touching("added", added));
    if (removed.length)
      make(scopes ? "security-scope-removed" : "enum-value-removed", removed, touching("removed", removed));
  }
  return out;
}

/** Runs the rules again on a composed Change. */
function refind(change: Change, events: Event[], context: RuleContext): UpgradeChange[] {
  return buildFindings([change], context).findings.map((f) => asChange(f, events));
}

function asChange(finding: Finding, events: Event[]): UpgradeChange {
  const steps = events.map(({ step, finding }): UpgradeStep => {
    const { id, message, catalogEntry, waived } = finding;
    return { from: step.from, to: step.to, id, message, ...defined({ catalogEntry, waived: waived?.reason }) };
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

function moveOperation(nets: Nets, from: string, to: string): void {
  const op = nets.get(from);
  if (!op) return;
  nets.delete(from);
  const target = remember(nets, to, () => new Map());
  for (const [k, v] of op) target.set(k, [...v, ...(target.get(k) ?? [])]);
}

/** A subject's path, its aspect left out: `… data.timestamp#exists` → `… data.timestamp`. */
const pathOf = (subject: string) => subject.slice(0, subject.lastIndexOf("#"));

/** `… data.timestamp#exists` → `… data.consent_timestamp#exists`. */
function renamedSubject(c: Change): string {
  const path = pathOf(c.subject);
  const from = String(c.args.from);
  return `${path.slice(0, path.length - from.length)}${String(c.args.to)}${c.subject.slice(path.length)}`;
}

/** After a rename, what was recorded under the old path (and below it) continues under the new one. */
function rekey(nets: Nets, c: Change): void {
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
