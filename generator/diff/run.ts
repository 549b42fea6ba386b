/** The diff run: load two specs, model, compare, rules, catalog mapping (README.md, "run.ts"). */
import path from "node:path";
import { readCatalogFile, readDiffData, type Catalog } from "../load/catalog.js";
import { catalogSourceIn, type CatalogSource } from "../load/catalog-source.js";
import { loadSpec, type LoadedSpec, type LoadOptions } from "../load/index.js";
import type { ApiModel } from "../model/index.js";
import { remember, RunContext } from "../run-context.js";
import { modelOf } from "./model-of.js";
import { changesInRange, isDowngrade, mapCatalogEntries } from "./catalog.js";
import { compareModels } from "./compare/index.js";
import { renameContext } from "./rules/define.js";
import { buildFindings, summarize, type Findings } from "./findings.js";
import type { DiffReport } from "./types.js";

export interface DiffOptions {
  /** How the specs are loaded, and the run (`load.run`) whose loads, catalog and diffs are shared; default a new run. */
  load?: LoadOptions;
  /** The catalog, its changes and its revisions' specs. Default: those of specs/. */
  catalogSource?: CatalogSource;
  /** Map findings to catalog entries when both sides are catalog revisions. Default true. */
  catalog?: boolean;
}

/** DiffOptions with the sides' labels in the report and their catalog ids, when they are catalog revisions. */
type PairOptions = DiffOptions & { from?: string; to?: string; revisions?: { from: string; to: string } };

/** A side of a diff: the file to load, and its revision id if it is a catalog revision (its label in the report). */
type Side = { file: string; revision?: string };

/** The detailed result: the report, and the Changes behind each finding (for the upgrade guide and tests). */
export type DiffResult = { report: DiffReport } & Omit<Findings, "findings">;

export async function diffSpecs(base: string, revision: string, options: DiffOptions = {}): Promise<DiffReport> {
  return (await diffSpecsDetailed(base, revision, options)).report;
}

export async function diffSpecsDetailed(base: string, revision: string, given: DiffOptions = {}): Promise<DiffResult> {
  // One run for the call when the caller has none: a file given as both sides is loaded and modelled once.
  const run = given.load?.run ?? new RunContext();
  const options: DiffOptions = { ...given, load: { ...given.load, run } };
  const source = options.catalogSource ?? catalogSourceIn();
  // Without the catalog (a config's revisions without one), the sides are files, whatever folder they are in.
  const catalog = options.catalog === false ? undefined : catalogOf(source);
  const side = (file: string): Side => (catalog ? catalogSide(file, catalog, source) : { file });
  const [b, r] = [side(base), side(revision)];
  const [baseSpec, revisionSpec] = await Promise.all([loadSpec(b.file, options.load), loadSpec(r.file, options.load)]);
  return diffLoaded(baseSpec, revisionSpec, {
    ...options,
    from: b.revision ?? b.file,
    to: r.revision ?? r.file,
    revisions: b.revision && r.revision ? { from: b.revision, to: r.revision } : undefined,
  });
}

export function diffModels(base: ApiModel, revision: ApiModel): DiffReport {
  return diffCore(base, revision, {}).report;
}

/**
 * Two loaded specs; `revisions` names them in the catalog when they are catalog revisions and the catalog is used
 * (diffSpecsDetailed labels them with their ids then). With a run (`load.run`), such a pair is diffed once for it (the
 * main job's reports diff every consecutive pair, and every upgrade guide to the latest revision walks the same steps)
 * and the result is shared with the run's other callers of the pair (read it, do not change it).
 */
export function diffLoaded(baseSpec: LoadedSpec, revisionSpec: LoadedSpec, options: PairOptions = {}): DiffResult {
  const { load, from = baseSpec.file, to = revisionSpec.file } = options;
  const run = load?.run;
  const diff = () =>
    diffCore(modelOf(baseSpec, run), modelOf(revisionSpec, run), { ...options, from, to }, baseSpec, revisionSpec);
  if (!run || !options.revisions) return diff();
  const byRevision = remember(run.diffs, baseSpec, () => new Map());
  return remember(byRevision, revisionSpec, diff);
}

function diffCore(base: ApiModel, revision: ApiModel, options: PairOptions, bSpec?: LoadedSpec, rSpec?: LoadedSpec) {
  const revs = options.revisions;
  const data = revs ? catalogData(options.catalogSource) : undefined;
  const downgrade = isDowngrade(
    data?.catalog,
    { revision: revs?.from, version: base.version },
    { revision: revs?.to, version: revision.version },
  );
  // A rename confirmed for an upgrade (old name to new) is not the rename a downgrade sees; those stay candidates.
  const inRange = revs && data && !downgrade ? changesInRange(data.catalog, revs.from, revs.to).map((c) => c.id) : [];
  const renames = data?.data.renames.filter((r) => inRange.includes(r.change)) ?? [];
  const { findings, changesOf, unmatched } = buildFindings(compareModels(base, revision), renameContext(renames), {
    base: bSpec?.locate,
    revision: rSpec?.locate,
  });
  if (revs && data) mapCatalogEntries(findings, data, revs);
  // The structural slips each side's spec loaded with, when either has one.
  const warnings = { from: bSpec?.warnings ?? [], to: rSpec?.warnings ?? [] };
  const report: DiffReport = {
    from: options.from ?? base.version,
    to: options.to ?? revision.version,
    ...(downgrade && { downgrade }),
    summary: summarize(findings),
    findings,
    ...((warnings.from.length > 0 || warnings.to.length > 0) && { warnings }),
  };
  return { report, changesOf, unmatched };
}

/**
 * The catalog file of a source (not read at all when the config that names it has: `source.catalog`). Read again at
 * each call: once a run instead measured under 10% (scripts/bench/README.md).
 */
export function catalogOf(source: CatalogSource = catalogSourceIn()): Catalog {
  return source.catalog ?? readCatalogFile(source.file);
}

/** The catalog and the diff's data files beside it (renames, waivers). */
export function catalogData(source: CatalogSource = catalogSourceIn()) {
  return { catalog: catalogOf(source), data: readDiffData(source.file) };
}

/** A side given as a catalog revision id or a file: the file to load, and its revision if it is one. */
function catalogSide(given: string, catalog: Catalog, source: CatalogSource): Side {
  const byId = catalog.revisions.find((r) => r.id === given);
  if (byId) return { file: source.specFile(byId.id), revision: byId.id };
  const resolved = path.resolve(given);
  const byFile = catalog.revisions.find((r) => path.resolve(source.specFile(r.id)) === resolved);
  return { file: given, revision: byFile?.id };
}
