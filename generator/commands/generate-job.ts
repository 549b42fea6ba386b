/**
 * What one `generate` run makes, from a config or from one spec: the entry points, the package's settings, where the
 * client and the reports go, and every input the output targets are checked against; `runGenerate` runs it.
 */
import path from "node:path";
import { catalogSourceOf, specFileOf, type ResolvedConfig } from "../config/index.js";
import { posixRelative, shownPath } from "../output/paths.js";
import { diffDataFiles } from "../load/catalog.js";
import type { LoadOptions } from "../load/index.js";
import { versionParameter } from "../config/version-parameter.js";
import { checkTarget, type TargetRequest } from "../output/target.js";
import { stamped } from "../output/stamp.js";
import { staleFiles, writeTrees, type Tree } from "../output/write-tree.js";
import { formattedTree, runFormat } from "./format.js";
import { RunContext } from "../run-context.js";
import type { PackageSettings, SpecInput } from "../index.js";
import type { GenerateCommonOptions, OutputFolder } from "../api.js";

export interface GenerateJob {
  inputs: SpecInput[];
  package: PackageSettings;
  /** The client package's folder (absolute). */
  client: string;
  /** The client's folder as the user gave it (`--out`), for messages. */
  clientGiven?: string;
  /** The reports' folder (absolute) and the config they are made from, when it names one. */
  reports?: { out: string; config: ResolvedConfig };
  /** The config's format command, run in `dir` on each output folder before it is swapped in. */
  format?: string[];
  /** The config's folder (the spec's for --spec): where the format command runs. */
  dir: string;
  /** Every input known before the run (config, specs, catalog, changes): outputs may not land on them. */
  reads: string[];
  /** `reads` and every file the run's `$ref`s reached, once the run has loaded them (what --watch watches). */
  read?: string[];
}

/** A neutral package from one spec: no reports, no shims; OAuth only when asked for. */
export function jobOfSpec(spec: string, out: string, options: { name?: string; oauth?: boolean }): GenerateJob {
  const file = path.resolve(spec);
  return {
    inputs: [{ file, name: "api", isDefault: true }],
    // Paths recorded in the package are relative to the spec's folder: the same bytes from any current folder.
    package: { baseDir: path.dirname(file), oauth: options.oauth ?? false, name: options.name },
    client: path.resolve(out),
    clientGiven: out,
    dir: path.dirname(file),
    reads: [file],
  };
}

export function jobOfConfig(config: ResolvedConfig): GenerateJob {
  const reads = [
    config.file,
    ...config.revisions.map((r) => r.spec),
    ...[config.catalogFile, config.changes, config.legacy].filter((f): f is string => f !== undefined),
    // The diff's data files beside the catalog, which the reports read when they exist (watched for their creation).
    ...(config.catalogFile === undefined ? [] : Object.values(diffDataFiles(config.catalogFile))),
  ];
  return {
    // One entry point per revision, the newest GA revision also as the package's `.`.
    inputs: config.revisions.map((r, i) => ({
      file: r.spec,
      name: r.id,
      revision: r.id,
      lifecycle: {
        revision: r.id,
        status: r.status,
        endOfSupport: r.endOfSupport,
        // No newer GA revision to send its users to (lifecycle.ts words the warning for that).
        ...(!config.revisions.slice(i + 1).some((n) => n.status === "GA") && { latest: true }),
      },
      isDefault: r.id === config.defaultRevision,
      version: config.versionHeader,
    })),
    package: {
      ...config.package,
      baseDir: config.dir,
      oauth: config.oauth,
      catalogFile: config.catalogFile,
      ...(config.changes !== undefined && {
        shims: {
          catalog: config.catalog,
          changes: config.changes,
          baseDir: config.dir,
          schemeAuth: !config.oauth,
          legacy: config.legacy,
        },
      }),
    },
    client: config.output.client,
    ...(config.output.reports !== undefined && { reports: { out: config.output.reports, config } }),
    format: config.format,
    dir: config.dir,
    reads,
  };
}

