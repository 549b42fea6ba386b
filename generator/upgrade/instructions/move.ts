/**
 * `move`: in a request, the value written at `from` is written at `to` instead, with the declared constants beside it
 * (`list_id: x` in the attributes becomes `relationships: { list: { data: { type: "list", id: x } } }`); a value
 * wrapped in place (`profile` into `profile.data.attributes`) keeps its position and its text. The move's `requires`
 * (compiled to `fail when notObject`) must find an object where the value goes: a literal, or a value typed as one.
 * In a response, a read of `from` becomes a read of `to` from the object the move happens in
 * (`e.attributes?.metric_id` becomes `e.relationships?.metric?.data?.id`), optional chaining where the newer schema
 * does not require the property.
 */
import type { ValuePath } from "../../../templates/runtime/upgrade-ops.js";
import { deref, hostOf, lookup, newObject, setAt, walk, type Place } from "../tree.js";
import type { CallSite, StepContext } from "../context.js";
import { accessChain, type Read } from "../reads.js";
import { optionalAlong } from "../schema-paths.js";
import { formatPath, type Declared, type Op } from "./types.js";
import { placesAt } from "./places.js";

export function moveRequest(ins: Op<"move">, site: CallSite, ctx: StepContext): void {
  const step = ctx.declaration(ins.change).description;
  for (const place of placesAt(site, ins.each, ctx, ins.change, step)) {
    const taken = take(place, ins.from as string[], ctx);
    if (taken === "uncertain") {
      ctx.manual(ins.change, place.site, step);
      continue;
    }
    if (taken === undefined) continue;
    // The value's text moves: every name in it must mean the same where it lands (a helper's literal is elsewhere).
    const host = hostOf(place, ins.to as string[], ctx.mayHold) ?? place.site;
    if (!ctx.inScope(taken.value, host)) {
      taken.undo();
      ctx.manual(ins.change, taken.site, step);
      continue;
    }
    const stop = [
      setAt(place, ins.to as string[], taken.value, ctx.mayHold),
      ...(ins.set ?? []).map(([p, v]) => setAt(place, p as string[], { kind: "const", value: v }, ctx.mayHold)),
    ].find((s) => s !== undefined);
    if (stop) {
      taken.undo();
      ctx.manual(ins.change, stop, step);
    } else ctx.rewritten(ins.change, taken.site);
  }
}

/** Takes the value at `path` out of the place (undefined when it is certainly not there). */
function take(place: Place, path: string[], ctx: StepContext) {
  if (path.length === 0) {
    const value = place.get();
    place.set(newObject());
    return { value, site: place.site, undo: () => place.set(value) };
  }
  const holders = walk(place, path.slice(0, -1), ctx.mayHold);
  if (holders.uncertain.length > 0) return "uncertain" as const;
  const holder = holders.places[0];
  if (holder === undefined) return undefined;
  const v = deref(holder.get());
  const key = path[path.length - 1]!;
  if (v.kind === "expr") return ctx.mayHold(v.expr, key) ? ("uncertain" as const) : undefined;
  if (v.kind !== "obj") return undefined;
  const hit = lookup(v, key, ctx.mayHold);
  if (hit.entry === undefined) return hit.uncertain ? ("uncertain" as const) : undefined;
  const entry = hit.entry;
  entry.deleted = true;
  return { value: entry.value, site: entry.orig ?? place.site, undo: () => void (entry.deleted = false) };
}

/** The `requires` of a move: the value there must be an object, or the change's manual step applies. */
export function requireObject(ins: Op<"fail">, site: CallSite, ctx: StepContext): boolean {
  const w = walk(site.args, ins.at ?? [], ctx.mayHold);
  const ok =
    w.uncertain.length === 0 &&
    w.places.length > 0 &&
    w.places.every((p) => {
      const v = deref(p.get());
      return v.kind === "obj" || (v.kind === "expr" && ctx.isObject(v.expr));
    });
  if (!ok) ctx.manual(ins.change, w.places[0]?.site ?? site.call);
  return ok;
}

/** A read of the moved property, rewritten from the object the move happens in. */
export function moveResponse(ins: Declared<"move">, change: string, read: Read, ctx: StepContext): void {
  if (!ctx.once(read.node)) return;
  let shared = 0;
  while (shared < ins.from.length && shared < ins.to.length && sameSeg(ins.from[shared]!, ins.to[shared]!)) shared++;
  const tail = ins.to.slice(shared);
  const chain = accessChain(read, ins.from.length - shared);
  if (chain === undefined || tail.length === 0 || tail.some((s) => typeof s !== "string")) {
    ctx.manual(change, read.node, `read \`${formatPath(ins.to)}\` instead of \`${formatPath(ins.from)}\``);
    return;
  }
  // The first access keeps the code's own `?.` or `.`; the next ones follow the newer schema's required properties.
  const optional = optionalAlong(ctx.step.newModel, ins.target, ins.to);
  let text = `${chain.optional ? "?." : "."}${tail[0] as string}`;
  for (let k = shared + 1; k < ins.to.length; k++) text += `${optional[k - 1] ? "?." : "."}${ins.to[k] as string}`;
  ctx.edits(read.node.getSourceFile()).replace(chain.root.getEnd(), read.node.getEnd(), text);
  ctx.rewritten(change, read.node);
}

const sameSeg = (a: ValuePath[number], b: ValuePath[number]) =>
  typeof a === "string" ? a === b : typeof b !== "string";
