/** The declared changes an upgrade crosses, step by step (generator/upgrade/README.md). */
import { revisionChain } from "../diff/catalog.js";
import { nameOperations } from "../emit/names.js";
import { compileRange, type UpgradeSources } from "../shims/coverage.js";
import { stepKey } from "../shims/index.js";
import type { ChangeDecl } from "../shims/declarations/types.js";
import type { ApiModel } from "../model/index.js";
import type { CompiledStep, StepInput } from "../shims/compile.js";

/** A step of the chain: its revisions, their models and its declared changes, and what they compile to. */
export type Step = Pick<StepInput, "from" | "to" | "oldModel" | "newModel" | "changes"> & { compiled: CompiledStep };

export interface Chain {
  revisions: string[];
  steps: Step[];
  /** Every declared change of the chain by name. */
  declarations: Map<string, ChangeDecl>;
  /** Function name of any revision of the chain (`getProfiles`, `getFlowsPages`) -> operationId. */
  operationOf: Map<string, string>;
  /** Response type of any revision (`GetProfileData`; after a clash `GetProfileCallData`) -> operationId. */
  responseTypeOf: Map<string, string>;
  /** The operationIds of the target revision. */
  target: Set<string>;
}

/** Reads, checks and compiles the declarations between `from` and `to` (catalog revisions, `from` older). */
export async function loadChain(sources: UpgradeSources, from: string, to: string): Promise<Chain> {
  const revisions = revisionChain(sources.catalog, from, to);
  const { compiled, declarations, models } = await compileRange(sources, new Set(revisions));
  const steps = revisions.slice(1).map((rev, i): Step => {
    const prev = revisions[i]!;
    const step = compiled.steps.get(stepKey(prev, rev));
    if (step === undefined) throw new Error(`no compiled step ${prev} -> ${rev}`);
    const changes = Object.keys(step.step.changes).map((name) => declarations.get(name)!);
    return { from: prev, to: rev, compiled: step, changes, oldModel: models.get(prev)!, newModel: models.get(rev)! };
  });
  const target = new Set(models.get(to)!.operations.map((o) => o.operationId));
  return { revisions, steps, declarations, ...operationNames(revisions.map((id) => models.get(id)!)), target };
}

/**
 * The names the packages of `models` declare for each operation, to its operationId: its functions and its response
 * type, as emit/names.ts gave them (a clash moves a type to another stem, so no name is rebuilt from another).
 */
export function operationNames(models: ApiModel[]): Pick<Chain, "operationOf" | "responseTypeOf"> {
  const operationOf = new Map<string, string>();
  const responseTypeOf = new Map<string, string>();
  for (const model of models)
    for (const [op, names] of nameOperations(model.operations)) {
      for (const fn of [names.fn, names.pages, names.items]) if (fn !== undefined) operationOf.set(fn, op.operationId);
      responseTypeOf.set(`${names.type}Data`, op.operationId);
    }
  return { operationOf, responseTypeOf };
}
