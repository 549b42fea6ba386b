/** The declared changes an upgrade crosses, step by step (generator/upgrade/README.md). */
import { revisionChain } from "../diff/catalog.js";
import { nameOperations } from "../emit/names.js";
import { compileRange, type UpgradeSources } from "../shims/coverage.js";
import { stepKey } from "../shims/index.js";
import type { ChangeDecl } from "../shims/declarations/types.js";
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
  const operationOf = new Map<string, string>();
  for (const id of revisions)
    for (const [op, names] of nameOperations(models.get(id)!.operations))
      for (const fn of [names.fn, names.pages, names.items]) if (fn !== undefined) operationOf.set(fn, op.operationId);
  const target = new Set(models.get(to)!.operations.map((o) => o.operationId));
  return { revisions, steps, declarations, operationOf, target };
}
