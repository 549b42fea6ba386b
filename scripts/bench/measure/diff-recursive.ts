/**
 * diff-recursive (issue 30, "A cliff on recursive specs"): Stripe-shaped pairs (scripts/fixtures/stripe-shaped.ts,
 * written by lib/stripe-shaped.ts into the measurement's folder): every resource refers to others, all of them one
 * cycle, as Stripe's expandable objects do; the revision is the same document a month later (properties and enum
 * values added and removed, operations added and removed). Two sizes, about 2 MB and 4 MB of JSON, a process per
 * pair:
 *
 * - revforge: `node bin/revforge.js diff <base.json> <revision.json> --format json`;
 * - oasdiff: `oasdiff breaking <base.json> <revision.json> --format json`, the native binary, stopped after
 *   OASDIFF_CAP seconds: on such cycles it may not finish, and then its time counts as the cap (a lower bound).
 *
 * Goals: on each pair revforge takes at most 0.2x oasdiff's time or 5 s, whichever is longer; and its time grows
 * about linearly with the document: the ratio of its times (4 MB over 2 MB) at most 1.25 times the ratio of sizes,
 * on the wall-clock and on the CPU time (user + system, which a loaded machine moves less).
 */
import type { GoalResult, Measurement, Metric, Sample, Stats } from "../lib/measurement.js";
import { formatValue } from "../lib/format.js";
import { bin, repoRoot, shown } from "../lib/paths.js";
import { time, timeNode } from "../lib/process.js";
import { writeStripeShaped, type WrittenPair } from "../lib/stripe-shaped.js";
import { oasdiffBinary } from "./diff-ours.js";

/** Seconds after which oasdiff is stopped. */
const OASDIFF_CAP = 60;
const SIZES: [string, number][] = [
  ["stripe-2mb", 250],
  ["stripe-4mb", 500],
];

const wall = (label: string) => `wall ${label}`;
const cpu = (label: string) => `cpu ${label}`;
const rss = (label: string) => `rss ${label}`;

/** "At most 0.2x oasdiff or 5 s, whichever is longer" on one pair. */
function ceilingGoal(stats: Stats, pair: WrittenPair, capped: Set<string>): GoalResult {
  const goal = `${pair.label}: revforge at most 0.2x oasdiff or 5 s, whichever is longer`;
  const ours = stats.values[wall(pair.label)]?.revforge?.median;
  const theirs = stats.values[wall(pair.label)]?.oasdiff?.median;
  if (ours === undefined || theirs === undefined) return { goal, measured: "not measured", met: false, margin: "" };
  const limit = Math.max(0.2 * theirs, 5);
  const met = ours <= limit;
  const bound = capped.has(pair.label) ? ` (oasdiff stopped at ${OASDIFF_CAP} s: at least that)` : "";
  return {
    goal,
    measured: `${formatValue(ours, "s")} vs oasdiff ${formatValue(theirs, "s")}${bound}`,
    met,
    margin: `${formatValue(Math.abs(limit - ours), "s")} ${met ? "under" : "over"} the ${formatValue(limit, "s")} allowed`,
  };
}

function growthGoal(stats: Stats, small: WrittenPair, big: WrittenPair, key: typeof wall, what: string): GoalResult {
  const goal = `revforge's ${what} grows about linearly (${big.label} over ${small.label}: at most 1.25x the size ratio)`;
  const a = stats.values[key(small.label)]?.revforge?.median;
  const b = stats.values[key(big.label)]?.revforge?.median;
  if (a === undefined || b === undefined) return { goal, measured: "not measured", met: false, margin: "" };
  const sizes = big.bytes / small.bytes;
  const times = b / a;
  return {
    goal,
    measured: `${what} ratio ${times.toFixed(2)} for a size ratio of ${sizes.toFixed(2)}`,
    met: times <= 1.25 * sizes,
    margin: `${(times / sizes).toFixed(2)}x the size ratio (1.25x allowed)`,
  };
}

