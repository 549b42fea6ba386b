/**
 * `remove`: a shimmed removal (compiled to `drop`) deletes the property from the request literal. An unshimmable one
 * (compiled to `fail when present`) is a manual step wherever the request writes the property, or passes a value
 * whose type declares it; in a response, wherever the code reads it.
 */
import type { CallSite, StepContext } from "../context.js";
import type { Read } from "../reads.js";
import { walk } from "../tree.js";
import { formatPath, type Op } from "./types.js";
import { placesAt } from "./places.js";

export function dropRequest(ins: Op<"drop">, site: CallSite, ctx: StepContext): void {
  for (const place of placesAt(site, ins.at, ctx, ins.change, `remove \`${formatPath(ins.at)}\``))
    if (place.remove) {
      place.remove();
      ctx.rewritten(ins.change, place.site);
    }
}

export function refuseRequest(ins: Op<"fail">, site: CallSite, ctx: StepContext): void {
  const w = walk(site.args, ins.at ?? [], ctx.mayHold);
  for (const n of [...w.places.map((p) => p.site), ...w.uncertain]) ctx.manual(ins.change, n);
}

export function removeResponse(change: string, read: Read, ctx: StepContext): void {
  ctx.manual(change, read.node);
}
