/**
 * Reads of response data through the step's declared response instructions: a read matches an instruction when the
 * property it reads is the one the instruction names, in the instruction's terms (a schema's path, or a body path of
 * the named operations, through every place the read's schema occurs in their responses).
 */
import type { ValuePath } from "../../templates/runtime/upgrade-ops.js";
import type { ApiModel } from "../model/index.js";
import { directionsOf } from "../shims/declarations/check.js";
import { samePath } from "../shims/paths.js";
import { bodySchema, operationOf, sitesOf } from "../shims/schemas.js";
import type { Instruction } from "../shims/index.js";
import type { StepContext } from "./context.js";
import { behaviourRead } from "./instructions/behaviour.js";
import { moveResponse } from "./instructions/move.js";
import { removeResponse } from "./instructions/remove.js";
import { renameResponse } from "./instructions/rename.js";
import type { Read } from "./reads.js";

type Targeted = Extract<Instruction, { target: unknown }>;

export function rewriteReads(reads: readonly Read[], ctx: StepContext): void {
  for (const change of ctx.step.changes)
    for (const ins of change.instructions) {
      if (!("target" in ins) || !directionsOf(ins, ins.target).includes("response")) continue;
      const want = wanted(ins);
      if (want === undefined) continue;
      for (const read of reads) {
        if (!readPaths(read, ins, ctx.step.oldModel).some((p) => samePath(p, want))) continue;
        if (ins.kind === "rename") renameResponse(ins, change.name, read, ctx);
        else if (ins.kind === "move") moveResponse(ins, change.name, read, ctx);
        else if (ins.kind === "remove" && change.unshimmable) removeResponse(change.name, read, ctx);
        else if (ins.kind === "behaviour") behaviourRead(ins, change.name, read, ctx);
      }
    }
}

/** The property path an instruction acts on in a response, in its own terms. */
function wanted(ins: Targeted): ValuePath | undefined {
  switch (ins.kind) {
    case "rename":
      return [...ins.at, ins.from];
    case "move":
      return ins.from;
    case "remove":
      return ins.at;
    case "behaviour":
      return ins.at;
    default:
      return undefined;
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
