/**
 * `convert`: an imperative converter (generator/shims/converters/<revision>.ts) rebuilds data the newer revision
 * returns elsewhere (event attributions, now behind `include`). What the code does with that data needs judgement:
 * every call of a converted operation gets a manual step, the change's own or its description.
 */
import type { CallSite, StepContext } from "../context.js";
import type { Declared } from "./types.js";

export function convertCall(ins: Declared<"convert">, change: string, site: CallSite, ctx: StepContext) {
  if (ins.operations.includes(site.operationId)) ctx.manual(change, site.call, ctx.declaration(change).description);
}
