/**
 * A call's arguments through the request instructions of its operation, in the order the shim runs them: each
 * instruction's compiled form (generator/shims/compile.ts) to the request rewrite of its declared kind
 * (generator/shims/kinds/). Once a change is a manual step at the call (a `requires` that fails, a value out of
 * sight), its later instructions leave the call alone, as the shim would refuse it: one comment says what to do.
 */
import { kindOf } from "../shims/kinds/index.js";
import type { CallSite, StepContext } from "./context.js";
import type { Step } from "./steps.js";
import { deref } from "./tree.js";

export function rewriteRequest(site: CallSite, step: Step, ctx: StepContext): void {
  const stopped = new Set<string>();
  for (const { ins, operationId, op } of step.compiled.requests) {
    if (operationId !== site.operationId || stopped.has(op.change)) continue;
    const manualBefore = ctx.manualCount();
    kindOf(ins).request?.(ins, op, site, ctx);
    if (ctx.manualCount() > manualBefore) stopped.add(op.change);
  }
  pruneEmptied(site);
}

/**
 * A `path` or `query` argument a move emptied goes (the template id that moved into the body): the newer operation
 * has no such parameters, and `{}` would not type-check against its arguments.
 */
function pruneEmptied(site: CallSite): void {
  const args = deref(site.args.get());
  if (args.kind !== "obj") return;
  for (const e of args.entries) {
    const v = deref(e.value);
    if ((e.key === "path" || e.key === "query") && !e.deleted && v.kind === "obj" && v.lit && v.entries.length > 0)
      if (v.entries.every((x) => x.deleted) && v.spreads.length === 0 && v.unknown.length === 0) e.deleted = true;
  }
}
