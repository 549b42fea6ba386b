/**
 * The fuzz's cases and how one runs (README, "Fuzzing"): the seed documents (small real published specs in
 * test/fixtures/fuzz/real/, and our own oldest revision bundled into one document), a case's arbitrary (a document
 * and its edits), and the steps of a case, each judged by run-case.ts: generate, and diff against the original each
 * way; through the `revforge` command as well when asked.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { loadSpec } from "../../generator/load/index.js";
import { editsArb, mutatedSpec, specText, sweepEdits, type Edit } from "./mutate.js";
import { cliRun, diffInProcess, generateInProcess, objectShown, wrote, type Judged } from "./run-case.js";

const root = path.resolve(import.meta.dirname, "../..");
const realDir = path.join(root, "test/fixtures/fuzz/real");

export interface Seed {
  name: string;
  document: object;
}

/** The seed documents, in a fixed order. */
export async function seedDocuments(): Promise<Seed[]> {
  const real = readdirSync(realDir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({
      name: file.replace(/\.json$/, ""),
      document: JSON.parse(readFileSync(path.join(realDir, file), "utf8")) as object,
    }));
  // Our own spec refers to files beside it (specs/shared/): the loader bundles it into one document to mutate.
  const ours = await loadSpec(path.join(root, "specs/2022-10-17.yaml"), { validate: false });
  return [...real, { name: "ours-2022-10-17", document: ours.document }];
}

export interface Case {
  seed: number;
  edits: Edit[];
}

export const caseArb = (seeds: number): fc.Arbitrary<Case> =>
  fc.record({ seed: fc.nat({ max: seeds - 1 }), edits: editsArb });

/**
 * The sweep's cases: one edit each, over every node of every seed (`sweepEdits`); with `runs` below their number, that
 * many spread evenly over them (every document and every kind of edit still met).
 */
export function sweepCases(seeds: Seed[], runs?: number): { cases: Case[]; of: number } {
  const all = seeds.flatMap((s, seed) => sweepEdits(s.document).map((edit) => ({ seed, edits: [edit] })));
  if (runs === undefined || runs >= all.length) return { cases: all, of: all.length };
  return { cases: Array.from({ length: runs }, (_, i) => all[Math.floor((i * all.length) / runs)]!), of: all.length };
}

export interface StepResult extends Judged {
  step: string;
}

/**
 * Runs a case in `dir` (a new folder): writes the original and the mutated spec, then generate and both diffs, in
 * this process or, with `cli`, through the command. A generate that fails must leave nothing written.
 */
export async function runCase(seeds: Seed[], one: Case, dir: string, options: { cli: boolean }): Promise<StepResult[]> {
  mkdirSync(dir, { recursive: true });
  const original = path.join(dir, "original.json");
  const spec = path.join(dir, "spec.json");
  writeFileSync(original, specText(seeds[one.seed]!.document));
  writeFileSync(spec, mutatedSpec(seeds[one.seed]!.document, one.edits));
  const out = path.join(dir, "package");
  const results: StepResult[] = [];
  const step = async (name: string, run: Promise<Judged>) => results.push({ step: name, ...(await run) });
  if (options.cli) {
    await step("cli generate", cliRun(["generate", "--quiet", "--spec", spec, "--out", out], dir));
    await step("cli diff", cliRun(["diff", original, spec, "--format", "json"], dir));
  } else {
    await step("generate", generateInProcess(spec, out));
    await step("diff", diffInProcess(original, spec, dir));
    await step("diff back", diffInProcess(spec, original, dir));
  }
  const generated = results[0]!;
  if (generated.outcome !== "generated" && wrote(out))
    results.push({ step: "nothing written", outcome: "written on failure", detail: `${out} written by a failed run` });
  // The package is read with generate's step, the first.
  const shown = results.flatMap(({ step, read }, i) => {
    const detail = objectShown(read, i === 0 ? out : undefined);
    return detail
      ? [{ step: `${step}: what it shows`, outcome: "object shown as [object Object]" as const, detail }]
      : [];
  });
  return [...results, ...shown];
}
