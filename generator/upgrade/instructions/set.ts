/**
 * `set`: the declared constant is written into the request literal where the newer revision requires it (the
 * unsubscribe job's `data.type`); with `ifAbsent`, only where nothing is written yet. A constant already there is
 * left as it is.
 */
import { isDeepStrictEqual } from "node:util";
import type { CallSite, StepContext } from "../context.js";
import { constantOf, setAt, walk } from "../tree.js";
import type { Op } from "./types.js";
import { placesAt } from "./places.js";

export function setRequest(ins: Op<"set">, site: CallSite, ctx: StepContext): void {
  let split = 0;
  ins.at.forEach((s, i) => typeof s !== "string" && (split = i + 1));
  const rel = ins.at.slice(split) as string[];
  const step = ctx.declaration(ins.change).description;
  for (const place of placesAt(site, ins.at.slice(0, split), ctx, ins.change, step)) {
    const there = walk(place, rel, ctx.mayHold);
    if (there.uncertain.length > 0) {
      ctx.manual(ins.change, there.uncertain[0]!, step);
      continue;
    }
    const current = there.places[0];
    if (current && (ins.ifAbsent || isDeepStrictEqual(constantOf(current.get(), ctx.literal), ins.value))) continue;
    const stop = setAt(place, rel, { kind: "const", value: ins.value }, ctx.mayHold);
    if (stop) ctx.manual(ins.change, stop, step);
    else ctx.rewritten(ins.change, current?.site ?? place.site);
  }
}
