/**
 * The schedule every measurement follows: one warm-up run of each contender (discarded), then `rounds` rounds in
 * which the contenders run one after the other in a fixed order (A B C A B C ...), so that slow drifts of the
 * machine (thermal, page cache, other load) hit every contender alike. Ratios are taken within a round (revforge
 * against each other contender of the same round) and summarised by their median, which is robust to one noisy round.
 */
import type { Contender, Sample, Stat, Stats } from "./measurement.js";

export interface RoundsResult {
  /** samples[contender] = one Sample per round, in round order. */
  samples: Record<string, Sample[]>;
  stats: Stats;
}

export async function runRounds(
  contenders: Contender[],
  rounds: number,
  log: (line: string) => void,
): Promise<RoundsResult> {
  for (const c of contenders) {
    log(`  warm-up  ${c.name}`);
    await c.run();
  }
  const samples: Record<string, Sample[]> = Object.fromEntries(contenders.map((c) => [c.name, []]));
  for (let round = 1; round <= rounds; round++) {
    const parts: string[] = [];
    for (const c of contenders) {
      const sample = await c.run();
      samples[c.name]!.push(sample);
      parts.push(`${c.name} ${brief(sample)}`);
    }
    log(`  round ${round}/${rounds}  ${parts.join(" | ")}`);
  }
  return {
    samples,
    stats: statistics(
      contenders.map((c) => c.name),
      samples,
    ),
  };
}

export function statistics(names: string[], samples: Record<string, Sample[]>): Stats {
  const baseline = names[0]!;
  const metrics = [...new Set(names.flatMap((n) => samples[n]!.flatMap((s) => Object.keys(s))))];
  const values: Stats["values"] = {};
  const ratios: Stats["ratios"] = {};
  for (const metric of metrics) {
    values[metric] = {};
    ratios[metric] = {};
    for (const name of names) {
      const xs = samples[name]!.map((s) => s[metric]).filter((x): x is number => x !== undefined);
      if (xs.length) values[metric][name] = stat(xs);
    }
    for (const name of names.slice(1)) {
      const perRound = samples[baseline]!.map((b, i) => {
        const a = b[metric];
        const o = samples[name]![i]?.[metric];
        return a !== undefined && o !== undefined && o !== 0 ? a / o : undefined;
      }).filter((x): x is number => x !== undefined);
      if (perRound.length) ratios[metric][name] = median(perRound);
    }
  }
  return { values, ratios };
}

export function stat(xs: number[]): Stat {
  return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs), samples: xs };
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function brief(sample: Sample): string {
  if (sample.wall !== undefined) return `${sample.wall.toFixed(2)} s`;
  if (sample.check !== undefined) return `check ${sample.check.toFixed(2)} s`;
  if (sample.gz !== undefined) return `${sample.gz} B gz`;
  const [k, v] = Object.entries(sample)[0] ?? ["", 0];
  return `${k} ${v}`;
}
