/**
 * `revforge diff` (README.md, "revforge diff"): the reports of the pairs of diff-pairs.ts, every one made before
 * anything is printed or written. Structural slips of a spec are warnings on stderr, never in the report's stdout.
 */
import path from "node:path";
import { commandConfig, mebibytes, parseFlags, shellWord, UsageError } from "../cli-args.js";
import { findConfig } from "../config/read.js";
import type { DiffReport } from "../diff/types.js";
import { RunContext } from "../run-context.js";
import { checkTarget, type TargetRequest } from "../output/target.js";
import { writeFileAtomic } from "../output/write-file.js";
import { writeTree } from "../output/write-tree.js";
import { reportFormats, type ReportFormat } from "../report/formats.js";
import { renderJson } from "../report/json.js";
import { severities } from "../report/rank.js";
import { flagKinds } from "./usage.js";
import { diffPairs, diffReports, givenAsFile, resolveSide, revisionSet, type Pair, type Side } from "./diff-pairs.js";

const failLevels = ["breaking", "dangerous"] as const;
const extensions: Record<ReportFormat, string> = { md: "md", json: "json", html: "html", github: "txt" };
/** The format an `--out` file's extension names, taken when no --format is given (`--out changes.html` is a page). */
const named: Record<string, ReportFormat> = { ".md": "md", ".json": "json", ".html": "html", ".htm": "html" };
const sidesNames = "<from> <to> (revision ids or spec files; a longer list with --steps)";

export async function diffCommand(argv: string[], log: (line: string) => void): Promise<number> {
  const started = performance.now();
  const { flags, positionals } = parseFlags(argv, flagKinds("diff"), {
    min: 2,
    max: Infinity,
    names: sidesNames,
  });
  // `--out -` is stdout, as the convention goes (and where no --out sends the report), not a file named `-`.
  if (flags.out === "-") delete flags.out;
  if (!flags.steps && positionals.length > 2)
    throw new UsageError(`expected ${sidesNames}, got ${positionals.map((p) => JSON.stringify(p)).join(" ")}`);
  const file = flags.out !== undefined && !flags.steps ? named[path.extname(flags.out).toLowerCase()] : undefined;
  const format = oneOf("format", flags.format ?? file ?? "md", reportFormats);
  const failOn = flags["fail-on"] === undefined ? undefined : oneOf("fail-on", flags["fail-on"], failLevels);
  if (flags.out !== undefined) {
    if (/[\\:\0]/.test(flags.out) || (!flags.steps && flags.out.endsWith("/")))
      throw new UsageError(
        `refusing --out ${JSON.stringify(flags.out)}: not a portable ${flags.steps ? "folder" : "file"} path`,
      );
  } else if (flags.clean) throw new UsageError("--clean goes with --out");
  if (flags.steps && format === "html" && flags.out === undefined)
    throw new UsageError("--steps --format html writes one page per step: give --out <folder>");
  const configFile = flags.config ?? findConfig(process.cwd());
  const revisions = revisionSet(configFile === undefined ? undefined : await commandConfig(configFile), true);
  const sides = positionals.map((arg) => resolveSide(arg, revisions));
  const { pairs, catalogSteps } = diffPairs(sides, flags.steps === true, revisions);
  // The catalog's inputs are read too (the catalog, the declared changes, the diff's renames and waivers).
  const reads = [...sides.map((s) => s.file), ...revisions.reads];
  const target: Omit<TargetRequest, "inputs"> | undefined =
    flags.out === undefined
      ? undefined
      : { given: flags.out, kind: flags.steps ? "folder" : "file", clean: flags.clean };
  if (target) checkTarget({ ...target, inputs: reads });
  const names = pairs.map((pair, i) => pairFileName(pair, i, pairs.length, catalogSteps, extensions[format]));
  const run = new RunContext();
  // A diff runs only the checks that decide whether the comparison is sound (the load's own); Redocly's struct rule,
  // which reports slips the comparison reads around, only when asked (--lint, or --strict, which refuses them).
  const reports = await diffReports(sides, pairs, revisions, {
    run,
    strict: flags.strict,
    lint: flags.lint === true,
    maxBytes: mebibytes(flags["max-size"]),
    allowOutsideRefs: flags["allow-outside-refs"],
  });
  // Where the command that writes a pair's HTML report puts it: beside the --out file or folder (not inside a
  // folder revforge stamps, where a file it did not write would stop the next run), else in the current folder.
  const html = (i: number) =>
    flags.steps
      ? path.join(path.dirname(flags.out ?? "."), names[i]!.replace(/\.[a-z]+$/, ".html"))
      : (flags.out?.replace(/(\.md)?$/, ".html") ?? `${pairStem(pairs[i]!)}.html`);
  // Each spec's warnings once (with --steps a side is the `to` of one report and the `from` of the next).
  const warnings = new Set(reports.flatMap((r) => [...(r.warnings?.from ?? []), ...(r.warnings?.to ?? [])]));
  for (const line of warnings) process.stderr.write(`revforge diff: warning: ${line}\n`);
  // The other formats' renderers load Handlebars and their templates: imported only when asked for.
  const render = format === "json" ? undefined : (await import("../report/render.js")).renderReport;
  const texts = reports.map((report, i) =>
    render
      ? render(format, report, {
          catalog: revisions.catalog,
          rest: { command: restCommand(pairs[i]!, html(i), flags) },
        })
      : renderJson(report),
  );
  const total = { breaking: 0, dangerous: 0, safe: 0 };
  for (const { summary } of reports) for (const level of severities) total[level] += summary[level];
  const counts = `${total.breaking} breaking, ${total.dangerous} dangerous, ${total.safe} safe`;
  if (target === undefined) {
    // Several JSON reports make one JSON array; the other formats read well one after another.
    const text = flags.steps && format === "json" ? renderJson(reports) : texts.join(format === "md" ? "\n" : "");
    if (text) log(text.replace(/\n$/, ""));
  } else {
    // Checked again with every file the run read: a `$ref` may have reached the target.
    const real = checkTarget({ ...target, inputs: [...reads, ...(await run.specFilesRead())] });
    if (flags.steps) {
      writeTree(real, new Map(texts.map((text, i) => [names[i]!, text])));
      log(`wrote ${reports.length} report${reports.length === 1 ? "" : "s"} to ${flags.out} (${counts})`);
    } else {
      writeFileAtomic(real, texts[0]!);
      log(`wrote ${flags.out} (${counts})`);
    }
  }
  if (flags.stats) process.stderr.write(`${stats(reports, started)}\n`);
  const failing = failOn === undefined ? 0 : total.breaking + (failOn === "dangerous" ? total.dangerous : 0);
  if (failing > 0)
    throw new Error(
      `${sides[0]!.label} to ${sides.at(-1)!.label}: ${counts} (--fail-on ${failOn} fails on ${failing} finding${failing === 1 ? "" : "s"})`,
    );
  return 0;
}

