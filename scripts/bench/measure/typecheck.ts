/**
 * typecheck (issue "Generator"): what a consumer pays in the editor and in CI for calling a big API.
 *
 * Two one-file projects make the same ten GitHub calls with the same arguments (fixtures/typecheck/):
 * - revforge: the generated functions (`reposGet(client, { path })` ...), the package linked as node_modules/github-client;
 * - openapi-fetch: `createClient<paths>()` and path strings (`client.GET("/repos/{owner}/{repo}", ...)`), with
 *   `paths` from openapi-typescript's output for the same spec (github.d.ts beside the consumer).
 * Both: strict, skipLibCheck true (as users run it), NodeNext, lib ES2022 + DOM, no @types. Each file has one
 * `@ts-expect-error` on a field the response lacks, which fails the setup if a response were typed `any`.
 *
 * Metrics are tsc's own `--extendedDiagnostics` (check time, total time, instantiations, memory used), plus the
 * process's wall-clock and peak RSS. Goal: revforge's check time under 0.3 s.
 */
import { copyFileSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ceiling } from "../lib/goals.js";
import type { Measurement, Sample } from "../lib/measurement.js";
import { linkPackage, openapiTypescriptGithubDts, revforgeGithubPackage } from "../lib/fixtures.js";
import { benchModules, benchRoot, bin } from "../lib/paths.js";
import { timeNode } from "../lib/process.js";

/** The consumer projects' tsconfig.json (typecheck-sdk.ts uses it too): strict, as users compile. */
export const consumerTsconfig = {
  compilerOptions: {
    target: "ES2022",
    module: "NodeNext",
    moduleResolution: "NodeNext",
    lib: ["ES2022", "DOM"],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  },
  files: ["consumer.ts"],
};

/** Reads `Check time:  0.07s`, `Instantiations:  211`, `Memory used:  178502K` ... from tsc's diagnostics. */
export function parseDiagnostics(text: string): Sample {
  const field = (label: string) => {
    const m = new RegExp(`^${label}:\\s+([\\d.]+)([sK]?)$`, "m").exec(text);
    if (!m) throw new Error(`tsc --extendedDiagnostics printed no "${label}":\n${text}`);
    return Number(m[1]);
  };
  return {
    check: field("Check time"),
    total: field("Total time"),
    instantiations: field("Instantiations"),
    memory: field("Memory used") / 1024,
  };
}

/** tsc's own figures and the process's (typecheck-sdk.ts reports the same). */
export const tscMetrics: Measurement["metrics"] = [
  { key: "check", label: "check time", unit: "s" },
  { key: "total", label: "total time (tsc)", unit: "s" },
  { key: "instantiations", label: "instantiations", unit: "count" },
  { key: "memory", label: "memory used (tsc)", unit: "MB" },
  { key: "wall", label: "wall-clock", unit: "s" },
  { key: "rss", label: "peak RSS", unit: "MB" },
];

const measurement: Measurement = {
  name: "typecheck",
  order: 30,
  title: "Type-check ten GitHub calls",
  description:
    "`tsc --noEmit --extendedDiagnostics -p <project>` on a ten-call consumer of GitHub's API: revforge's generated functions versus openapi-fetch path strings over openapi-typescript's types.",
  metrics: tscMetrics,
  async prepare(ctx) {
    const [revforgePkg, githubDts] = await Promise.all([revforgeGithubPackage(ctx), openapiTypescriptGithubDts(ctx)]);
    const project = (name: string, consumer: string) => {
      const dir = path.join(ctx.work, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "package.json"), `${JSON.stringify({ type: "module", private: true })}\n`);
      writeFileSync(path.join(dir, "tsconfig.json"), `${JSON.stringify(consumerTsconfig, null, 2)}\n`);
      copyFileSync(path.join(benchRoot, "fixtures/typecheck", consumer), path.join(dir, "consumer.ts"));
      return dir;
    };
    const ours = project("revforge", "revforge.ts");
    linkPackage(ours, "github-client", revforgePkg);
    const theirs = project("openapi-fetch", "openapi-fetch.ts");
    copyFileSync(githubDts, path.join(theirs, "github.d.ts"));
    linkPackage(theirs, "openapi-fetch", path.join(benchModules, "openapi-fetch"));

    const tsc = (dir: string) => async (): Promise<Sample> => {
      const r = await timeNode([bin.tsc, "--noEmit", "--extendedDiagnostics", "-p", dir], { cwd: dir });
      return { ...parseDiagnostics(r.stdout), wall: r.wallS, ...(r.peakRssMB !== undefined && { rss: r.peakRssMB }) };
    };
    // A consumer that does not compile would make every number meaningless: timeNode throws on tsc's exit 2.
    for (const dir of [ours, theirs]) await timeNode([bin.tsc, "-p", dir], { cwd: dir });
    const mb = (file: string) => `${(statSync(file).size / 1e6).toFixed(1)} MB`;
    const api = path.join(revforgePkg, "revisions/api");
    return {
      notes: [
        "Both consumers compile without errors (checked before the rounds; a failing tsc stops the measurement).",
        `Declarations read (parsed and bound; skipLibCheck skips checking them): revforge index.d.ts ${mb(path.join(api, "index.d.ts"))} + types.d.ts ${mb(path.join(api, "types.d.ts"))} + its runtime; openapi-fetch: github.d.ts ${mb(githubDts)} + openapi-fetch's own.`,
      ],
      contenders: [
        {
          name: "revforge",
          command: "tsc --noEmit --extendedDiagnostics -p <tmp>/revforge  (consumer: fixtures/typecheck/revforge.ts)",
          run: tsc(ours),
        },
        {
          name: "openapi-fetch",
          command:
            "tsc --noEmit --extendedDiagnostics -p <tmp>/openapi-fetch  (consumer: fixtures/typecheck/openapi-fetch.ts)",
          run: tsc(theirs),
        },
      ],
      goals: (stats) => [ceiling(stats, "revforge check time under 0.3 s", "check", "revforge", 0.3, "s")],
    };
  },
};

export default measurement;
