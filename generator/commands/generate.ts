/**
 * `revforge generate` (README.md, "revforge generate"): the flags checked, the job made (generate-job.ts) and run once,
 * or on every change with `--watch` (generate-watch.ts), and its outcome printed.
 */
import { commandConfig, mebibytes, parseFlags, refuseRemoteSpec, shellWord, UsageError } from "../cli-args.js";
import { packageNameProblem } from "../config/validate.js";
import { shownPath } from "../output/paths.js";
import { flagKinds, type FlagKinds } from "./usage.js";
import { jobOfConfig, jobOfSpec, runGenerate, type GenerateJob } from "./generate-job.js";

type GenerateFlags = ReturnType<typeof parseFlags<FlagKinds<"generate">>>["flags"];

export async function generateCommand(argv: string[], log: (line: string) => void): Promise<number> {
  const { flags } = parseFlags(argv, flagKinds("generate"), { min: 0, max: 0, names: "no positional arguments" });
  checkFlags(flags);
  if (flags.watch) {
    const { watchGenerate } = await import("./generate-watch.js");
    return watchGenerate(
      () => prepare(flags),
      (job) => runJob(job, flags, argv, log),
      log,
    );
  }
  return runJob(await prepare(flags), flags, argv, log);
}

function checkFlags(flags: GenerateFlags): void {
  if (flags.spec === undefined) {
    for (const only of ["out", "name", "oauth"] as const)
      if (flags[only] !== undefined) throw new UsageError(`--${only} goes with --spec`);
  } else {
    if (flags.config !== undefined) throw new UsageError("--config and --spec are two ways to run: give one");
    if (flags.spec === "") throw new UsageError('--spec needs a file, got ""');
    if (flags.out === undefined) throw new UsageError("--spec needs --out <dir>");
    refuseRemoteSpec(flags.spec);
    const problem = flags.name === undefined ? undefined : packageNameProblem(flags.name);
    if (problem) throw new UsageError(`--name ${JSON.stringify(flags.name)} ${problem}`);
    if (/[\\:\0]/.test(flags.out))
      throw new UsageError(`refusing --out ${JSON.stringify(flags.out)}: not a portable folder path`);
  }
  if (flags.check && flags.clean) throw new UsageError("--clean goes with writing, not with --check");
  if (flags.check && flags.watch) throw new UsageError("--watch goes with writing, not with --check");
  if (flags.format?.trim() === "") throw new UsageError('--format needs a command, e.g. --format "prettier --write"');
}

/**
 * The job of this run: from --spec, or from the config (read again on every run of --watch). `--format` replaces the
 * config's format command; typed on the command line, it runs in the current folder, as the shell would run it.
 */
async function prepare(flags: GenerateFlags): Promise<GenerateJob> {
  const job =
    flags.spec !== undefined
      ? jobOfSpec(flags.spec, flags.out!, flags)
      : jobOfConfig(await commandConfig(flags.config));
  if (flags.format === undefined) return job;
  return { ...job, format: flags.format.trim().split(/\s+/), dir: process.cwd() };
}

async function runJob(
  job: GenerateJob,
  flags: GenerateFlags,
  argv: string[],
  log: (line: string) => void,
): Promise<number> {
  const started = Date.now();
  const results = await runGenerate(job, {
    check: flags.check,
    clean: flags.clean,
    allowOutsideRefs: flags["allow-outside-refs"],
    maxBytes: mebibytes(flags["max-size"]),
    lint: flags.lint,
    strict: flags.strict,
    onProgress: flags.quiet ? undefined : log,
    // Warnings about the spec go to stderr, with --quiet too.
  });
  const named = results.map((r) => shownPath(r.out)).join(" and ");
  const count = results.reduce((n, r) => n + r.files.length, 0);
  if (flags.check) {
    // The client's files by their path in it, the reports' by their path from here.
    const stale = results.flatMap((r, i) => r.stale!.map((f) => (i === 0 ? f : `${shownPath(r.out)}/${f}`)));
    const are = `${named} ${results.length > 1 ? "are" : "is"}`;
    if (stale.length === 0) log(`${are} up to date (${count} files).`);
    else {
      // The same run without --check: with its --config or --spec and --out, not the current folder's config.
      const rerun = ["revforge", "generate", ...argv.filter((arg) => arg !== "--check")].map(shellWord).join(" ");
      log(`${are} stale: ${stale.length} file(s) differ from what the specs produce. Run ${rerun}.`);
    }
    for (const f of stale) log(`  ${f}`);
    return stale.length === 0 ? 0 : 1;
  }
  log(`wrote ${count} files to ${named} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}
