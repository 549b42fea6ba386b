/**
 * The upgrade guide: what changes for a client moving from one revision to a later one, far apart or not
 * (docs/architecture.md, "Learned from Stripe and stripe-node": for a pinned client, every revision between it and the
 * target, in order, with the net effect). It walks the catalog's chain of consecutive pairs (revisionChain), diffs each
 * pair, and composes the findings per operation and per changed thing (the Change `subject`, which is stable across
 * revisions: a logical path through the operation plus the aspect that changed):
 *   - a property added then removed is nothing; removed then added back is both steps, as they were;
 *   - renamed twice (a → b → c) is one rename a → c, and renamed back is nothing; what happens to a property after a
 *     rename is followed under its new name;
 *   - a value changed several times (a type, a bound, an enum, a deprecation, a pagination style...) is one change
 *     from the first value to the last, judged again by the rules; back to where it was is nothing;
 *   - an operation added on the way is just "added" (its later changes are part of what the client discovers), one
 *     removed on the way is just "removed"; likewise for a property, a parameter, a response... added on the way
 *     (with the requiredness it ends with);
 *   - a node restructured on the way (an array that became an object) keeps only what happened below it after the
 *     restructuring: what happened before belongs to a structure that is gone.
 * The result has the shape the renderers read (generator/report/guide-types.ts): each net change is a Finding with
 * the revisions it happened in (`introducedIn`) and the step findings it composes (`steps`), listed under every
 * operation it affects.
 */
import { loadSpec } from "../load/index.js";
import { remember, RunContext } from "../run-context.js";
import { catalogSourceIn } from "../load/catalog-source.js";
import { revisionChain } from "./catalog.js";
import { disjoint } from "./compare/index.js";
import { renameContext } from "./confirm.js";
import { compareFindings, summarize } from "./findings.js";
import { catalogData, diffLoaded, type DiffOptions } from "./run.js";
import type { Severity } from "./types.js";
import {
  adds,
  compose,
  moveOperation,
  pathOf,
  rekey,
  removes,
  renamedSubject,
  type Event,
  type Nets,
  type UpgradeChange,
} from "./upgrade-compose.js";
import { compareCodeUnits as cmp } from "../output/order.js";

export type { UpgradeChange } from "./upgrade-compose.js";

export interface UpgradeOperation {
  operationId: string;
  method: string;
  path: string;
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

export async function upgradeGuide(from: string, to: string, given: DiffOptions = {}): Promise<UpgradeGuide> {
  // The run loads each revision once, however many steps name it.
  const options: DiffOptions = { ...given, load: { ...given.load, run: given.load?.run ?? new RunContext() } };
  const source = options.catalogSource ?? catalogSourceIn();
  const { catalog, data } = catalogData(source, options.load?.run);
  const chain = revisionChain(catalog, from, to);
  const load = (id: string) => loadSpec(source.specFile(id), options.load);
  // Per operation (by operationId), per subject: the events in order.
  const nets: Nets = new Map();
  for (let i = 1; i < chain.length; i++) {
    const step = { from: chain[i - 1]!, to: chain[i]!, index: i };
    const [b, r] = await Promise.all([load(step.from), load(step.to)]);
    // Each step diffed once per run (the reports have diffed the consecutive pairs already).
    const revisions = { from: step.from, to: step.to };
    const { report, changesOf } = diffLoaded(b, r, { ...options, ...revisions, revisions });
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
  const operations: UpgradeOperation[] = [];
  for (const [operationId, subjects] of nets) {
    // A webhook is listed like an operation (compare/webhooks.ts): added or removed on the way is just that.
    const existence = subjects.get("operation#exists") ?? subjects.get("webhook#exists");
    const added = adds(existence?.[0]);
    const removed = removes(existence?.at(-1));
    if (added && removed) continue;
    const status = added ? "added" : removed ? "removed" : "changed";
    // Things added or removed on the way are just that: their other changes are not part of the net effect. A node
    // restructured on the way (an array that became an object...) is restructured: what happened below it until then
    // belongs to a structure that is gone; what happens below it afterwards is how the new structure evolved.
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
    const changes: UpgradeChange[] = [];
    for (const events of lists) {
      const subject = events[0]!.change.subject;
      const required = subjects.get(pathOf(subject) + "#required")?.at(-1)?.change.after;
      for (const net of compose(events, context, typeof required === "boolean" ? required : undefined)) {
        const key = `${net.id}\u0000${net.definition.pointer}\u0000${net.message}\u0000${net.steps.map((x) => x.to).join()}`;
        // The same net change met again under another operation: one change, listing both operations.
        const shared = remember(merged, key, () => net);
        if (shared !== net)
          for (const a of net.affects)
            if (!shared.affects.some((x) => x.operationId === a.operationId)) shared.affects.push(a);
        changes.push(shared);
      }
    }
    if (!changes.length) continue;
    // Where the operation is at the end (or was, when it is gone): its latest event.
    const latest = [...subjects.values()].flat().reduce((x, y) => (y.step.index > x.step.index ? y : x));
    const site = latest.change.site;
    operations.push({
      operationId,
      method: site.method,
      path: site.path,
      status,
      changes: [...new Set(changes)].sort(compareFindings),
    });
  }
  operations.sort((a, b) => cmp(a.path, b.path) || cmp(a.method, b.method) || cmp(a.operationId, b.operationId));
  return { from, to, chain, summary: summarize([...merged.values()]), operations };
}
