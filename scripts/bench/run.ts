/**
 * `npm run bench [-- --quick] [-- --only <name>[,<name>...]] [-- --rounds <n>] [-- --keep] [-- --chart-only]`
 *
 * Collects every measurement in measure/ (one file each, default export a Measurement), runs them one after the
 * other with the same schedule (lib/rounds.ts), prints the results and goals tables, and writes
 * results/latest.md, results/latest.json and results/latest.svg (lib/chart.ts); `--chart-only` only redraws the SVG
 * from the existing latest.json. Exit code 1 if a measurement failed to run; goals that are not met
 * are results, not failures. Temporary outputs go to a folder under the OS temp dir, removed at the end unless --keep.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chartFromJson } from "./lib/chart.js";
import { commandLine, machine, revision } from "./lib/machine.js";
import type { Context, Measurement } from "./lib/measurement.js";
import { benchRoot, toolVersions } from "./lib/paths.js";
import {
  format,
  goalsTable,
  minutes,
  resultsTable,
  writeResults,
  type MeasurementResult,
  type RunResult,
} from "./lib/report.js";
import { runRounds } from "./lib/rounds.js";

const usage =
  "usage: npm run bench -- [--quick] [--only <name>[,<name>...]] [--rounds <n>] [--keep]\n" +
  "  --quick         3 rounds instead of 5 (a smoke run)\n" +
  "  --only <names>  run only these measurements (file names under scripts/bench/measure/)\n" +
  "  --rounds <n>    rounds after the warm-up (at least 5; at least 3 with --quick)\n" +
  "  --keep          keep the temporary folder with every output\n" +
  "  --chart-only    run nothing; redraw results/latest.svg from results/latest.json";

interface Options {
  quick: boolean;
  only?: string[];
  rounds: number;
  keep: boolean;
  chartOnly: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { quick: false, rounds: 0, keep: false, chartOnly: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith("--")) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === "--quick") options.quick = true;
    else if (arg === "--keep") options.keep = true;
    else if (arg === "--chart-only") options.chartOnly = true;
    else if (arg === "--only") options.only = value().split(",").filter(Boolean);
    else if (arg === "--rounds") {
      const v = value();
      if (!/^\d+$/.test(v)) throw new Error(`--rounds needs a whole number, got ${JSON.stringify(v)}`);
      options.rounds = Number(v);
    } else if (arg === "--help" || arg === "-h") {
      console.log(usage);
      process.exit(0);
    } else throw new Error(`unknown argument ${JSON.stringify(arg)}`);
  }
  const least = options.quick ? 3 : 5;
  options.rounds ||= least;
  if (options.rounds < least)
    throw new Error(`--rounds ${options.rounds}: at least ${least} rounds${options.quick ? " with --quick" : ""}`);
  return options;
}

async function loadMeasurements(): Promise<Measurement[]> {
  const dir = path.join(benchRoot, "measure");
  const found: Measurement[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .sort()) {
    const m = ((await import(pathToFileURL(path.join(dir, file)).href)) as { default?: Measurement }).default;
    if (!m || typeof m.prepare !== "function") throw new Error(`measure/${file} has no default-exported Measurement`);
    if (`${m.name}.ts` !== file)
      throw new Error(`measure/${file} is named ${JSON.stringify(m.name)}; name it after its file`);
    found.push(m);
  }
  return found.sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.name.localeCompare(b.name));
}

async function main(argv: string[]): Promise<number> {
  let options: Options;
  try {
    options = parseArgs(argv);
  } catch (error) {
    console.error(`bench: ${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (options.chartOnly) {
    try {
      console.log(`Written: ${path.relative(process.cwd(), chartFromJson(path.join(benchRoot, "results")))}`);
      return 0;
    } catch (error) {
      console.error(`bench: --chart-only needs a readable results/latest.json: ${(error as Error).message}`);
      return 1;
    }
  }
  const all = await loadMeasurements();
  const unknown = (options.only ?? []).filter((n) => !all.some((m) => m.name === n));
  if (unknown.length) {
    console.error(`bench: no measurement ${unknown.join(", ")}; there are: ${all.map((m) => m.name).join(", ")}`);
    return 2;
  }
  const selected = options.only ? all.filter((m) => options.only!.includes(m.name)) : all;

  const started = performance.now();
  const date = new Date().toISOString();
  const loadAtStart = os.loadavg()[0]!;
  const runDir = mkdtempSync(path.join(os.tmpdir(), "revforge-bench-"));
  const shared = new Map<string, Promise<unknown>>();
  const results: MeasurementResult[] = [];
  const log = (line: string) => console.log(line);
  log(
    `revforge bench: ${selected.map((m) => m.name).join(", ")}; ${options.rounds} rounds after a warm-up; work in ${runDir}`,
  );
  try {
    for (const m of selected) {
      const t0 = performance.now();
      log(`\n${m.name}: ${m.title}`);
      const work = path.join(runDir, m.name);
      mkdirSync(work, { recursive: true });
      const ctx: Context = { work, runDir, shared, log: (line) => log(line) };
      const result: MeasurementResult = {
        name: m.name,
        title: m.title,
        description: m.description,
        metrics: m.metrics,
        contenders: [],
        goals: [],
        notes: [],
        seconds: 0,
      };
      try {
        const prepared = await m.prepare(ctx);
        result.contenders = prepared.contenders.map((c) => ({ name: c.name, command: c.command }));
        result.notes.push(...(prepared.notes ?? []));
        const { samples, stats } = await runRounds(prepared.contenders, options.rounds, ctx.log);
        result.samples = samples;
        result.stats = stats;
        result.goals = prepared.goals(stats);
        if (prepared.after) result.notes.push(...(await prepared.after(stats)));
      } catch (error) {
        result.error = error instanceof Error ? error.message : String(error);
        log(`  FAILED: ${result.error}`);
      }
      result.seconds = (performance.now() - t0) / 1000;
      results.push(result);
    }
  } finally {
    if (!options.keep) rmSync(runDir, { recursive: true, force: true });
    else log(`\nkept ${runDir}`);
  }

  const run: RunResult = {
    date,
    command: commandLine(argv),
    machine: machine(),
    revforge: revision(),
    tools: toolVersions(),
    load: [loadAtStart, os.loadavg()[0]!],
    rounds: options.rounds,
    warmup: 1,
    seconds: (performance.now() - started) / 1000,
    measurements: results,
  };
  await writeResults(path.join(benchRoot, "results"), run);
  log(`\n${await format(`${resultsTable(run)}\n\n${goalsTable(run)}\n`, "markdown")}`);
  log(`Whole run: ${minutes(run.seconds)}. Written: scripts/bench/results/latest.md, latest.json and latest.svg`);
  return results.some((r) => r.error) ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
