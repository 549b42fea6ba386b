/**
 * `removeOperation`: a call of an operation the newer revision does not have is a manual step, unless the revision
 * the upgrade ends at has it again (coupons leave the beta and come back in 2023-09-15): the call then goes to that
 * revision's operation unchanged, as the shim sends it.
 */
import type { CallSite, StepContext } from "../context.js";
import type { Declared } from "./types.js";

export function removeOperationCall(
  ins: Declared<"removeOperation">,
  change: string,
  site: CallSite,
  ctx: StepContext,
) {
  if (!ins.operations.includes(site.operationId)) return;
  if (ctx.chain.target.has(site.operationId)) ctx.rewritten(change, site.call);
  else ctx.manual(change, site.call);
}
