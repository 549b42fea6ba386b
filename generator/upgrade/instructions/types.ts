/**
 * The compiled request instructions (templates/runtime/upgrade-ops.ts) by op, and the declared instructions by kind,
 * as the rewrites of this folder take them: one file per declared instruction kind, each saying what it does to the
 * arguments of a call, to the reads of a response, or to the call itself.
 */
import type { Instruction as RuntimeInstruction } from "../../../templates/runtime/upgrade-ops.js";
import type { Instruction } from "../../shims/index.js";

export type Op<K extends RuntimeInstruction["op"]> = Extract<RuntimeInstruction, { op: K }>;
export type Declared<K extends Instruction["kind"]> = Extract<Instruction, { kind: K }>;
export type { RuntimeInstruction };

/** A path as a message shows it: `data.attributes.list_id`, or the property itself at the top. */
export { formatPath } from "../../shims/paths.js";
