/**
 * gen-ours (issue "Generator"): generating every revision of our API.
 *
 * - revforge: `node bin/revforge.js generate --check`, the main job as CI runs it. It loads, validates and models all
 *   twelve specs, emits types, functions, runtime, README and package files, and compares the tree with
 *   generated/client without writing, so the repository is never touched.
 * - openapi-typescript: its CLI once over a redocly.yaml whose `apis` lists the same twelve specs, the documented way
 *   to generate several schemas (https://openapi-ts.dev/cli/#multiple-schemas): one process, one `.d.ts` per spec.
 *   The config extends `minimal`, the ruleset the CLI uses when it is given no config.
 *
 * Goal: revforge takes no longer (wall-clock, median of the per-round ratios <= 1).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { catalogRevisions, specsDir } from "../../../generator/load/spec-files.js";
import { ratioCeiling } from "../lib/goals.js";
import type { Measurement } from "../lib/measurement.js";
import { bin, repoRoot, shown } from "../lib/paths.js";
import { timeNode } from "../lib/process.js";

const measurement: Measurement = {
  name: "gen-ours",
  order: 10,
  title: "Generate all our revisions",
  description:
    "Whole process, wall-clock: revforge's main job (`generate --check`: everything `npm run generate` does, compared instead of written) versus the openapi-typescript CLI over the same 12 specs (one process, redocly.yaml `apis`).",
  metrics: [
    { key: "wall", label: "wall-clock", unit: "s" },
    { key: "rss", label: "peak RSS", unit: "MB" },
  ],
  async prepare(ctx) {
    const revisions = catalogRevisions().map((r) => r.id);
    const config = path.join(ctx.work, "redocly.yaml");
    const lines = ["extends: [minimal]", "apis:"];
    for (const id of revisions)
      lines.push(
        `  "${id}":`,
        `    root: ${JSON.stringify(path.join(specsDir, `${id}.yaml`))}`,
        `    x-openapi-ts:`,
        `      output: ${JSON.stringify(`out/${id}.d.ts`)}`,
      );
    writeFileSync(config, `${lines.join("\n")}\n`);
    mkdirSync(path.join(ctx.work, "out"), { recursive: true });

    let stale = false;
    let files = "?";
    return {
      notes: [
        `${revisions.length} revisions from specs/revisions.yaml: ${revisions[0]} .. ${revisions.at(-1)}.`,
        "openapi-typescript writes one .d.ts per spec (types only); revforge also emits per-operation functions, the runtime, README and package files, and compares them with generated/client instead of writing them.",
      ],
      contenders: [
        {
          name: "revforge",
          command: "node bin/revforge.js generate --check",
          async run() {
            const r = await timeNode([bin.revforge, "generate", "--check"], { cwd: repoRoot, okCodes: [0, 1] });
            // Exit 1 with "is stale" means the work was done and generated/ differs; anything else is a failure.
            if (r.code === 1 && !/ is stale: /.test(r.stdout))
              throw new Error(`revforge generate --check failed:\n${r.stderr}`);
            stale ||= r.code === 1;
            files = /\((\d+) files\)/.exec(r.stdout)?.[1] ?? files;
            return { wall: r.wallS, ...(r.peakRssMB !== undefined && { rss: r.peakRssMB }) };
          },
        },
        {
          name: "openapi-typescript",
          command: `openapi-typescript --redocly ${shown(config)}  (${revisions.length} apis, cwd = its folder)`,
          async run() {
            const r = await timeNode([bin.openapiTypescript, "--redocly", config], { cwd: ctx.work });
            return { wall: r.wallS, ...(r.peakRssMB !== undefined && { rss: r.peakRssMB }) };
          },
        },
      ],
      goals: (stats) => [
        ratioCeiling(
          stats,
          "revforge takes no longer than openapi-typescript",
          "wall",
          "openapi-typescript",
          1,
          false,
          "s",
        ),
      ],
      async after() {
        const stalenote =
          "generated/client was stale during the run (generate --check exited 1); the timing is still whole.";
        return [`revforge's tree: ${files} files.`, ...(stale ? [stalenote] : [])];
      },
    };
  },
};

export default measurement;
