/**
 * The contract between the runner (run.ts) and one measurement (measure/<name>.ts).
 *
 * A measurement prepares its contenders (the first one is always revforge, the baseline of every ratio), the
 * runner then runs them alternately (A B C A B C ...) after one warm-up run of each, collects one Sample per run,
 * and evaluates the goals on the statistics. A measurement never times or schedules anything itself, so every
 * measurement follows the same rules (issue text: warm-up, alternation, at least five rounds, median/min/max and the
 * median of the per-round ratios).
 */

export type Unit = "s" | "MB" | "bytes" | "count";

export interface Metric {
  key: string;
  label: string;
  unit: Unit;
}

/** One run of one contender: metric key -> value. A metric a contender cannot report is simply absent. */
export type Sample = Record<string, number>;

export interface Contender {
  name: string;
  /** The exact command (or API call) that is timed, as a user would type it; shown in the report. */
  command: string;
  run(): Promise<Sample>;
}

export interface Stat {
  median: number;
  min: number;
  max: number;
  samples: number[];
}

/** Per metric, per contender; `ratios[metric][contender]` = median of (revforge / contender) over the rounds. */
export interface Stats {
  values: Record<string, Record<string, Stat>>;
  ratios: Record<string, Record<string, number>>;
}

export interface GoalResult {
  goal: string;
  measured: string;
  met: boolean;
  /** How far from the threshold, e.g. "0.21 s under" or "2.31x, 0.81x over the 1.5x allowed". */
  margin: string;
}

export interface Prepared {
  contenders: Contender[];
  goals: (stats: Stats) => GoalResult[];
  /** Facts worth keeping with the numbers (output sizes, what a contender includes, caveats). */
  notes?: string[];
  /** Runs once after the rounds, before cleanup; may add notes computed from the last outputs and the statistics. */
  after?: (stats: Stats) => Promise<string[]>;
}

export interface Context {
  /** A fresh folder for this measurement under the run's temporary folder. */
  work: string;
  /** The run's temporary folder; shared fixtures (lib/fixtures.ts) live in it. */
  runDir: string;
  /** Shared, memoised fixtures (see lib/fixtures.ts), so two measurements needing the same output build it once. */
  shared: Map<string, Promise<unknown>>;
  log: (line: string) => void;
}

export interface Measurement {
  /** The file's name under measure/ without `.ts`; what `--only` selects. */
  name: string;
  /** Position in a full run (lower first; ties by name). Default 100. */
  order?: number;
  title: string;
  /** What is compared and why this comparison is fair; one or two sentences for the report. */
  description: string;
  metrics: Metric[];
  prepare(ctx: Context): Promise<Prepared>;
}
