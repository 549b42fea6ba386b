/**
 * The descriptors of a step (compile.ts): for every operation of the newer revision, its runtime descriptor when it
 * differs from the older one's (or when the operation comes back after a revision without it). A method or path
 * that changed must be declared (moveOperation), a path parameter renamed too (renameParameter): the shim would
 * otherwise send calls where no declaration says they go.
 */
import { authSchemes } from "../emit/auth-schemes.js";
import { descriptorOf } from "../emit/descriptor.js";
import type { Operation } from "../model/index.js";
import type { OperationDescriptor } from "../../templates/runtime/operation.js";
import type { StepInput } from "./step.js";
import { operationOf } from "./schemas.js";

export class CompileError extends Error {}

/** Per operation, what its declarations explain about its descriptor: a move, or renamed path parameters. */
export type Explained = Map<string, Set<"move" | "params">>;

export function stepDescriptors(input: StepInput, explained: Explained): Map<string, OperationDescriptor> {
  const out = new Map<string, OperationDescriptor>();
  for (const b of input.newModel.operations) {
    const a = operationOf(input.oldModel, b.operationId);
    const db = descriptorOf(b, input.newModel, input.schemeAuth ? authSchemes(input.newModel) : undefined);
    if (a === undefined) {
      if (input.earlier.has(b.operationId)) out.set(b.operationId, db);
      continue;
    }
    const da = descriptorOf(a, input.oldModel, input.schemeAuth ? authSchemes(input.oldModel) : undefined);
    if (JSON.stringify(da) === JSON.stringify(db)) continue;
    checkExplained(a, b, explained.get(b.operationId), input);
    out.set(b.operationId, db);
  }
  return out;
}

/** A method or path that changed needs a moveOperation; path parameter names alone need a renameParameter. */
function checkExplained(a: Operation, b: Operation, why: Set<"move" | "params"> | undefined, input: StepInput): void {
  if (why?.has("move")) return;
  const where = `${input.from} -> ${input.to}: ${b.operationId}`;
  if (a.method !== b.method)
    throw new CompileError(`${where} changes method and no change declares it (moveOperation)`);
  const shape = (p: string) => p.replace(/\{[^}]*\}/g, "{}");
  if (shape(a.path) !== shape(b.path))
    throw new CompileError(`${where} moves from ${a.path} to ${b.path} and no change declares it (moveOperation)`);
  if (a.path !== b.path && !why?.has("params"))
    throw new CompileError(
      `${where} renames a path parameter (${a.path} -> ${b.path}) and no change declares it (renameParameter)`,
    );
}
