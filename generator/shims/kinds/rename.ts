/** `rename`: generator/shims/README.md, "The kinds one by one". */
import type { ValuePath } from "../../../templates/runtime/upgrade-ops.js";
import type { CallSite, StepContext } from "../../upgrade/context.js";
import type { Shape } from "../declarations/read.js";
import type { Where } from "../declarations/types.js";
import { deref, lookup, placesAt } from "../../upgrade/tree.js";
import { namesIn, TARGET, type RuntimeInstruction, type TargetKind } from "./kind.js";

export const rename: TargetKind<"rename"> = {
  targeted: true,
  keys: [...TARGET, "at", "from", "to"],
  read: readRenamed,
  paths: renamedPaths,
  compile(ins, site, emit) {
    const at = site.rel(ins.at);
    if (site.direction === "request") emit.request(site.operationId, { op: "rename", at, from: ins.from, to: ins.to });
    else emit.response(site.operationId, { op: "rename", at, from: ins.to, to: ins.from });
  },
  names: (ins) => namesIn(ins.at, ins.from, ins.to),
  upgraded: "rewritten",
  request: renameRequest,
  response: {
    at: (ins) => [...ins.at, ins.from],
    rewrite(ins, change, read, ctx) {
      // The values a listing gives (`Object.values(x)`) stay as they were: the property holds the same under its new
      // name, in the same place among the others (the shim rebuilds the object in the same key order).
      if (read.valueOnly) return;
      if (!ctx.once(read.node)) return;
      if (ctx.renameRead(read, ins.to, ctx.edits(read.node.getSourceFile()))) ctx.rewritten(change.name, read.node);
      else ctx.manual(change.name, read.node);
    },
  },
};

/** The target and the property `from` that becomes `to` (at `at`): of a rename, and of a restructure. */
export function readRenamed(r: Shape, v: Record<string, unknown>, at: Where) {
  return {
    target: r.target(v, at),
    at: r.path(v.at ?? "", [...at, "at"]),
    from: r.name(v.from, [...at, "from"]),
    to: r.name(v.to, [...at, "to"]),
  };
}

export function renamedPaths(ins: { at: ValuePath; from: string; to: string }): [ValuePath, string][] {
  return [
    [[...ins.at, ins.from], "from"],
    [[...ins.at, ins.to], "to"],
  ];
}

/** The property of a request literal renamed (by a `rename`, or a `renameParameter` in `path` or `query`). */
export function renameRequest(op: RuntimeInstruction, site: CallSite, ctx: StepContext): void {
  if (op.op !== "rename") return;
  for (const place of placesAt(site, op.at, ctx, op.change)) {
    const v = deref(place.get());
    if (v.kind === "obj") {
      const hit = lookup(v, op.from, ctx.mayHold);
      if (hit.entry) {
        hit.entry.key = op.to;
        ctx.rewritten(op.change, hit.entry.orig ?? place.site);
      } else if (hit.uncertain) ctx.manual(op.change, hit.uncertain);
    } else if (v.kind === "expr" && ctx.mayHold(v.expr, op.from)) ctx.manual(op.change, v.expr);
  }
}
