/**
 * The report stage's one door to the diff engine (generator/diff/index.ts). The import is typed but lazy: only
 * `revforge diff` and the reports load the engine (its rules and the model), `generate --spec` and `revisions` do not.
 * Tests swap the engine for a stand-in (test/report/fake-engine.ts) through `reportsTree({ engine })` or by mocking
 * this module.
 */
import type { DiffReport } from "../diff/types.js";
import type { CatalogSource } from "../load/catalog-source.js";
import type { LoadOptions } from "../load/index.js";
import { guideFromReport, type GuideChange, type UpgradeGuide } from "./guide.js";

export interface DiffEngine {
  diffSpecs(baseFile: string, revisionFile: string): Promise<DiffReport>;
  /**
   * The cumulative net changes between two catalog revisions, grouped by operation. `direct` is the report of the
   * two ends, which the caller has already made (revisions without a catalog have no steps: their guide is `direct`).
   */
  upgradeGuide(fromRev: string, toRev: string, direct: DiffReport): Promise<UpgradeGuide>;
}

/**
 * The engine of one run, loading specs with `load`: its `run` shares the specs, models, diffs and compiled
 * declarations between the engine's calls. `range` is for a process whose diffs all lie between two catalog revisions
 * (`revforge diff a b`, with or without --steps): the declared changes are compiled for the steps of that range only,
 * instead of for the whole catalog, which would read every revision. `source`: the catalog, its changes and its
 * revisions' specs (a config's, or specs/ for revforge's own).
 */
export async function loadEngine(
  load: LoadOptions,
  range: { from: string; to: string } | undefined,
  source: CatalogSource | null,
): Promise<DiffEngine> {
  const engine = await import("../diff/index.js");
  // `null`: revisions without a catalog (a config without `catalog`): plain diffs, and guides from `direct`.
  if (source === null)
    return {
      diffSpecs: (baseFile, revisionFile) => engine.diffSpecs(baseFile, revisionFile, { load, catalog: false }),
      upgradeGuide: async (fromRev, toRev, direct) => guideFromReport({ ...direct, from: fromRev, to: toRev }),
    };
  // Which declared change handles each finding ("handled by the shim when you upgrade" / "needs a code change"): only
  // between two catalog revisions of a source with declared changes, and the declarations (which read every
  // revision) are compiled only then; their modules are imported then too (a diff of two other files needs none).
  const sourceCatalog = engine.catalogOf(source);
  const revisions = new Set(sourceCatalog.revisions.map((r) => r.id));
  /** A report of an upgrade between two catalog revisions, its findings marked with what handles them. */
  const handled = async (report: DiffReport): Promise<DiffReport> => {
    // A downgrade has no shim: the declared changes convert from older revisions to newer ones.
    if (source.changes === null || report.downgrade || !revisions.has(report.from) || !revisions.has(report.to))
      return report;
    const [shims, upgrade] = await Promise.all([import("../shims/coverage.js"), import("../upgrade/handles.js")]);
    const shimIndex = await shims.loadShimIndex(source, load, range);
    // And which of those `revforge upgrade` rewrites in the code ("rewritten by `revforge upgrade`").
    return upgrade.markRewritten(shims.annotateHandledBy(report, shimIndex), shimIndex.declarations);
  };
  return {
    diffSpecs: async (baseFile, revisionFile) =>
      handled(await engine.diffSpecs(baseFile, revisionFile, { load, catalogSource: source })),
    // The guide's net changes carry the same marks as the report's findings (the marks keep the rest of each change).
    upgradeGuide: async (fromRev, toRev, direct) => {
      const guide = await engine.upgradeGuide(fromRev, toRev, { load, catalogSource: source });
      const mark = async (changes: GuideChange[]) =>
        (await handled({ ...direct, findings: changes })).findings as GuideChange[];
      return {
        ...guide,
        operations: await Promise.all(guide.operations.map(async (op) => ({ ...op, changes: await mark(op.changes) }))),
      };
    },
  };
}
