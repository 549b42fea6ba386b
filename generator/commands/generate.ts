/**
 * `revforge generate`: regenerate generated/client from specs/ (default), or a package from any OpenAPI 3.0/3.1
 * document (`--spec <file> --out <dir>`). `--check` writes nothing and lists the files that differ. The output
 * folders are checked by output/target.ts before any work and again before writing: a folder revforge did not write,
 * or one holding files a user added, is replaced only with `--clean`. Structural slips of a spec (a response without
 * `description`...) are warnings on stderr, `--quiet` or not; `--strict` refuses the spec at the first one instead.
 */
import path from "node:path";
import type { SpecInput } from "../index.js";
import { parseFlags, UsageError } from "../cli-args.js";
import { checkTarget, type TargetRequest } from "../output/target.js";
import { WorkQueue } from "../worker/queue.js";
import { staleFiles, writeTree, type Tree } from "../output/write-tree.js";
import type { LoadOptions } from "../load/index.js";
import { specFilesRead } from "./files-read.js";

const projectRoot = path.resolve(import.meta.dirname, "../..");
export const defaultOut = path.join(projectRoot, "generated", "client");
/** The breaking-change reports between our revisions; written by the main job only (not with --spec). */
export const reportsOut = path.join(projectRoot, "generated", "reports");
/** What the main job reads: the specs, the catalog and the declared changes. */
const specsDir = path.join(projectRoot, "specs");

export async function generateCommand(argv: string[], log: (line: string) => void): Promise<number> {
  const { flags } = parseFlags(
    argv,
    {
      check: "boolean",
      spec: "string",
      out: "string",
      "allow-outside-refs": "boolean",
      clean: "boolean",
      "max-size": "number",
      strict: "boolean",
      quiet: "boolean",
    },
    { min: 0, max: 0, names: "no positional arguments" },
  );
  if (flags.out !== undefined && flags.spec === undefined) throw new UsageError("--out goes with --spec");
  const out = path.resolve(flags.out ?? (flags.spec ? "" : defaultOut));
  if (flags.spec !== undefined && flags.out === undefined) throw new UsageError("--spec needs --out <dir>");
  if (flags.spec !== undefined && /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(flags.spec))
    throw new UsageError(`refusing to fetch ${flags.spec}: remote specs are not loaded; download it and pass the file`);
  if (flags.out !== undefined && /[\\:\0]/.test(flags.out))
    throw new UsageError(`refusing --out ${JSON.stringify(flags.out)}: not a portable folder path`);
  if (flags.check && flags.clean) throw new UsageError("--clean goes with writing, not with --check");
  const relative = (dir: string) => path.relative(process.cwd(), dir) || ".";
  const shown = relative(out);
  const reads = flags.spec ? [path.resolve(flags.spec)] : [specsDir];
  // The package's folder, and for the main job the reports' folder.
  const folder = (given: string): Omit<TargetRequest, "inputs"> => ({ given, kind: "folder", clean: flags.clean });
  const targets = flags.spec ? [folder(flags.out!)] : [folder(shown), folder(relative(reportsOut))];
  if (!flags.check) for (const target of targets) checkTarget({ ...target, inputs: reads });
  // The arguments are good: the worker thread first, so that it loads its libraries while this thread loads the
  // generator (not before: a usage error above is answered without loading either).
  const worker = new WorkQueue();
  const started = Date.now();
  // One load of each spec for the whole run: the client, then the reports and guides, read the same revisions.
  const load = {
    allowOutsideRefs: flags["allow-outside-refs"],
    maxBytes: flags["max-size"] ? flags["max-size"] * 1024 * 1024 : undefined,
    strict: flags.strict,
    cache: new Map(),
  };
  const progress = flags.quiet ? undefined : log;
  const [tree, reports] = await packageAndReports(flags.spec, worker, load, progress).finally(() => worker.close());
  if (flags.check) {
    const stale = [
      ...staleFiles(out, tree),
      ...(reports ? staleFiles(reportsOut, reports).map((f) => `../reports/${f}`) : []),
    ];
    if (stale.length === 0) {
      log(
        `${shown}${reports ? " and generated/reports are" : " is"} up to date (${tree.size + (reports?.size ?? 0)} files).`,
      );
      return 0;
    }
    log(`${shown} is stale: ${stale.length} file(s) differ from what specs/ produce. Run npm run generate.`);
    for (const f of stale) log(`  ${f}`);
    return 1;
  }
  // Checked again with every file the run read: a `$ref` may have reached a file inside the target.
  const read = [...reads, ...(await specFilesRead(load.cache))];
  const [clientDir, reportsDir] = targets.map((target) => checkTarget({ ...target, inputs: read }));
  writeTree(clientDir!, tree);
  if (reports) writeTree(reportsDir!, reports);
  log(
    `wrote ${tree.size + (reports?.size ?? 0)} files to ${shown}${reports ? " and generated/reports" : ""} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return 0;
}

/**
 * The client and, for the main job only, the reports between our revisions (the diff engine loads only then), made
 * side by side: this thread loads, emits and diffs while the worker thread prints the types, guards the files and
 * renders the report pages.
 */
async function packageAndReports(
  spec: string | undefined,
  worker: WorkQueue,
  load: LoadOptions,
  progress: ((line: string) => void) | undefined,
): Promise<[Tree, Tree | undefined]> {
  const { generateClientPackage, repositoryInputs } = await import("../index.js");
  const inputs: SpecInput[] = spec ? [{ file: path.resolve(spec), name: "api", isDefault: true }] : repositoryInputs();
  return Promise.all([
    generateClientPackage(inputs, {
      load,
      onProgress: progress,
      // Warnings about the spec go to stderr, with --quiet too.
      onWarning: (line) => process.stderr.write(`revforge generate: warning: ${line}\n`),
      worker,
    }),
    spec
      ? undefined
      : import("../report/tree.js").then((m) =>
          m.reportsTree({ load, onProgress: progress, render: (page) => worker.run({ kind: "page", page }) }),
        ),
  ]);
}
