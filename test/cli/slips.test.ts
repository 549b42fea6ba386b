/**
 * Structural slips on the command line (docs/safety.md, L5), in-process with the real diff engine: `generate` and
 * `diff` go on, printing each warning on stderr as one line (`revforge <cmd>: warning: <file:line:col pointer
 * message>`), with --quiet too and never into a report on stdout; the JSON report lists them per side; `--strict`
 * refuses the spec at its first slip with that line and exit code 1, writing nothing. Both run Redocly's struct rule
 * only with --lint or --strict; without them their warnings are the load's own checks.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { printedIn } from "../support/cli.js";
import { SLIPS } from "../support/slips.js";

const root = path.resolve(import.meta.dirname, "../..");
let work: string;
beforeAll(() => {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  work = mkdtempSync(path.join(root, "test-output", "cli-slips-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** From the repository's folder, so that files are named as the fixtures' warnings name them. */
const run = (...argv: string[]) => printedIn(root, ...argv);
const out = (name: string) => path.relative(root, path.join(work, name));

const paths = `${SLIPS}/path-parameter-not-in-path.yaml`;
const kinds = `${SLIPS}/schema-types.yaml`;
const warnings = async (file: string) => (await loadSpec(file)).warnings;
const ownWarnings = async (file: string) => (await loadSpec(file, { lint: false })).warnings;

describe("revforge generate", () => {
  it("writes the package and prints each warning on stderr, with --quiet too", async () => {
    const r = await run("generate", "--quiet", "--spec", paths, "--out", out("pkg"));
    expect(r.code).toBe(0);
    expect(r.err).toBe((await warnings(paths)).map((line) => `revforge generate: warning: ${line}\n`).join(""));
    expect(r.out).toMatch(/^wrote \d+ files to /);
    expect(existsSync(path.join(work, "pkg/revisions/api/index.d.ts"))).toBe(true);
  });

  it("warns about a slip that changes nothing generated only with --lint (Redocly's struct rule)", async () => {
    const quiet = `${SLIPS}/response-without-description.yaml`;
    const plain = await run("generate", "--quiet", "--spec", quiet, "--out", out("plain"));
    expect(plain.code).toBe(0);
    expect(plain.err).toBe("");
    const linted = await run("generate", "--quiet", "--lint", "--spec", quiet, "--out", out("linted"));
    expect(linted.code).toBe(0);
    expect(linted.err).toBe((await warnings(quiet)).map((line) => `revforge generate: warning: ${line}\n`).join(""));
    expect(linted.err).toMatch(/`description` must be present/);
  });

  it("--strict refuses the spec at its first slip and writes nothing", async () => {
    const r = await run("generate", "--strict", "--spec", paths, "--out", out("strict"));
    expect(r.code).toBe(1);
    expect(r.err).toBe(`revforge generate: ${(await warnings(paths))[0]} (and 1 more structural problem)\n`);
    expect(existsSync(path.join(work, "strict"))).toBe(false);
  });
});

describe("revforge diff", () => {
  it("prints the report on stdout, each side's warnings once on stderr, and counts them in JSON", async () => {
    const r = await run("diff", kinds, paths, "--format", "json", "--lint");
    expect(r.code).toBe(0);
    const expected = [...(await warnings(kinds)), ...(await warnings(paths))];
    expect(r.err).toBe(expected.map((line) => `revforge diff: warning: ${line}\n`).join(""));
    const report = JSON.parse(r.out) as { warnings: { from: string[]; to: string[] } };
    expect(report.warnings).toEqual({ from: await warnings(kinds), to: await warnings(paths) });
  });

  it("prints a spec's warnings once when it is on both sides", async () => {
    const r = await run("diff", kinds, kinds, "--lint");
    expect(r.code).toBe(0);
    expect(r.err.split("\n").filter(Boolean)).toHaveLength((await warnings(kinds)).length);
    expect(r.out).not.toContain("warning:");
  });

  it("keeps the warnings out of a report written with --out", async () => {
    const r = await run("diff", kinds, paths, "--format", "json", "--out", out("report.json"), "--lint");
    expect(r.code).toBe(0);
    expect(r.err).toContain("revforge diff: warning: ");
    expect(JSON.parse(readFileSync(path.join(work, "report.json"), "utf8")).warnings.from).toHaveLength(4);
  });

  it("without --lint, warns about the load's own checks only (Redocly's struct rule does not run)", async () => {
    const r = await run("diff", kinds, paths, "--format", "json");
    expect(r.code).toBe(0);
    const own = { from: await ownWarnings(kinds), to: await ownWarnings(paths) };
    expect(own.from.length).toBeGreaterThan(0);
    // Each slip of `kinds` changes the types: named in revforge's words, none in Redocly's.
    expect(own.from).not.toEqual(await warnings(kinds));
    expect(r.err).toBe([...own.from, ...own.to].map((line) => `revforge diff: warning: ${line}\n`).join(""));
    const report = JSON.parse(r.out) as { warnings: { from: string[]; to: string[] } };
    expect(report.warnings).toEqual(own);
  });

  it("--strict refuses the first spec with a slip", async () => {
    const r = await run("diff", "--strict", paths, kinds);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /^revforge diff: test\/fixtures\/load\/slips\/[a-z-]+\.yaml:\d+:\d+ #\/\S+ .* \(and \d+ more structural problems?\)\n$/,
    );
  });
});
