/**
 * revforge's programmatic API: `import { generate, diff, loadConfig, defineConfig } from "revforge"`. The same work
 * as the commands, returning structured results instead of printing, and throwing typed errors that say where the
 * problem is (exported below) instead of exiting. Every type a caller sees is exported from here.
 */
import { statSync } from "node:fs";
import path from "node:path";
import { UsageError } from "./cli-args.js";
import { jobOfConfig, jobOfSpec, runGenerate } from "./commands/generate-job.js";
import { diffReports, resolveSide, revisionSet, type Side } from "./commands/diff-pairs.js";
import { loadConfig as loadResolvedConfig, type LoadConfigOptions } from "./config/index.js";
import { findConfig } from "./config/read.js";
import type { RevforgeConfig } from "./config/types.js";
import { kindOf, packageNameProblem } from "./config/validate.js";
import type { ResolvedConfig } from "./config/resolve.js";
import type { DiffReport, Finding } from "./diff/types.js";
import { RunContext } from "./run-context.js";

export { defineConfig } from "./config/types.js";
export type { RevforgeConfig, RevisionConfig, RevisionStatus, VersionParameterConfig } from "./config/types.js";
export type { ResolvedConfig, ResolvedRevision } from "./config/resolve.js";
export type { LoadConfigOptions } from "./config/index.js";
export type { DiffReport, Finding };
export { ConfigError, ConfigNotFoundError } from "./config/index.js";
export { LoadError, type SourceLocation } from "./load/errors.js";
export { RefusedTarget } from "./output/target.js";
export { OutputError } from "./output/write-tree.js";
export { FormatError } from "./commands/format.js";
export { UsageError } from "./cli-args.js";

/** What every `generate` takes, with a config or with one spec. */
export interface GenerateCommonOptions {
  /** Where relative paths and the config are looked for. Default: the current folder. */
  cwd?: string;
  /** Compare with what is on disk instead of writing (`stale` lists the differences). */
  check?: boolean;
  /** Replace output folders revforge did not write. */
  clean?: boolean;
  /** Let a `$ref` reach files outside the spec's folder, by an absolute path too (`--allow-outside-refs`). */
  allowOutsideRefs?: boolean;
  /** The largest spec file read, in bytes (the command's `--max-size`, in MiB); default 20 MiB. */
  maxBytes?: number;
  /** Check each spec with Redocly's structural rule too (docs/safety.md, L5). Default false. */
  lint?: boolean;
  /** Lint, and refuse a spec at its first structural slip instead of warning about it. */
  strict?: boolean;
  onProgress?: (line: string) => void;
}

/** The package and reports of a config. */
export interface ConfigGenerateOptions extends GenerateCommonOptions {
  /** A config file, or a config value (its paths relative to `cwd`). Default: the config file in `cwd`. */
  config?: string | RevforgeConfig;
  spec?: never;
  out?: never;
}

/** A neutral package of one OpenAPI document, written to `out`. */
export interface SpecGenerateOptions extends GenerateCommonOptions {
  spec: string;
  out: string;
  /** The package's npm name (default: from the spec's `info.title`). */
  name?: string;
  /** Include the OAuth helpers. */
  oauth?: boolean;
  config?: never;
}

export type GenerateOptions = ConfigGenerateOptions | SpecGenerateOptions;

/** An output folder: where it is, the files written there, and with `check` those that differ on disk. */
export interface OutputFolder {
  /** Absolute path. */
  out: string;
  /** Relative to `out`. */
  files: string[];
  /** With `check`: `<file> (differs|missing|not generated)`, relative to `out`; empty when up to date. */
  stale?: string[];
}

/** The client package's folder, and the reports' when the config names one. */
export interface GenerateResult extends OutputFolder {
  reports?: OutputFolder;
  /** Warnings about the specs, each one located line (`file:line:col pointer message`). */
  warnings: string[];
  /** With `check`: true when every output matches the disk. */
  upToDate?: boolean;
}

/** `revforge generate`: throws ConfigError, LoadError, RefusedTarget, FormatError or UsageError, each one line. */
export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  checkOptions("generate", options, generateOptions);
  const cwd = path.resolve(options.cwd ?? process.cwd());
  if (options.spec !== undefined) {
    if (options.config !== undefined) throw new UsageError("config and spec are two ways to generate: give one");
    if (options.out === undefined) throw new UsageError("spec needs out");
    const problem = options.name === undefined ? undefined : packageNameProblem(options.name);
    if (problem) throw new UsageError(`name ${JSON.stringify(options.name)} ${problem}`);
  }
  const job =
    options.spec !== undefined
      ? jobOfSpec(path.resolve(cwd, options.spec), path.resolve(cwd, options.out!), options)
      : jobOfConfig(await resolveConfig(options.config, cwd));
  const warnings: string[] = [];
  const outputs = await runGenerate(job, { ...options, onWarning: (line) => warnings.push(line) });
  const [client, reports] = outputs;
  return {
    ...client!,
    ...(reports && { reports }),
    warnings,
    ...(options.check && { upToDate: outputs.every((o) => o.stale!.length === 0) }),
  };
}

