/**
 * The diff stage on one screen: two specs → load → model → compare (what changed) → rules (does it matter; one
 * finding per change, grouped by meaning across operations) → catalog mapping (which change-history entry explains
 * it) → DiffReport.
 *
 *   diffSpecs(base, revision)    files, or revision ids of the catalog ("2023-09-15"), → Promise<DiffReport>
 *   diffModels(base, revision)   two ApiModels (no file locations) → DiffReport
 *   rules                        the rule registry (generator/diff/rules/index.ts)
 *   upgradeGuide(from, to)       the net effect of every consecutive diff between two revisions, by operation
 */
export type * from "./types.js";
export { rules, render, type Rule, type RuleContext } from "./rules/index.js";
export { predecessor, revisionChain } from "./catalog.js";
export {
  catalogData,
  catalogOf,
  diffModels,
  diffSpecs,
  diffSpecsDetailed,
  type DiffOptions,
  type DiffResult,
} from "./run.js";
export { upgradeGuide, type UpgradeChange, type UpgradeGuide, type UpgradeOperation } from "./upgrade.js";