/** The API's options (api.ts), and where a warning about a spec goes (one located line; default: stderr). */
export type RunOptions = Omit<GenerateCommonOptions, "cwd"> & { onWarning?: (line: string) => void };

/**
 * Makes the job's trees and writes them (each output folder replaced as a whole, after the format command), or with
 * `check` compares them with the disk: the client's folder first, then the reports'. The targets are checked before
 * any work and again with every file read.
 */
export async function runGenerate(job: GenerateJob, options: RunOptions = {}): Promise<OutputFolder[]> {
  const dirs = [job.client, ...(job.reports ? [job.reports.out] : [])];
  const targets = dirs.map((dir, i): Omit<TargetRequest, "inputs"> => ({
    given: (i === 0 ? job.clientGiven : undefined) ?? shownPath(dir),
    kind: "folder",
    // --check writes nothing: a folder revforge did not write is compared, not refused (W3). What no run may write
    // (the root, the current folder, an input's folder, a file: W1, W2) is refused all the same, never compared.
    clean: options.clean || options.check,
  }));
  for (const target of targets) checkTarget({ ...target, inputs: job.reads });
  // One run: the client, then the reports, read the same revisions, loaded once.
  const run = new RunContext();
  const { allowOutsideRefs, maxBytes, strict } = options;
  const trees = await makeTrees(job, { allowOutsideRefs, maxBytes, lint: options.lint === true, strict, run }, options);
  job.read = [...job.reads, ...(await run.specFilesRead())];
  const results = trees.map((tree, i): OutputFolder => ({
    out: dirs[i]!,
    files: [...stamped(tree).keys()],
    ...(options.check && {
      stale: staleFiles(dirs[i]!, job.format ? formattedTree(dirs[i]!, tree, job.format, job.dir) : tree),
    }),
  }));
  if (options.check) return results;
  // Checked again with every file the run read: a `$ref` may have reached a file inside the target.
  const real = targets.map((target) => checkTarget({ ...target, inputs: job.read! }));
  // Every folder staged (and formatted) before any is swapped in: a format command failing on the reports leaves the
  // previous package too, never a new package beside old reports.
  writeTrees(
    trees.map((tree, i) => ({ outDir: real[i]!, tree })),
    job.format ? { staged: (dir) => runFormat(job.format!, dir, job.dir) } : {},
  );
  return results;
}

async function makeTrees(job: GenerateJob, load: LoadOptions, options: RunOptions): Promise<Tree[]> {
  const { generateClientPackage } = await import("../index.js");
  const client = await generateClientPackage(job.inputs, {
    load,
    package: job.package,
    onProgress: options.onProgress,
    onWarning: options.onWarning ?? ((line) => void process.stderr.write(`revforge generate: warning: ${line}\n`)),
  });
  if (!job.reports) return [client];
  const { config } = job.reports;
  const [{ reportsTree }, { loadEngine }, { loadSpec }, { modelOf }] = await Promise.all([
    import("../report/tree.js"),
    import("../report/engine.js"),
    import("../load/index.js"),
    import("../diff/model-of.js"),
  ]);
  const reportTree = await reportsTree({
    engine: await loadEngine(load, undefined, catalogSourceOf(config)),
    catalog: config.catalog,
    specFile: specFileOf(config),
    baseDir: config.dir,
    // What the index pages say they are generated from: the catalog's folder, else the config.
    source: config.catalogFile
      ? `${posixRelative(config.dir, path.dirname(config.catalogFile)) || "."}/`
      : path.basename(config.file),
    onProgress: options.onProgress,
    // The version parameter of each spec as its entry point has it, from the run's loads and models: the config's
    // `versionHeader` (undefined: detected from each spec, as the entry points do). Unchecked: a spec whose version
    // value is unusable fails the client's generation with a located error; not here too.
    clientParameter: async (file) =>
      versionParameter(modelOf(await loadSpec(file, load), load.run), config.versionHeader, { unchecked: true }),
  });
  return [client, reportTree];
}
