/**
 * Where an instruction applies in a call's arguments: the places `path` reaches. A place the checker cannot see into
 * (a spread, a parameter, a value built elsewhere) is a manual step at once, with `step` as its text; only the places
 * that are certainly there come back to be rewritten.
 */
import type { ValuePath } from "../../../templates/runtime/upgrade-ops.js";
import type { CallSite, StepContext } from "../context.js";
import { walk, type Place } from "../tree.js";

export function placesAt(site: CallSite, path: ValuePath, ctx: StepContext, change: string, step: string): Place[] {
  const w = walk(site.args, path, ctx.mayHold);
  for (const u of w.uncertain) ctx.manual(change, u, step);
  return w.places;
}
