/**
 * `behaviour`: a shimmed one has nothing to convert, so nothing to rewrite. An unshimmable one is a manual step: at
 * every call of its operations (one page per call of Get Flows), or, when it names a response path, at each read of
 * that path whose value comes from one of those operations or from a place the checker cannot trace (the profile
 * of Create Profile has no subscriptions; the same read of Get Profile's result is fine).
 */
import type { CallSite, StepContext } from "../context.js";
import type { Read } from "../reads.js";
import type { Declared } from "./types.js";

export function behaviourCall(ins: Declared<"behaviour">, change: string, site: CallSite, ctx: StepContext) {
  const decl = ctx.declaration(change);
  if (decl.unshimmable === undefined || ins.at !== undefined || ins.target.kind !== "operations") return;
  if (ins.target.operations.includes(site.operationId)) ctx.manual(change, site.call);
}

export function behaviourRead(ins: Declared<"behaviour">, change: string, read: Read, ctx: StepContext) {
  if (ctx.declaration(change).unshimmable === undefined || ins.target.kind !== "operations") return;
  const from = ctx.originOperation(read);
  if (from === undefined || ins.target.operations.includes(from)) ctx.manual(change, read.node);
}
