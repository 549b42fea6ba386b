/**
 * A call's arguments through the compiled request instructions of its operation, in the order the shim runs them
 * (generator/shims/compile.ts): each op to the rewrite of its declared kind. A change whose `requires` fails for the
 * call is a manual step there and its later instructions leave the call alone, as the shim would refuse it.
 */
import type { CallSite, StepContext } from "./context.js";
import { moveRequest, requireObject } from "./instructions/move.js";
import { optInRequest } from "./instructions/opt-in.js";
import { dropRequest, refuseRequest } from "./instructions/remove.js";
import { renameRequest } from "./instructions/rename.js";
import { restructureRequest } from "./instructions/restructure.js";
import { setRequest } from "./instructions/set.js";
import type { RuntimeInstruction } from "./instructions/types.js";
import { deref } from "./tree.js";

export function rewriteRequest(site: CallSite, ops: readonly RuntimeInstruction[], ctx: StepContext): void {
  const stopped = new Set<string>();
  for (const ins of ops) {
    if (stopped.has(ins.change)) continue;
    const manualBefore = ctx.manualCount();
    switch (ins.op) {
      case "rename":
        renameRequest(ins, site, ctx);
        break;
      case "renames":
        for (const [from, to] of ins.pairs)
          renameRequest({ op: "rename", at: ins.at, from, to, change: ins.change }, site, ctx);
        break;
      case "move":
        moveRequest(ins, site, ctx);
        break;
      case "set":
        setRequest(ins, site, ctx);
        break;
      case "drop":
        dropRequest(ins, site, ctx);
        break;
      case "table":
        restructureRequest(ins, site, ctx);
        break;
      case "optIn":
        optInRequest(ins, site, ctx);
        break;
      case "fail":
        if (ins.when === "notObject") {
          if (!requireObject(ins, site, ctx)) stopped.add(ins.change);
        } else if (ins.when === "present") refuseRequest(ins, site, ctx);
        else ctx.manual(ins.change, site.call);
        break;
      // A request converter is a `convert` (instructions/convert.ts marks the call); warnings are the response's.
      case "call":
      case "warn":
        break;
    }
    // Once a change is a manual step at this call, the rest of it is too: one comment says what to do.
    if (ctx.manualCount() > manualBefore) stopped.add(ins.change);
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
