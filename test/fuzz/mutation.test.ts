/**
 * The mutation fuzz in CI (issue 28; `npm run fuzz` runs thousands on demand): real documents with a few edits each
 * (wrong types, missing fields, dangling and hostile `$ref`s, huge numbers, invisible characters; scripts/fuzz/),
 * drawn by fast-check from a fixed seed. Every run of generate and diff, in this process and through the command for
 * a few cases, ends with its output or one located line, exit code 0, 1 or 2, no stack trace and never unsettled; a
 * generated package's entry point imports, and one of them passes `tsc --strict`; a failed generate writes nothing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseArb, runCase, seedDocuments, type Seed, type StepResult } from "../../scripts/fuzz/cases.js";
import { goodOutcomes } from "../../scripts/fuzz/run-case.js";
import { strictTypeCheck } from "../support/generated-package.js";

const SEED = 28;
let seeds: Seed[];
let work: string;

beforeAll(async () => {
  seeds = await seedDocuments();
  work = mkdtempSync(path.join(tmpdir(), "revforge-fuzz-test-"));
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
});

/** Runs the cases; the outcome counts per step, and every bad run with its case. */
async function fuzz(runs: number, seed: number, cli: boolean) {
  const counts: Record<string, number> = {};
  const failures: (StepResult & { edits: string })[] = [];
  const typeChecked: string[] = [];
  for (const [i, one] of fc.sample(caseArb(seeds.length), { seed, numRuns: runs }).entries()) {
    const dir = path.join(work, `${cli ? "cli" : "lib"}-${seed}-${i}`);
    for (const result of await runCase(seeds, one, dir, { cli })) {
      counts[`${result.step}: ${result.outcome}`] = (counts[`${result.step}: ${result.outcome}`] ?? 0) + 1;
      if (!goodOutcomes.has(result.outcome))
        failures.push({ ...result, detail: result.detail.slice(0, 300), edits: JSON.stringify(one.edits) });
      if (result.outcome === "generated" && typeChecked.length === 0) typeChecked.push(dir);
    }
  }
  return { counts, failures, typeChecked };
}

describe("mutation fuzz", () => {
  it("200 mutated real documents: generate and diff each way, in this process", { timeout: 900_000 }, async () => {
    const { counts, failures, typeChecked } = await fuzz(200, SEED, false);
    expect(failures).toEqual([]);
    // The cases reach every good end, so a run that refused everything (or nothing) does not pass unseen.
    for (const outcome of ["generate: generated", "generate: refused", "diff: diffed", "diff: refused"])
      expect(counts[outcome] ?? 0, outcome).toBeGreaterThan(10);
    const tsc = strictTypeCheck([path.join(typeChecked[0]!, "package/revisions/api/index.d.ts")]);
    expect(tsc.output).toBe("");
    expect(tsc.status).toBe(0);
  });

  it("a few of them through the revforge command", { timeout: 900_000 }, async () => {
    const { counts, failures } = await fuzz(3, SEED + 1, true);
    expect(failures).toEqual([]);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(6);
  });
});
