/**
 * gen-github (issue "Generator"): a big third-party spec, GitHub's REST description (13 MB JSON, OpenAPI 3.0.3,
 * about 1,100 operations), through the three generators with their defaults, each writing into a temporary folder.
 *
 * - revforge: `generate --spec <file> --out <dir> --quiet` (types, functions, runtime, README).
 * - openapi-typescript: `openapi-typescript <file> -o <dir>/github.d.ts` (types only).
 * - @hey-api/openapi-ts: `openapi-ts -i <file> -o <dir>` (defaults: types, SDK functions and the fetch client).
 *
 * Goals: revforge at most 1.5x openapi-typescript's wall-clock, and faster than hey-api.
 */
import { mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ratioCeiling } from "../lib/goals.js";
import type { Measurement, Sample } from "../lib/measurement.js";
import { bin, githubSpec, repoRoot, shown } from "../lib/paths.js";
import { timeNode, type ProcessResult } from "../lib/process.js";

const sample = (r: ProcessResult): Sample => ({
  wall: r.wallS,
  ...(r.peakRssMB !== undefined && { rss: r.peakRssMB }),
});

function treeBytes(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

const measurement: Measurement = {
  name: "gen-github",
  order: 20,
  title: "Generate GitHub's REST API client",
  description:
    "Whole process, wall-clock, on node_modules/@octokit/openapi/generated/api.github.com.json: revforge versus the openapi-typescript CLI versus the @hey-api/openapi-ts CLI, defaults, output to a temporary folder.",
  metrics: [
    { key: "wall", label: "wall-clock", unit: "s" },
    { key: "rss", label: "peak RSS", unit: "MB" },
  ],
  async prepare(ctx) {
    const spec = githubSpec;
    const dirs = { revforge: "revforge", oat: "openapi-typescript", hey: "hey-api", heyCwd: "hey-api-cwd" };
    const at = (d: string) => path.join(ctx.work, d);
    for (const d of [dirs.oat, dirs.heyCwd]) mkdirSync(at(d), { recursive: true });
    const oatOut = path.join(at(dirs.oat), "github.d.ts");
    return {
      contenders: [
        {
          name: "revforge",
          command: `node bin/revforge.js generate --spec ${shown(spec)} --out <tmp>/revforge --quiet`,
          run: async () =>
            sample(
              await timeNode([bin.revforge, "generate", "--spec", spec, "--out", at(dirs.revforge), "--quiet"], {
                cwd: repoRoot,
              }),
            ),
        },
        {
          name: "openapi-typescript",
          command: `openapi-typescript ${shown(spec)} -o <tmp>/openapi-typescript/github.d.ts`,
          run: async () => sample(await timeNode([bin.openapiTypescript, spec, "-o", oatOut], { cwd: at(dirs.oat) })),
        },
        {
          name: "hey-api",
          command: `openapi-ts -i ${shown(spec)} -o <tmp>/hey-api  (cwd: an empty folder, so no config file is found)`,
          run: async () =>
            sample(await timeNode([bin.heyApi, "-i", spec, "-o", at(dirs.hey)], { cwd: at(dirs.heyCwd) })),
        },
      ],
      goals: (stats) => [
        ratioCeiling(stats, "revforge at most 1.5x openapi-typescript", "wall", "openapi-typescript", 1.5, false, "s"),
        ratioCeiling(stats, "revforge faster than hey-api", "wall", "hey-api", 1, true, "s"),
      ],
      async after() {
        const describe = (name: string, dir: string) => {
          const { files, bytes } = treeBytes(dir);
          return `${name} output: ${files} file${files === 1 ? "" : "s"}, ${(bytes / 1e6).toFixed(1)} MB`;
        };
        return [
          describe("revforge", at(dirs.revforge)),
          describe("openapi-typescript", at(dirs.oat)),
          describe("hey-api", at(dirs.hey)),
        ];
      },
    };
  },
};

export default measurement;