export interface DiffOptions extends Pick<GenerateCommonOptions, "cwd" | "maxBytes" | "allowOutsideRefs"> {
  /** The config whose revision ids `from` and `to` may name; default: the config file in `cwd`, if any. */
  config?: string | RevforgeConfig;
}

/**
 * The breaking-change report between two revisions (ids of the config's revisions, or `latest`) or two spec files:
 * every finding with its severity, rule, location and the operations it affects; the report `revforge diff` makes
 * (a spec file labelled by its path from `cwd` and its `info.version`).
 */
export async function diff(from: string, to: string, options: DiffOptions = {}): Promise<DiffReport> {
  for (const [side, value] of Object.entries({ from, to }))
    if (typeof value !== "string") throw new UsageError(`diff: ${side} must be a string, got ${kindOf(value)}`);
  checkOptions("diff", options, { config: "config", cwd: "string", maxBytes: "number", allowOutsideRefs: "boolean" });
  const cwd = path.resolve(options.cwd ?? process.cwd());
  // Without a config, both sides are spec files.
  const none = options.config === undefined && findConfig(cwd) === undefined;
  const config = none ? undefined : await resolveConfig(options.config, cwd);
  // The command's path, for one pair; one run per call: a later call reads the specs again, edits included.
  const revisions = revisionSet(config, false);
  const [a, b] = [from, to].map((arg) => resolveSide(arg, revisions, cwd)) as [Side, Side];
  const [report] = await diffReports([a, b], [{ from: a, to: b }], revisions, {
    run: new RunContext(),
    maxBytes: options.maxBytes,
    allowOutsideRefs: options.allowOutsideRefs,
  });
  return report!;
}

function resolveConfig(config: string | RevforgeConfig | undefined, cwd: string): Promise<ResolvedConfig> {
  return loadResolvedConfig(typeof config === "object" ? { config, cwd } : { file: config, cwd });
}

/**
 * The config, checked and resolved: the file in `cwd` (or `file`), or a `config` value. Every problem is a
 * ConfigError naming the file and the field; options of the wrong kind (`loadConfig("x.json")`) are a UsageError.
 */
export async function loadConfig(options: LoadConfigOptions = {}): Promise<ResolvedConfig> {
  checkOptions("loadConfig", options, { file: "string", config: "config", cwd: "string" });
  return loadResolvedConfig(options);
}

/** What each option of `generate` is, checked for callers without the types (JavaScript). */
const generateOptions: Record<string, OptionKind> = {
  cwd: "string",
  check: "boolean",
  clean: "boolean",
  allowOutsideRefs: "boolean",
  maxBytes: "number",
  lint: "boolean",
  strict: "boolean",
  onProgress: "function",
  config: "config",
  spec: "string",
  out: "string",
  name: "string",
  oauth: "boolean",
};

type OptionKind = "string" | "boolean" | "number" | "function" | "config";

/**
 * Options as the types say, for a JavaScript caller: a value of another kind is a UsageError naming the option, not a
 * TypeError from Node's path functions; a misspelt option (`allowOutsideRef`) is one too, not silently ignored, as an
 * unknown flag or config field is. An option set to undefined is an option not given.
 */
function checkOptions(call: string, options: unknown, kinds: Record<string, OptionKind>): void {
  if (options === null || typeof options !== "object" || Array.isArray(options))
    throw new UsageError(`${call}: takes an options object, got ${kindOf(options)}`);
  for (const [key, value] of Object.entries(options)) {
    const kind = Object.hasOwn(kinds, key) ? kinds[key] : undefined;
    if (kind === undefined)
      throw new UsageError(`${call}: unknown option ${JSON.stringify(key)} (known: ${Object.keys(kinds).join(", ")})`);
    if (value === undefined) continue;
    if (
      kind === "config"
        ? typeof value !== "string" && (typeof value !== "object" || value === null)
        : typeof value !== kind
    )
      throw new UsageError(
        `${call}: option ${key} must be ${kind === "config" ? "a file name or a config object" : `a ${kind}`}, got ${kindOf(value)}`,
      );
    // Else the loader refuses it as if the spec were at fault, located at the first spec's line 1.
    if (key === "maxBytes" && !((value as number) > 0 && Number.isFinite(value)))
      throw new UsageError(`${call}: option maxBytes must be a positive number of bytes, got ${kindOf(value)}`);
    // Else every file would be "not found", named by a path that climbs out of the folder it was looked for in.
    if (key === "cwd" && !statSync(path.resolve(value as string), { throwIfNoEntry: false })?.isDirectory())
      throw new UsageError(`${call}: option cwd ${JSON.stringify(value)} is not a folder`);
  }
}
