/** Paths over the shapes of shape.ts, certain or uncertain (generator/upgrade/README.md). */
import type { ts as TS } from "ts-morph";
import type { ValuePath } from "../../templates/runtime/upgrade-ops.js";
import type { CallSite, StepContext } from "./context.js";
import type { Entry, ObjNode, Slot, VNode } from "./shape.js";

export interface Place {
  get(): VNode;
  set(value: VNode): void;
  /** Removes the property (undefined for an array element or the arguments themselves). */
  remove?(): void;
  /** Where a manual comment about this place goes. */
  site: TS.Node;
}

/** Says whether an opaque value may hold a property (from its type): undefined `key` asks about array elements. */
export type MayHold = (expr: TS.Expression, key: string | undefined) => boolean;

/** The value itself: a followed origin when it may be edited, else the expression that uses it. */
export function deref(v: VNode): Exclude<VNode, { kind: "ref" }> {
  if (v.kind !== "ref") return v;
  return v.origin.valid ? deref(v.origin.node) : { kind: "expr", expr: v.expr };
}

function entryPlace(entry: Entry, site: TS.Node): Place {
  return {
    get: () => entry.value,
    set: (value) => {
      entry.value = value;
      entry.deleted = false;
    },
    remove: () => void (entry.deleted = true),
    site: entry.orig ?? site,
  };
}

export function slotPlace(slot: Slot, site: TS.Node): Place {
  return { get: () => slot.value, set: (value) => void (slot.value = value), site: slot.orig ?? site };
}

/** The live entry `key` of an object, looking into spreads of followed literals; else what may hold it, if any. */
export function lookup(obj: ObjNode, key: string, mayHold: MayHold): { entry?: Entry; uncertain?: TS.Node } {
  const entry = [...obj.entries].reverse().find((e) => e.key === key && !e.deleted);
  if (entry) return { entry };
  for (const s of obj.spreads) {
    const v = deref(s);
    if (v.kind === "obj") {
      const hit = lookup(v, key, mayHold);
      if (hit.entry || hit.uncertain) return hit;
    } else if (v.kind === "expr" && mayHold(v.expr, key)) return { uncertain: v.expr };
  }
  if (obj.unknown.length > 0) return { uncertain: obj.unknown[0] };
  return {};
}

/**
 * Every place at `path` below `start` that holds a value, and the opaque values that may hold it (where the walk
 * could not see whether the path goes on).
 */
export function walk(start: Place, path: ValuePath, mayHold: MayHold) {
  const out = { places: [] as Place[], uncertain: [] as TS.Node[] };
  const step = (place: Place, i: number): void => {
    if (i === path.length) return void out.places.push(place);
    const v = deref(place.get());
    const seg = path[i]!;
    if (typeof seg === "string") {
      if (v.kind === "obj") {
        const hit = lookup(v, seg, mayHold);
        if (hit.uncertain) out.uncertain.push(hit.uncertain);
        if (hit.entry) step(entryPlace(hit.entry, place.site), i + 1);
      } else if (v.kind === "expr" && mayHold(v.expr, seg)) out.uncertain.push(v.expr);
      return;
    }
    if (v.kind === "arr") {
      if (v.open) out.uncertain.push((v.lit ?? v.mapped)!);
      for (const slot of v.items) step(slotPlace(slot, place.site), i + 1);
    } else if (v.kind === "expr" && mayHold(v.expr, undefined)) out.uncertain.push(v.expr);
  };
  step(start, 0);
  return out;
}

/**
 * Writes `value` at `path` (property names only) below `start`, creating the objects on the way, like the runtime's
 * setIn. Returns the node that stops it (a value that is not an object literal) when it cannot.
 */
export function setAt(start: Place, path: readonly string[], value: VNode, mayHold: MayHold): TS.Node | undefined {
  if (path.length === 0) {
    start.set(value);
    return;
  }
  let v = deref(start.get());
  if (v.kind === "expr") return v.expr;
  if (v.kind === "arr") return v.lit ?? start.site;
  if (v.kind === "const") {
    v = newObject();
    start.set(v);
  }
  const [key, ...rest] = path as [string, ...string[]];
  const hit = lookup(v, key, mayHold);
  if (hit.uncertain) return hit.uncertain;
  let entry = hit.entry;
  if (entry === undefined) {
    // A property removed earlier (by the move that empties it) comes back where it was written.
    entry = v.entries.find((e) => e.key === key && e.deleted);
    if (entry === undefined) v.entries.push((entry = { key, value: newObject() }));
    entry.deleted = false;
    if (rest.length > 0) entry.value = newObject();
  }
  return setAt(entryPlace(entry, start.site), rest, value, mayHold);
}

export const newObject = (): ObjNode => ({ kind: "obj", entries: [], spreads: [], unknown: [] });

/** The JSON a shape certainly is (literals all the way down), or undefined; `literal` is StepContext's (it says why). */
export function constantOf(v: VNode, literal: (expr: TS.Expression) => unknown): unknown {
  const d = deref(v);
  if (d.kind === "const") return d.value;
  if (d.kind === "expr") return literal(d.expr);
  if (d.kind === "arr" && !d.open && !d.mapped) {
    const items = d.items.map((s) => constantOf(s.value, literal));
    return items.includes(undefined) ? undefined : items;
  }
  if (d.kind !== "obj" || d.spreads.length > 0 || d.unknown.length > 0) return undefined;
  const out: Record<string, unknown> = {};
  for (const e of d.entries) {
    if (e.deleted) continue;
    const c = constantOf(e.value, literal);
    if (c === undefined) return undefined;
    out[e.key] = c;
  }
  return out;
}

/** The literal that new properties along `path` below `start` land in: the deepest written object on the way. */
export function hostOf(start: Place, path: readonly string[], mayHold: MayHold): TS.Node | undefined {
  let v = deref(start.get());
  let host: TS.Node | undefined = v.kind === "obj" ? v.lit : undefined;
  for (const key of path) {
    if (v.kind !== "obj") break;
    const entry = lookup(v, key, mayHold).entry;
    if (entry === undefined) break;
    v = deref(entry.value);
    if (v.kind === "obj" && v.lit) host = v.lit;
  }
  return host;
}

/**
 * Where an instruction applies in a call's arguments: the places `path` reaches. A place the checker cannot see into
 * (a spread, a parameter, a value built elsewhere) is a manual step at once, with `step` as its text (by default the
 * change's description); only the places that are certainly there come back to be rewritten.
 */
export function placesAt(site: CallSite, path: ValuePath, ctx: StepContext, change: string, step?: string): Place[] {
  const w = walk(site.args, path, ctx.mayHold);
  for (const u of w.uncertain) ctx.manual(change, u, step);
  return w.places;
}
