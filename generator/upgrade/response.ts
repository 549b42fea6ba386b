/**
 * Reads of response data through the step's declared response instructions: a read matches an instruction when the
 * property it reads is the one the instruction names, in the instruction's terms (a schema's path, or a body path of
 * the named operations, through every place the read's schema occurs in their responses).
 */
import type { ValuePath } from "../../templates/runtime/upgrade-ops.js";
import type { ApiModel } from "../model/index.js";
import { directionsOf, kindOf, type Targeted } from "../shims/kinds/index.js";
import { samePath } from "../shims/paths.js";
import { bodySchema, operationOf, sitesOf } from "../shims/schemas.js";
import type { StepContext } from "./context.js";
import type { Read } from "./reads.js";

export function rewriteReads(reads: readonly Read[], ctx: StepContext): void {
  for (const change of ctx.step.changes)
    for (const ins of change.instructions) {
      if (!("target" in ins) || !directionsOf(ins).includes("response")) continue;
      const response = kindOf<Targeted["kind"]>(ins).response;
      const want = response?.at(ins);
      if (response === undefined || want === undefined) continue;
      for (const read of reads)
        if (readPaths(read, ins, ctx.step.oldModel).some((p) => samePath(p, want)))
          response.rewrite(ins, change.name, read, ctx);
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
      const op = operationOf(model, id);
      for (const at of sitesOf(model, op && bodySchema(op, "response"), s.schema)) out.push(["body", ...at, ...s.path]);
    }
  }
  return out;
}
