/** The registry of instruction kinds, in the order the messages list them (generator/shims/README.md). */
import type { Direction, Instruction, InstructionKind } from "../declarations/types.js";
import { behaviour } from "./behaviour.js";
import { convert } from "./convert.js";
import type { Declared, Kind } from "./kind.js";
import { moveOperation } from "./move-operation.js";
import { move } from "./move.js";
import { optIn } from "./opt-in.js";
import { removeOperation } from "./remove-operation.js";
import { remove } from "./remove.js";
import { renameParameter } from "./rename-parameter.js";
import { rename } from "./rename.js";
import { restructure } from "./restructure.js";
import { set } from "./set.js";

export const KINDS: { readonly [K in InstructionKind]: Kind<K> } = {
  moveOperation,
  removeOperation,
  renameParameter,
  rename,
  move,
  set,
  restructure,
  remove,
  optIn,
  convert,
  behaviour,
};

export function kindOf<K extends InstructionKind>(ins: Declared<K>): Kind<K> {
  return KINDS[ins.kind as K];
}

export type Targeted = Extract<Instruction, { target: unknown }>;

/** The operations an instruction names (its `operation`, `operations` or target's; none for a schema target). */
export function operationsOf(ins: Instruction): readonly string[] {
  if ("operation" in ins) return [ins.operation];
  if ("operations" in ins) return ins.operations;
  return ins.target.kind === "operations" ? ins.target.operations : [];
}

/** The directions an instruction on a target acts in: its target's `in`, else what its kind can do. */
export function directionsOf(ins: Targeted): Direction[] {
  const target = ins.target;
  if (target.in !== undefined) return [target.in];
  const kind = kindOf<Targeted["kind"]>(ins);
  if ((kind.targeted && kind.requestOnly) || target.kind === "operations") return ["request"];
  return ["request", "response"];
}
