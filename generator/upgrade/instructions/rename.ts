/**
 * `rename` (and `renameParameter`, compiled to a rename inside the `path` or `query` argument): in a request, the
 * property of the literal gets its new name (a shorthand `{ list_id }` becomes `{ id: list_id }`); in a response, the
 * code reads the new name (`x.timestamp` becomes `x.consent_timestamp`, `{ timestamp }` becomes
 * `{ consent_timestamp: timestamp }`).
 */
import type { CallSite, StepContext } from "../context.js";
import { renameRead, type Read } from "../reads.js";
import { deref, lookup } from "../tree.js";
import type { Declared, Op } from "./types.js";
import { placesAt } from "./places.js";

export function renameRequest(ins: Op<"rename">, site: CallSite, ctx: StepContext): void {
  const step = ctx.declaration(ins.change).description;
  for (const place of placesAt(site, ins.at, ctx, ins.change, step)) {
    const v = deref(place.get());
    if (v.kind === "obj") {
      const hit = lookup(v, ins.from, ctx.mayHold);
      if (hit.entry) {
        hit.entry.key = ins.to;
        ctx.rewritten(ins.change, hit.entry.orig ?? place.site);
      } else if (hit.uncertain) ctx.manual(ins.change, hit.uncertain, step);
    } else if (v.kind === "expr" && ctx.mayHold(v.expr, ins.from)) ctx.manual(ins.change, v.expr, step);
  }
}

export function renameResponse(ins: Declared<"rename">, change: string, read: Read, ctx: StepContext): void {
  if (!ctx.once(read.node)) return;
  renameRead(read, ins.to, ctx.edits(read.node.getSourceFile()));
  ctx.rewritten(change, read.node);
}