/**
 * The command that writes a pair's HTML report, for a Markdown report too long to hold every finding: with the flags
 * that decided how its sides were found and read (the config that names the revisions, the limits of the load), without
 * which the same command would fail or read another config.
 */
function restCommand(
  pair: Pair,
  html: string,
  flags: { config?: string; "max-size"?: number; "allow-outside-refs"?: boolean },
): string {
  const sides = ["revforge", "diff", pair.from.label, pair.to.label];
  const config = flags.config === undefined ? [] : ["--config", flags.config];
  const maxSize = flags["max-size"] === undefined ? [] : ["--max-size", String(flags["max-size"])];
  const outside = flags["allow-outside-refs"] ? ["--allow-outside-refs"] : [];
  return [...sides, ...config, ...maxSize, ...outside, "--format", "html", "--out", html].map(shellWord).join(" ");
}

/** The `--stats` line: reports, findings, seconds, and the peak resident set size in MiB. */
function stats(reports: DiffReport[], started: number): string {
  const findings = reports.reduce((sum, r) => sum + r.findings.length, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const peak = Math.round(process.resourceUsage().maxRSS / 1024);
  return `revforge diff: ${reports.length} report${reports.length === 1 ? "" : "s"}, ${findings} finding${findings === 1 ? "" : "s"} in ${seconds} s; peak memory ${peak} MiB (resident set size)`;
}

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${flag} must be one of ${allowed.join(", ")}; got ${JSON.stringify(value)}`);
}

/** A side in a file name: a revision id as is, a spec file by its name without extension, portable characters only. */
function stem(side: Side): string {
  const name = givenAsFile(side) ? path.basename(side.label).replace(/\.(ya?ml|json)$/i, "") : side.label;
  return name.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^[.-]/, "_") || "spec";
}

/** `<from>..<to>` of a pair, for file names. */
const pairStem = (pair: Pair) => `${stem(pair.from)}..${stem(pair.to)}`;

/**
 * A pair's file name in a `--steps --out` folder: `<from>..<to>.<ext>` for the catalog's steps, as in
 * generated/reports; for a list given on the command line, numbered in the order given (two files may share a
 * name, and a pair may come twice), `01-<from>..<to>.<ext>`.
 */
function pairFileName(pair: Pair, index: number, count: number, catalogSteps: boolean, ext: string): string {
  const name = `${pairStem(pair)}.${ext}`;
  return catalogSteps ? name : `${String(index + 1).padStart(Math.max(2, String(count).length), "0")}-${name}`;
}
