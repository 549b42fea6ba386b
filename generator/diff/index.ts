/** The diff stage's API: see README.md (the pipeline, and the notes on each file). */
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
