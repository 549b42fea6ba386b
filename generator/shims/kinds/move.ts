/** `move`: generator/shims/README.md, "The kinds one by one". */
import type { JsonValue, ValuePath } from "../../../templates/runtime/upgrade-ops.js";
import type { CallSite, StepContext } from "../../upgrade/context.js";
import { deref, hostOf, lookup, newObject, placesAt, setAt, walk, type Place } from "../../upgrade/tree.js";
import { CompileError } from "../compile.js";
import { formatPath, sharedLength, splitShared, startsWithPath } from "../paths.js";
import { optionalAlong } from "../schemas.js";
import { namesIn, TARGET, touches, type RuntimeInstruction, type TargetKind } from "./kind.js";

export const move: TargetKind<"move"> = {
  targeted: true,
  aliases: true,
  keys: [...TARGET, "from", "to", "set", "requires"],
  read(r, v, at) {
    const constants = v.set === undefined ? {} : r.obj(v.set, [...at, "set"], "set");
    const set = Object.entries(constants).map(([key, value]): [ValuePath, JsonValue] => [
      r.path(key, [...at, "set", key]),
      value as JsonValue,
    ]);
    return {
      target: r.target(v, at),
      from: r.path(v.from, [...at, "from"]),
      to: r.path(v.to, [...at, "to"]),
      set,
      ...(v.requires !== undefined && { requires: r.path(v.requires, [...at, "requires"]) }),
    };
  },
  paths: (ins) => [
    [ins.from, "from"],
    [ins.to, "to"],
    ...ins.set.map(([p]): [ValuePath, string] => [p, "set"]),
    ...(ins.requires === undefined ? [] : [[ins.requires, "requires"] as [ValuePath, string]]),
  ],
  compile(ins, { operationId, direction, rel }, emit) {
    const name = emit.change.name;
    const split = splitShared(rel(ins.from), rel(ins.to));
    if (split === undefined) throw new CompileError(`${name}: a move must stay inside the array elements it starts in`);
    const relSet = ins.set.map(([p, v]) => {
      if (!startsWithPath(rel(p), split.each))
        throw new CompileError(`${name}: set ${formatPath(p)} is outside the array elements the move happens in`);
      return [rel(p).slice(split.each.length), v] as const;
    });
    const constants = relSet.length > 0 ? relSet : undefined;
    if (direction === "request") {
      if (ins.requires !== undefined)
        emit.request(operationId, { op: "fail", when: "notObject", at: rel(ins.requires) });
      const { each, from, to } = split;
      emit.request(operationId, { op: "move", each, from, to, ...(constants && { set: constants }) });
    } else {
      const { each, to: from, from: to } = split;
      emit.response(operationId, { op: "move", each, from, to, ...(constants && { unset: constants }), prune: true });
    }
  },
  coverage(ins, site) {
    const named = [ins.from, ins.to, ...ins.set.map(([q]) => q)];
    const params = named.filter((p) => site.body(p) === undefined).map((p) => String(p[1]));
    return [touches(site, named.map(site.body), params)];
  },
  names: (ins) => namesIn(ins.from, ins.to),
  upgraded: "rewritten",
  request(op, site, ctx) {
    if (op.op === "fail") requireObject(op, site, ctx);
    else if (op.op === "move") for (const place of placesAt(site, op.each, ctx, op.change)) moveAt(op, place, ctx);
  },
  response: {
    at: (ins) => ins.from,
    rewrite(ins, change, read, ctx) {
      if (!ctx.once(read.node)) return;
      const shared = sharedLength(ins.from, ins.to);
      const tail = ins.to.slice(shared);
      const chain = ctx.accessChain(read, ins.from.slice(shared));
      if (chain === undefined || tail.length === 0 || tail.some((s) => typeof s !== "string")) {
        ctx.manual(change.name, read.node, `read \`${formatPath(ins.to)}\` instead of \`${formatPath(ins.from)}\``);
        return;
      }
      // The first access keeps the code's own `?.` or `.`; the next ones follow the newer schema's required properties.
      const optional = optionalAlong(ctx.step.newModel, ins.target, ins.to);
      let text = `${chain.optional ? "?." : "."}${tail[0] as string}`;
      for (let k = shared + 1; k < ins.to.length; k++) text += `${optional[k - 1] ? "?." : "."}${ins.to[k] as string}`;
      ctx.edits(read.node.getSourceFile()).replace(chain.root.getEnd(), read.node.getEnd(), text);
      ctx.rewritten(change.name, read.node);
    },
  },
};

/** The value at `from` of one place moved to `to`, with the constants beside it, or a manual step. */
function moveAt(op: Extract<RuntimeInstruction, { op: "move" }>, place: Place, ctx: StepContext): void {
  const taken = take(place, op.from as string[], ctx);
  if (taken === "uncertain") return ctx.manual(op.change, place.site);
  if (taken === undefined) return;
  // The value's text moves: every name in it must mean the same where it lands (a helper's literal is elsewhere).
  const host = hostOf(place, op.to as string[], ctx.mayHold) ?? place.site;
  if (!ctx.inScope(taken.value, host)) {
    taken.undo();
    return ctx.manual(op.change, taken.site);
  }
  const stop = [
    setAt(place, op.to as string[], taken.value, ctx.mayHold),
    ...(op.set ?? []).map(([p, v]) => setAt(place, p as string[], { kind: "const", value: v }, ctx.mayHold)),
  ].find((s) => s !== undefined);
  if (stop) {
    taken.undo();
    ctx.manual(op.change, stop);
  } else ctx.rewritten(op.change, taken.site);
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
function requireObject(op: Extract<RuntimeInstruction, { op: "fail" }>, site: CallSite, ctx: StepContext) {
  const w = walk(site.args, op.at ?? [], ctx.mayHold);
  const ok =
    w.uncertain.length === 0 &&
    w.places.length > 0 &&
    w.places.every((p) => {
      const v = deref(p.get());
      return v.kind === "obj" || (v.kind === "expr" && ctx.isObject(v.expr));
    });
  if (!ok) ctx.manual(op.change, w.places[0]?.site ?? site.call);
}
