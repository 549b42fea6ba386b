/**
 * `moveOperation`: the function keeps its name and its arguments; the newer entry point's function sends to the new
 * method and path. The import that now names the newer entry point is the rewrite, counted at each call.
 */
import type { CallSite, StepContext } from "../context.js";
import type { Declared } from "./types.js";

export function moveOperationCall(ins: Declared<"moveOperation">, change: string, site: CallSite, ctx: StepContext) {
  if (ins.operation === site.operationId) ctx.rewritten(change, site.call);
}
