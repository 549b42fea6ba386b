/**
 * Two contenders timed call by call in one loop (shim-overhead.ts, request-overhead.ts): where a ratio of a few
 * percent is the goal, whole runs a second apart differ by several percent on a shared machine, and alternating call
 * by call puts both under the same machine state (an A/A run of two direct clients this way gives 1.000 +- 0.003).
 */
import type { Sample } from "./measurement.js";

export type Timed = () => Promise<{ error?: unknown }>;

/**
 * `a` and `b` alternating call by call (A B B A A B ...: each goes first half the time) for `n` calls each, after
 * `n / 8` untimed pairs: each one's median call, in milliseconds. A call that returns an error fails the run.
 */
export async function interleaved(n: number, a: Timed, b: Timed): Promise<[number, number]> {
  const check = (r: { error?: unknown }) => {
    if (r.error !== undefined) throw new Error(`a benchmark call failed: ${JSON.stringify(r.error)}`);
  };
  for (let i = 0; i < n / 8; i++) (check(await a()), check(await b()));
  const times = [new Float64Array(n), new Float64Array(n)];
  const calls = [a, b];
  for (let i = 0; i < n; i++) {
    for (const which of i & 1 ? [1, 0] : [0, 1]) {
      const started = performance.now();
      check(await calls[which]!());
      times[which]![i] = performance.now() - started;
    }
  }
  const median = (t: Float64Array) => t.sort()[n >> 1]!;
  return [median(times[0]!), median(times[1]!)];
}

/**
 * The runner runs each contender once per round; here one loop times both. Whichever of the two runs first in a
 * round runs `both` and returns its sample; the other returns the sample kept for it.
 */
export function paired(both: () => Promise<[Sample, Sample]>): [() => Promise<Sample>, () => Promise<Sample>] {
  let pending: [Sample | undefined, Sample | undefined] | undefined;
  const run = async (which: 0 | 1): Promise<Sample> => {
    if (pending === undefined) {
      pending = await both();
      const sample = pending[which]!;
      pending[which] = undefined;
      return sample;
    }
    const sample = pending[which];
    pending = undefined;
    if (sample === undefined) throw new Error("paired: a contender ran twice in one round");
    return sample;
  };
  return [() => run(0), () => run(1)];
}
