/**
 * Renders a run as results/latest.json (everything, raw samples included), results/latest.md (the tables people
 * read) and results/latest.svg (the chart for the README, lib/chart.ts). The first two are prettier-formatted with the
 * repository's settings when prettier is available, so `npm test`'s format check accepts them.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chart } from "./chart.js";
import { formatRatio, formatValue } from "./format.js";
import type { Machine } from "./machine.js";
import type { GoalResult, Metric, Sample, Stats } from "./measurement.js";

export interface MeasurementResult {
  name: string;
  title: string;
  description: string;
  metrics: Metric[];
  contenders: { name: string; command: string }[];
  samples?: Record<string, Sample[]>;
  stats?: Stats;
  goals: GoalResult[];
  notes: string[];
  seconds: number;
  error?: string;
}

export interface RunResult {
  date: string;
  command: string;
  machine: Machine;
  revforge: string;
  tools: Record<string, string>;
  /** 1-minute load average at the start and at the end (the machine may be shared; high load means noisy times). */
  load: [number, number];
  rounds: number;
  warmup: number;
  seconds: number;
  measurements: MeasurementResult[];
}

export function resultsTable(run: RunResult): string {
  const rows = [
    "| measurement | metric | contender | median | min | max | revforge ÷ contender |",
    "| --- | --- | --- | --: | --: | --: | --: |",
  ];
  for (const m of run.measurements) {
    if (m.error || !m.stats) {
      const first = (m.error ?? "no result").split("\n")[0]!.slice(0, 100);
      rows.push(`| ${m.name} | **failed** (details below): ${escape(first)} | | | | | |`);
      continue;
    }
    for (const metric of m.metrics) {
      for (const c of m.contenders) {
        const s = m.stats.values[metric.key]?.[c.name];
        if (!s) continue;
        const ratio = m.stats.ratios[metric.key]?.[c.name];
        rows.push(
          `| ${m.name} | ${metric.label} | ${c.name} | ${formatValue(s.median, metric.unit)} | ${formatValue(s.min, metric.unit)} | ${formatValue(s.max, metric.unit)} | ${ratio === undefined ? "" : formatRatio(ratio)} |`,
        );
      }
    }
  }
  return rows.join("\n");
}

export function goalsTable(run: RunResult): string {
  const rows = ["| measurement | goal | measured | met? | margin |", "| --- | --- | --- | --- | --- |"];
  for (const m of run.measurements)
    for (const g of m.goals)
      rows.push(
        `| ${m.name} | ${escape(g.goal)} | ${escape(g.measured)} | ${g.met ? "met" : "**not met**"} | ${escape(g.margin)} |`,
      );
  return rows.join("\n");
}

export function markdown(run: RunResult): string {
  const mc = run.machine;
  const lines = [
    "# revforge benchmarks: latest run",
    "",
    `Written by \`npm run bench\` (scripts/bench/run.ts); see scripts/bench/README.md. Do not edit by hand.`,
    "",
    `- date: ${run.date}`,
    `- command: \`${run.command}\``,
    `- machine: ${mc.cores} cores (${mc.cpu}), ${mc.memoryGB} GB memory, Node ${mc.node}, ${mc.os}; peak RSS by ${mc.peakRss}`,
    `- load average (1 min): ${run.load[0].toFixed(2)} at the start, ${run.load[1].toFixed(2)} at the end`,
    `- revforge: ${run.revforge}; anchors: ${Object.entries(run.tools)
      .map(([n, v]) => `${n} ${v}`)
      .join(", ")}`,
    `- schedule: ${run.warmup} warm-up run of each contender, then ${run.rounds} rounds, each contender once per round, in an order that changes from round to round (A B C, B C A, C A B, C B A, ...: scripts/bench/lib/rounds.ts); the run took ${minutes(run.seconds)}`,
    "",
    "## Results",
    "",
    "Ratio column: median over the rounds of (revforge's value ÷ this contender's value in the same round); below 1.00x revforge is faster or smaller.",
    "",
    resultsTable(run),
    "",
    "## Goals",
    "",
    goalsTable(run),
    "",
    "## Measurements",
  ];
  for (const m of run.measurements) {
    lines.push("", `### ${m.name}: ${m.title}`, "", m.description, "");
    for (const c of m.contenders) lines.push(`- ${c.name}: \`${c.command}\``);
    for (const n of m.notes) lines.push(`- ${n}`);
    lines.push(`- time for the whole measurement (setup, warm-up, rounds): ${minutes(m.seconds)}`);
    if (m.error) lines.push("", "```text", m.error, "```");
  }
  return `${lines.join("\n")}\n`;
}

export async function writeResults(dir: string, run: RunResult): Promise<{ md: string; json: string; svg: string }> {
  mkdirSync(dir, { recursive: true });
  const md = await format(markdown(run), "markdown");
  const json = await format(`${JSON.stringify(run, null, 2)}\n`, "json");
  const svg = chart(run);
  writeFileSync(path.join(dir, "latest.md"), md);
  writeFileSync(path.join(dir, "latest.json"), json);
  writeFileSync(path.join(dir, "latest.svg"), svg);
  return { md, json, svg };
}

/** The repository's prettier (a root devDependency), printWidth from its .prettierrc; plain text if it is missing. */
export async function format(text: string, parser: "markdown" | "json"): Promise<string> {
  try {
    const prettier = await import("prettier");
    return await prettier.format(text, { parser, printWidth: 120 });
  } catch {
    return text;
  }
}

function escape(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

export function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return m ? `${m} min ${s} s` : `${s} s`;
}
