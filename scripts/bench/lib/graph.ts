/**
 * gen-graph and gen-graph-beta (issue "A real-world corpus test", Scale): Microsoft Graph through revforge with
 * `--max-size 64` and through openapi-typescript's CLI, each writing into a temporary folder, whole process timed with
 * its peak RSS. After the rounds, revforge's package is checked as a user would use it: its types under
 * `tsc --strict` (skipLibCheck off) and its entry imported in Node; both are notes of the report.
 *
 * Goals: revforge in no more time than openapi-typescript, and at most 1.5x its peak memory.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ratioCeiling } from "./goals.js";
import type { Measurement, Sample } from "./measurement.js";
import { bin, graphSpecs, repoRoot, shown } from "./paths.js";
import { timeNode, type ProcessResult } from "./process.js";

const sample = (r: ProcessResult): Sample => ({
  wall: r.wallS,
  ...(r.peakRssMB !== undefined && { rss: r.peakRssMB }),
});

/** The largest run allowed a contender (Graph beta takes minutes on two busy cores). */
const timeoutMs = 30 * 60_000;

export function graphMeasurement(name: string, version: keyof typeof graphSpecs, order: number): Measurement {
  const spec = graphSpecs[version];
  return {
    name,
    order,
    title: `Generate Microsoft Graph ${version}`,
    description: `Whole process, wall-clock and peak RSS, on ${shown(spec)}: revforge generate --max-size 64 versus the openapi-typescript CLI (types only), output to a temporary folder.`,
    metrics: [
      { key: "wall", label: "wall-clock", unit: "s" },
      { key: "rss", label: "peak RSS", unit: "MB" },
    ],
    async prepare(ctx) {
      const ours = path.join(ctx.work, "revforge");
      const oat = path.join(ctx.work, "openapi-typescript");
      mkdirSync(oat, { recursive: true });
      const oatOut = path.join(oat, "graph.d.ts");
      return {
        contenders: [
          {
            name: "revforge",
            command: `node bin/revforge.js generate --spec ${shown(spec)} --out <tmp>/revforge --max-size 64 --quiet`,
            run: async () =>
              sample(
                await timeNode(
                  [bin.revforge, "generate", "--spec", spec, "--out", ours, "--max-size", "64", "--quiet"],
                  {
                    cwd: repoRoot,
                    timeoutMs,
                  },
                ),
              ),
          },
          {
            name: "openapi-typescript",
            command: `openapi-typescript ${shown(spec)} -o <tmp>/openapi-typescript/graph.d.ts`,
            run: async () =>
              sample(await timeNode([bin.openapiTypescript, spec, "-o", oatOut], { cwd: oat, timeoutMs })),
          },
        ],
        goals: (stats) => [
          ratioCeiling(
            stats,
            "revforge no slower than openapi-typescript",
            "wall",
            "openapi-typescript",
            1,
            false,
            "s",
          ),
          ratioCeiling(
            stats,
            "revforge at most 1.5x openapi-typescript's peak RSS",
            "rss",
            "openapi-typescript",
            1.5,
            false,
            "MB",
          ),
        ],
        async after() {
          return [await typeCheck(ours), await importEntry(ours)];
        },
      };
    },
  };
}

/** tsc --strict over the package's entry declarations (and all they import), skipLibCheck off: one line. */
async function typeCheck(out: string): Promise<string> {
  const entry = path.join(out, manifest(out).exports["."].types);
  const r = await timeNode(
    [
      bin.tsc,
      "--noEmit",
      "--strict",
      "--skipLibCheck",
      "false",
      "--target",
      "ES2022",
      "--module",
      "NodeNext",
      "--moduleResolution",
      "NodeNext",
      "--lib",
      "ES2022,DOM",
      "--types",
      "node",
      "--typeRoots",
      path.join(repoRoot, "node_modules/@types"),
      entry,
    ],
    { cwd: out, okCodes: [0, 1, 2], timeoutMs },
  );
  const first = r.stdout.split("\n").find((l) => l.includes("error TS"));
  const rss = r.peakRssMB === undefined ? "" : `, peak RSS ${r.peakRssMB.toFixed(0)} MB`;
  return r.code === 0
    ? `revforge's package: tsc --strict (skipLibCheck off) passes in ${r.wallS.toFixed(1)} s${rss}`
    : `revforge's package: tsc --strict FAILS (exit ${r.code}) in ${r.wallS.toFixed(1)} s: ${first ?? r.stderr.trim().split("\n")[0]}`;
}

/** The package's entry imported in a fresh Node process; it must export createClient. */
async function importEntry(out: string): Promise<string> {
  const url = pathToFileURL(path.join(out, manifest(out).exports["."].default)).href;
  const script = `const m = await import(${JSON.stringify(url)}); if (typeof m.createClient !== "function") process.exit(3);`;
  const r = await timeNode(["--input-type=module", "-e", script], { cwd: out, okCodes: [0, 1, 3], timeoutMs });
  return r.code === 0
    ? `revforge's package: the entry imports in Node in ${r.wallS.toFixed(1)} s`
    : `revforge's package: the entry does NOT import (exit ${r.code}): ${r.stderr.trim().split("\n").at(-1)}`;
}

function manifest(out: string): { exports: { ".": { types: string; default: string } } } {
  return JSON.parse(readFileSync(path.join(out, "package.json"), "utf8"));
}
