/**
 * Each spec is validated once per run (docs/architecture.md principle 16): `revforge diff --steps` reads every
 * revision of the range for the diffs, the reports and the shims' index, through one run, and Redocly's
 * structural lint (with --lint), the costliest step of loading a big spec, runs once per file.
 */
import { expect, test, vi } from "vitest";
import { printedBy } from "../support/cli.js";

const linted: string[] = [];
vi.mock("../../generator/load/struct-lint.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../generator/load/struct-lint.js")>();
  return {
    ...real,
    structProblems: (...args: Parameters<typeof real.structProblems>) => {
      linted.push(args[1]);
      return real.structProblems(...args);
    },
  };
});

test("diff without --lint never runs Redocly's struct rule", async () => {
  const r = await printedBy("diff", "2023-06-15", "2024-05-15", "--format", "json");
  expect(r.code).toBe(0);
  expect(linted).toEqual([]);
}, 120_000);

test("generate without --lint never runs Redocly's struct rule", async () => {
  const r = await printedBy("generate", "--check", "--quiet");
  expect(r.code).toBe(0);
  expect(linted).toEqual([]);
}, 300_000);

test("diff --steps --lint lints each revision once", async () => {
  const r = await printedBy("diff", "2023-06-15", "2024-05-15", "--steps", "--format", "json", "--lint");
  expect(r.code).toBe(0);
  expect(linted.length).toBeGreaterThan(2);
  expect(linted.length).toBe(new Set(linted).size);
}, 120_000);
