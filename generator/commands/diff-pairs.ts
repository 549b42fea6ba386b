/**
 * What `revforge diff` compares (README.md, "revforge diff"): each argument as a side (a revision id, `latest`, or a
 * spec file), the pairs of sides to diff (one pair, the catalog's steps between two revisions, or the consecutive pairs
 * of a list), and their reports (the command's and the programmatic API's `diff` alike).
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { refuseRemoteSpec, UsageError } from "../cli-args.js";
import { catalogSourceOf, specFileOf, type ResolvedConfig } from "../config/index.js";
import { posixRelative } from "../output/paths.js";
import { isDowngrade, revisionChain } from "../diff/catalog.js";
import type { DiffReport } from "../diff/types.js";
import { readCatalogFile, type Catalog } from "../load/catalog.js";
import { catalogSourceIn, type CatalogSource } from "../load/catalog-source.js";
import { loadSpec, type LoadOptions } from "../load/index.js";
import { specsDir } from "../load/spec-files.js";
import { defined } from "../output/defined.js";
import { loadEngine } from "../report/engine.js";
import { valueText } from "../output/value-text.js";

export interface Side {
  file: string;
  /** The argument as the reports name it: a revision id, or the file path relative to the current folder. */
  label: string;
  /** Set when the side is a catalog revision (given by id or by the path of its spec). */
  revision?: string;
}

export type Pair = { from: Side; to: Side };

const revisionLike = /^\d{4}-\d{2}-\d{2}(\.pre)?$/;

/** The revisions `<from>` and `<to>` may name (revisionSet). */
export interface RevisionSet {
  catalog: Catalog;
  specFile(id: string): string;
  /** The catalog, changes and specs the diff's change history comes from; null when there is no catalog file. */
  catalogSource: CatalogSource | null;
  /** What the run reads besides the specs. */
  reads: string[];
}

/**
 * The revisions of a config; without one, those of revforge's own specs/ folder when `own` and it has the revisions
 * (a checkout of this repository; an installed package ships the catalog without the revision specs); none otherwise.
 */
export function revisionSet(config: ResolvedConfig | undefined, own: boolean): RevisionSet {
  if (config !== undefined) {
    const source = catalogSourceOf(config);
    // The catalog's folder as a whole: the diff's data files are read beside the catalog.
    const catalogReads = source ? [path.dirname(source.file), ...(source.changes ? [source.changes] : [])] : [];
    return {
      catalog: config.catalog,
      specFile: specFileOf(config),
      catalogSource: source,
      reads: [config.file, ...catalogReads],
    };
  }
  const specs = catalogSourceIn();
  // An installed package ships the catalog without the revision specs: parse it only beside some, not on every diff of
  // a user's own files (a tenth of a small diff's time).
  if (own && existsSync(specs.file) && readdirSync(specsDir).some((f) => revisionLike.test(f.replace(/\.yaml$/, "")))) {
    const catalog = readCatalogFile(specs.file);
    if (existsSync(specs.specFile(catalog.latest)))
      return { catalog, specFile: specs.specFile, catalogSource: { ...specs, catalog }, reads: [specsDir] };
  }
  return { catalog: { latest: "", revisions: [] }, specFile: specs.specFile, catalogSource: null, reads: [] };
}

/**
 * A revision id (or `latest`) is its spec; anything else is a spec file, relative to `cwd` and labelled by its path
 * from there.
 */
export function resolveSide(arg: string, revisions: RevisionSet, cwd = process.cwd()): Side {
  refuseRemoteSpec(arg);
  // Resolved, an empty path would be the current folder, and the loader's line about a folder.
  if (arg === "") throw new UsageError('expected a revision id or a spec file, got ""');
  const { catalog } = revisions;
  const id = arg === "latest" && catalog.latest ? catalog.latest : arg;
  if (catalog.revisions.some((r) => r.id === id)) return { file: revisions.specFile(id), label: id, revision: id };
  // A bad argument, as an unknown `revforge upgrade --from` is (exit 2).
  if (revisionLike.test(arg) && catalog.revisions.length > 0)
    throw new UsageError(
      `unknown revision ${JSON.stringify(arg)}: the catalog has ${catalog.revisions.map((r) => r.id).join(", ")} (or pass a spec file)`,
    );
  const file = path.resolve(cwd, arg);
  // A date that names no file, with no catalog to read it from: a revision id given where no config is (an installed
  // package ships no revision specs), not a spec file gone missing.
  if (revisionLike.test(arg) && catalog.revisions.length === 0 && !existsSync(file))
    throw new UsageError(
      `${JSON.stringify(arg)} is neither a spec file nor a revision: revision ids come from a config's catalog, and ${revisions.reads.length ? "this config has none" : "there is no config here"}`,
    );
  const label = posixRelative(cwd, file) || arg;
  // A catalog spec given by its path is still that revision (its label stays the path the user gave).
  const revision = catalog.revisions.find((r) => path.resolve(revisions.specFile(r.id)) === file)?.id;
  return { file, label, ...(revision && { revision }) };
}

/** True when a side was given as a spec file rather than as a catalog revision id. */
export const givenAsFile = (side: Side) => side.label !== side.revision;

/** The pairs to diff, and whether they are the catalog's steps between two revisions. */
export function diffPairs(sides: Side[], steps: boolean, revisions: RevisionSet) {
  const consecutive = (list: Side[]) => list.slice(1).map((to, i) => ({ from: list[i]!, to }));
  const range = steps ? catalogRange(sides, revisions.catalog) : undefined;
  if (!range) return { pairs: consecutive(sides), catalogSteps: false };
  if (range.from === range.to) throw new UsageError(`--steps needs two different revisions, got ${range.from} twice`);
  // A downgrade steps back through the same revisions an upgrade steps through.
  const ids = revisionChain(revisions.catalog, range.from, range.to);
  const chain = (range.downgrade ? ids.reverse() : ids).map((id) => resolveSide(id, revisions));
  return { pairs: consecutive(chain), catalogSteps: true };
}

/** Two sides that are both catalog revisions, as the range between them (oldest first) and its direction. */
function catalogRange(sides: Side[], catalog: Catalog) {
  const [a, b] = sides;
  if (sides.length !== 2 || !a?.revision || !b?.revision) return undefined;
  const downgrade = isDowngrade(catalog, a, b);
  return { from: downgrade ? b.revision : a.revision, to: downgrade ? a.revision : b.revision, downgrade };
}

/**
 * The report of each pair of `sides` (diffPairs), loading each spec once with `load` (consecutive pairs share a side,
 * and the shim index reads the same revisions). A side given as a spec file is labelled by its document's
 * `info.version` too.
 */
export async function diffReports(sides: Side[], pairs: Pair[], revisions: RevisionSet, load: LoadOptions) {
  const engine = await loadEngine(load, catalogRange(sides, revisions.catalog), revisions.catalogSource);
  // The `info.version` of a side given as a spec file (read from the run's loads, not again from disk).
  const version = async (side: Side) => {
    if (!givenAsFile(side)) return undefined;
    const info = (await loadSpec(side.file, load)).document.info as { version?: unknown } | undefined;
    return info?.version === undefined ? undefined : valueText(info.version);
  };
  const reports: DiffReport[] = [];
  for (const { from: a, to: b } of pairs) {
    const report = await engine.diffSpecs(a.file, b.file);
    const [fromVersion, toVersion] = await Promise.all([version(a), version(b)]);
    reports.push({ ...report, from: a.label, to: b.label, ...defined({ fromVersion, toVersion }) });
  }
  return reports;
}
