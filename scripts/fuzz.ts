/**
 * `npm run fuzz -- [--runs N] [--seed S] [--cli-every K]`: the mutation fuzz on demand (README, "Fuzzing"). Runs N
 * cases (default 1000) drawn by fast-check from seed S (default 28): each a real document with a few edits, through
 * generate (its entry point imported) and diff each way in this process, and every Kth case (default 25) through the
 * `revforge` command too. Prints the count of each outcome per step, generate's refusals by reason, then every
 * failure with its case, so that it can be run again (`--seed`, and the case's number). Exit code 1 when any run
 * failed.
 *
 * `npm run fuzz -- --sweep [--runs N]`: instead of drawn cases, a sweep: every node of every seed document deleted,
 * and replaced by each value of the wrong kind, one edit a case (about 54,000 cases, hours); `--runs N` takes N of them
 * spread evenly. Same steps, same judging.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import fc from "fast-check";
import { caseArb, runCase, seedDocuments, sweepCases, type StepResult } from "./fuzz/cases.js";
import { goodOutcomes } from "./fuzz/run-case.js";

const options = {
  runs: { type: "string" },
  seed: { type: "string" },
  "cli-every": { type: "string" },
  sweep: { type: "boolean" },
} as const;
const values = (() => {
  try {
    return parseArgs({ options }).values;
  } catch (error) {
    console.error(`fuzz: ${(error as Error).message}`);
    process.exit(2);
  }
})();
const count = (value: string | undefined, fallback: number, name: string): number => {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isSafeInteger(n) || n < 0) {
    console.error(`fuzz: --${name} must be a whole number, not ${value}`);
    process.exit(2);
  }
  return n;
};
const seed = count(values.seed, 28, "seed");
const cliEvery = count(values["cli-every"], 25, "cli-every");
// How many cases: by default 1,000 drawn ones, or the whole sweep.
const asked = values.runs === undefined ? undefined : count(values.runs, 0, "runs");

const seeds = await seedDocuments();
const swept = values.sweep ? sweepCases(seeds, asked) : undefined;
const cases = swept?.cases ?? fc.sample(caseArb(seeds.length), { seed, numRuns: asked ?? 1000 });
const runs = cases.length;
if (swept) console.error(`fuzz: a sweep of ${runs} of its ${swept.of} cases`);
const work = mkdtempSync(path.join(tmpdir(), "revforge-fuzz-"));
const tally = new Map<string, number>();
/** Why generate refused, by message shape: the located line without its place, names or numbers. */
const reasons = new Map<string, number>();
const reasonOf = (line: string) =>
  line
    .replace(/^\S+:\d+:\d+ #\S* /, "")
    .replace(/"(?:[^"\\]|\\.)*"|`[^`]*`|'[^']*'/g, "…")
    .replace(/#\/\S*/g, "#…")
    .replace(/-?\d[\d.e+-]*/g, "N")
    .slice(0, 110);
const failures: { index: number; result: StepResult; edits: string; seed: string }[] = [];
const started = Date.now();
for (const [index, one] of cases.entries()) {
  const cli = cliEvery > 0 && index % cliEvery === 0;
  const dir = path.join(work, `case-${index}`);
  const results = await runCase(seeds, one, dir, { cli });
  for (const result of results) {
    const key = `${result.step}: ${result.outcome}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
    if (result.step.endsWith("generate") && result.outcome === "refused") {
      const reason = reasonOf(result.detail);
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    if (!goodOutcomes.has(result.outcome))
      failures.push({ index, result, edits: JSON.stringify(one.edits), seed: seeds[one.seed]!.name });
  }
  if (!results.some((r) => !goodOutcomes.has(r.outcome))) rmSync(dir, { recursive: true, force: true });
  if ((index + 1) % 100 === 0) console.error(`fuzz: ${index + 1} of ${runs} cases, ${failures.length} failures`);
}
console.log(
  `${runs} cases ${swept ? "of the sweep" : `from seed ${seed}`} in ${((Date.now() - started) / 1000).toFixed(0)} s:`,
);
for (const [key, n] of [...tally].sort(([a], [b]) => (a < b ? -1 : 1))) console.log(`  ${key}: ${n}`);
console.log("generate refused, by reason:");
for (const [reason, n] of [...reasons].sort(([, a], [, b]) => b - a)) console.log(`  ${n}  ${reason}`);
for (const f of failures)
  console.log(
    `FAIL case ${f.index} (${f.seed}, edits ${f.edits}) ${f.result.step}: ${f.result.outcome}: ${f.result.detail.slice(0, 500)}`,
  );
if (failures.length > 0) console.log(`the failing cases' files are kept in ${work}`);
else rmSync(work, { recursive: true, force: true });
process.exit(failures.length > 0 ? 1 : 0);