const measurement: Measurement = {
  name: "diff-recursive",
  order: 48,
  title: "Diff recursive specs (Stripe-shaped), a process per pair",
  description:
    "Stripe-shaped pairs of about 2 MB and 4 MB of JSON whose resources are all one cycle (scripts/fixtures/stripe-shaped.ts), a process per pair: `revforge diff <base.json> <revision.json> --format json` versus `oasdiff breaking <base.json> <revision.json> --format json` (stopped after 60 s).",
  metrics: [
    ...SIZES.flatMap(([label]): Metric[] => [
      { key: wall(label), label: `wall-clock ${label}`, unit: "s" },
      { key: cpu(label), label: `CPU time ${label}`, unit: "s" },
      { key: rss(label), label: `peak RSS ${label}`, unit: "MB" },
    ]),
    { key: "findings", label: "findings reported (both pairs)", unit: "count" },
  ],
  async prepare(ctx) {
    const pairs = SIZES.map(([label, schemas]) => writeStripeShaped(ctx.work, label, schemas));
    for (const p of pairs)
      ctx.log(`  wrote ${p.label}: ${p.schemas} resources in one cycle, ${(p.bytes / 1e6).toFixed(1)} MB each side`);
    const oasdiff = await oasdiffBinary();
    const capped = new Set<string>();
    const revforge = async (): Promise<Sample> => {
      const sample: Sample = { findings: 0 };
      for (const p of pairs) {
        const r = await timeNode([bin.revforge, "diff", ...p.files, "--format", "json"], { cwd: repoRoot });
        sample[wall(p.label)] = r.wallS;
        if (r.cpuS !== undefined) sample[cpu(p.label)] = r.cpuS;
        if (r.peakRssMB !== undefined) sample[rss(p.label)] = r.peakRssMB;
        sample.findings! += (JSON.parse(r.stdout) as { findings: unknown[] }).findings.length;
      }
      return sample;
    };
    const theirs = async (): Promise<Sample> => {
      const sample: Sample = { findings: 0 };
      for (const p of pairs) {
        try {
          const r = await time(oasdiff, ["breaking", ...p.files, "--format", "json"], {
            cwd: repoRoot,
            timeoutMs: OASDIFF_CAP * 1000,
          });
          sample[wall(p.label)] = r.wallS;
          if (r.cpuS !== undefined) sample[cpu(p.label)] = r.cpuS;
          if (r.peakRssMB !== undefined) sample[rss(p.label)] = r.peakRssMB;
          sample.findings! += (JSON.parse(r.stdout || "[]") as unknown[]).length;
        } catch (error) {
          if (!/killed by/.test((error as Error).message)) throw error;
          capped.add(p.label);
          sample[wall(p.label)] = OASDIFF_CAP;
        }
      }
      return sample;
    };
    const [a, b] = [shown(pairs[0]!.files[0]), shown(pairs[0]!.files[1])];
    return {
      notes: [
        `Sizes: ${pairs.map((p) => `${p.label} ${p.schemas} resources, ${p.bytes} bytes`).join("; ")}.`,
        "oasdiff's findings count only pairs it finished; a pair it did not finish counts the cap as its time.",
      ],
      contenders: [
        { name: "revforge", command: `node bin/revforge.js diff ${a} ${b} --format json  (each size)`, run: revforge },
        {
          name: "oasdiff",
          command: `oasdiff breaking ${a} ${b} --format json  (each size, stopped after ${OASDIFF_CAP} s)`,
          run: theirs,
        },
      ],
      goals: (stats) => [
        ...pairs.map((p) => ceilingGoal(stats, p, capped)),
        growthGoal(stats, pairs[0]!, pairs[1]!, wall, "wall-clock"),
        growthGoal(stats, pairs[0]!, pairs[1]!, cpu, "CPU time"),
      ],
    };
  },
};

export default measurement;
