/**
 * The schedule every measurement follows: one warm-up run of each contender (discarded, in the listed order), then
 * `rounds` rounds in which every contender runs once, so that slow drifts of the machine (thermal, page cache, other
 * load) hit every contender alike. The order changes from round to round, so that no contender always runs first
 * (on a machine that just did something else) or always right after the same neighbour (whose garbage, caches and
 * JIT state it inherits): round 1 runs the listed order A B C, and round r runs row r of a balanced Latin square
 * (Williams design) over the contenders. Every n rounds (n contenders) each contender has run once in every position;
 * every n rounds for an even n, 2n for an odd n, each has also run right after every other one equally often.
 * Two contenders: A B, B A, A B, ...; three: A B C, B C A, C A B, C B A, A C B, B A C, ...
 *
 * Ratios are taken within a round (revforge, always the first listed contender, against each other contender of the
 * same round, whatever their order in it) and summarised by their median, which is robust to one noisy round.
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
    for (const i of roundOrder(contenders.length, round - 1)) {
      const c = contenders[i]!;
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

/**
 * The order of the round with 0-based index `round`, as indexes into the contender list: row `round` of a Williams
 * design. Its first row is 0, 1, n-1, 2, n-2, ...; row r adds r to each entry (mod n); for an odd n, rows n..2n-1
 * are rows 0..n-1 reversed, which balances who-follows-whom as well. The rows repeat after n (even n) or 2n rounds.
 */
export function roundOrder(n: number, round: number): number[] {
  const first: number[] = [];
  for (let i = 0, low = 1, high = n - 1; i < n; i++) first.push(i === 0 ? 0 : i % 2 ? low++ : high--);
  const r = round % (n % 2 ? 2 * n : n);
  const row = first.map((x) => (x + r) % n);
  return r >= n ? row.reverse() : row;
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
  if (sample.us !== undefined) return `${sample.us.toFixed(1)} µs`;
  const [k, v] = Object.entries(sample)[0] ?? ["", 0];
  return `${k} ${Number.isInteger(v) ? v : v.toPrecision(4)}`;
}
