/** What the step's instructions do to the code, each by its kind's rewrite (generator/upgrade/README.md). */
import type { ValuePath } from "../../templates/runtime/upgrade-ops.js";
import type { ApiModel } from "../model/index.js";
import { directionsOf, kindOf, type Targeted } from "../shims/kinds/index.js";
import { samePath } from "../shims/paths.js";
import { bodySchema, operationOf, sitesOf } from "../shims/schemas.js";
import type { CallSite, StepContext } from "./context.js";
import { isCast, type Read } from "./reads.js";
import { deref } from "./tree.js";

export function rewriteRequest(site: CallSite, ctx: StepContext): void {
  const stopped = new Set<string>();
  for (const { ins, operationId, op } of ctx.step.compiled.requests) {
    if (operationId !== site.operationId || stopped.has(op.change)) continue;
    const manualBefore = ctx.manualCount();
    kindOf(ins).request?.(op, site, ctx);
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

export function rewriteReads(reads: readonly Read[], ctx: StepContext): void {
  // A cast stands for every read past it: each instruction has its say there, not only the first one.
  const past: StepContext = { ...ctx, once: () => true };
  for (const change of ctx.step.changes)
    for (const ins of change.instructions) {
      if (!("target" in ins) || !directionsOf(ins).includes("response")) continue;
      const response = kindOf<Targeted["kind"]>(ins).response;
      const want = response?.at(ins);
      if (response === undefined || want === undefined) continue;
      for (const read of reads)
        if (readPaths(read, ins, ctx.step.oldModel).some((p) => samePath(p, want)))
          response.rewrite(ins, change, read, isCast(read) ? past : ctx);
    }
}
/** The read's property paths in the terms of the instruction's target. */
function readPaths(read: Read, ins: Targeted, model: ApiModel): ValuePath[] {
  const out: ValuePath[] = [];
  const target = ins.target;
  for (const s of read.sites) {
    if (target.kind === "schema") {
      if (s.kind === "schema" && s.schema === target.schema) out.push(s.path);
      continue;
    }
    for (const id of target.operations) {
      if (s.kind === "response") {
        if (s.operationId === id) out.push(["body", ...s.path]);
        continue;
      }
      for (const at of sitesOf(model, bodySchema(operationOf(model, id), "response"), s.schema))
        out.push(["body", ...at, ...s.path]);
    }
  }
  return out;
}
