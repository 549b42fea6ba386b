/**
 * A stand-in for the diff engine (generator/diff/index.ts, built in parallel) for the report and CLI tests. Like the
 * engine it loads both specs with the real loader, so bad input fails with the loader's located line; then it returns
 * the hand-made report of test/fixtures/report/ for the pair (by file stem), or an empty report.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { DiffReport } from "../../generator/diff/types.js";
import { catalogSourceIn } from "../../generator/load/catalog-source.js";
import { loadSpec } from "../../generator/load/index.js";
import { specsDir } from "../../generator/load/spec-files.js";
import type { DiffEngine } from "../../generator/report/engine.js";
import { guideFromReport, type UpgradeGuide } from "../../generator/report/guide.js";
import { hugeReport } from "./huge-report.js";

/** reportsTree's options for the repository's own specs/ (its catalog's specs, paths from the checkout's root). */
export const ownSpecs = { specFile: catalogSourceIn().specFile, baseDir: path.dirname(specsDir), source: "specs/" };

export const fixturesDir = path.resolve(import.meta.dirname, "../fixtures/report");

export type FixtureName = "small" | "full" | "empty" | "hostile" | "dangerous";

export function fixture(name: FixtureName): DiffReport {
  return JSON.parse(readFileSync(path.join(fixturesDir, `${name}.json`), "utf8")) as DiffReport;
}

export function guideFixture(): UpgradeGuide {
  return JSON.parse(readFileSync(path.join(fixturesDir, "guide.json"), "utf8")) as UpgradeGuide;
}

/** Which fixture answers which pair of spec files (by file stem). */
export const pairs: Record<string, FixtureName> = {
  "2023-06-15..2023-10-15": "full",
  "2023-09-15..2023-10-15": "full",
  "2023-12-15..2024-02-15": "small",
  "2023-10-15..2023-12-15": "dangerous",
  "tiny..tiny": "small",
};

const stem = (file: string) => path.basename(file).replace(/\.(ya?ml|json)$/, "");

export function fakeEngine(options: { load?: boolean } = {}): DiffEngine & { calls: string[] } {
  const loaded = new Map<string, Promise<unknown>>();
  const load = (file: string) => {
    if (!loaded.has(file)) loaded.set(file, loadSpec(file));
    return loaded.get(file)!;
  };
  const calls: string[] = [];
  const diffSpecs = async (base: string, revision: string): Promise<DiffReport> => {
    if (options.load !== false) {
      await load(base);
      await load(revision);
    }
    const key = `${stem(base)}..${stem(revision)}`;
    calls.push(key);
    const name = pairs[key];
    if (name) return fixture(name);
    // Two files named huge-* give a report of thousands of findings (huge-report.ts).
    if (/^huge-.*\.\.huge-/.test(key)) return hugeReport(3000);
    return { from: stem(base), to: stem(revision), summary: { breaking: 0, dangerous: 0, safe: 0 }, findings: [] };
  };
  return {
    calls,
    diffSpecs,
    upgradeGuide: async (from, to, direct) =>
      from === "2022-10-17" ? guideFixture() : guideFromReport({ ...direct, from, to }),
  };
}
