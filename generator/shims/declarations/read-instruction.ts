/**
 * One instruction of a declared change (specs/changes), shape-checked: a mapping with one key, its kind, whose value
 * holds the kind's fields, read by the kind's module (kinds/<kind>.ts). Paths are parsed (paths.ts); what needs the
 * specs is check.ts.
 */
import { isKind, KINDS } from "../kinds/index.js";
import type { Shape } from "./shape.js";
import type { Instruction, Where } from "./types.js";

export function readInstruction(r: Shape, value: unknown, where: Where): Instruction {
  const wrapper = r.obj(value, where, "an instruction", undefined);
  const kinds = Object.keys(wrapper);
  if (kinds.length !== 1) r.fail(where, `an instruction is a mapping with one key (its kind), not ${kinds.length}`);
  const kind = kinds[0]!;
  if (!isKind(kind)) return r.fail(where, `unknown instruction ${kind} (one of ${Object.keys(KINDS).join(", ")})`);
  const at = [...where, kind];
  const spec = KINDS[kind];
  return { kind, where, ...spec.read(r, r.obj(wrapper[kind], at, kind, [...spec.keys]), at) } as Instruction;
}
