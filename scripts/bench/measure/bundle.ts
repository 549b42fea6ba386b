/**
 * bundle (issue "Generator"): what three operations cost in an application bundle.
 *
 * Entries (fixtures/bundle/) call getProfiles, createEvent and subscribeProfiles with the same data (payloads.ts):
 * - revforge: `import { createClient, getProfiles, ... } from "@revforge/client"` (generated/client, linked as an
 *   installed package so its exports map and `sideEffects: false` apply);
 * - openapi-fetch: `createClient()` and three path-string calls;
 * - klaviyo-api (the official SDK): `ApiKeySession`, `ProfilesApi`, `EventsApi`.
 * Each is bundled by esbuild's API (bundle, minify, format esm, platform browser, Node built-ins external: the
 * official SDK requires `crypto` and `querystring`, which a browser build cannot contain), then gzipped with
 * node:zlib at level 9. Bytes are deterministic; the rounds are kept for the rule and for esbuild's build time.
 *
 * Goal: revforge under 8 KB (8,000 bytes), read on the minified+gzipped size.
 */
import { copyFileSync, readdirSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, type BuildOptions } from "esbuild";
import { ceiling } from "../lib/goals.js";
import type { Measurement, Sample } from "../lib/measurement.js";
import { linkPackage } from "../lib/fixtures.js";
import { benchModules, benchRoot, bin, repoRoot } from "../lib/paths.js";
import { timeNode } from "../lib/process.js";

const limit = 8000;

const options: BuildOptions = {
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser",
  external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
  write: false,
  metafile: true,
  logLevel: "silent",
};

/** An esbuild metafile input (relative to the work folder, symlinks resolved) as a short, machine-free name. */
function inputName(work: string, file: string): string {
  const abs = path.resolve(work, file);
  const inModules = abs.lastIndexOf("/node_modules/");
  if (inModules >= 0) return abs.slice(inModules + "/node_modules/".length);
  const rel = path.relative(repoRoot, abs);
  return rel.startsWith("..") ? path.basename(abs) : rel;
}

const measurement: Measurement = {
  name: "bundle",
  order: 40,
  title: "Bundle three operations",
  description:
    "esbuild (bundle, minify, esm, platform browser) then gzip -9 of an entry calling getProfiles, createEvent and subscribeProfiles: revforge's generated client versus openapi-fetch versus the official SDK klaviyo-api.",
  metrics: [
    { key: "min", label: "minified", unit: "bytes" },
    { key: "gz", label: "minified + gzip", unit: "bytes" },
    { key: "build", label: "esbuild time", unit: "s" },
  ],
  async prepare(ctx) {
    for (const f of readdirSync(path.join(benchRoot, "fixtures/bundle")))
      copyFileSync(path.join(benchRoot, "fixtures/bundle", f), path.join(ctx.work, f));
    linkPackage(ctx.work, "@revforge/client", path.join(repoRoot, "generated/client"));
    linkPackage(ctx.work, "openapi-fetch", path.join(benchModules, "openapi-fetch"));
    linkPackage(ctx.work, "klaviyo-api", path.join(benchModules, "klaviyo-api"));
    // The revforge entry must stay a valid call of today's generated client, so it is type-checked first.
    const tsconfig = {
      compilerOptions: {
        module: "NodeNext",
        lib: ["ES2022", "DOM"],
        types: [],
        strict: true,
        noEmit: true,
        skipLibCheck: true,
      },
      files: ["revforge.ts"],
    };
    writeFileSync(path.join(ctx.work, "tsconfig.json"), JSON.stringify(tsconfig));
    writeFileSync(path.join(ctx.work, "package.json"), JSON.stringify({ type: "module", private: true }));
    await timeNode([bin.tsc, "-p", ctx.work], { cwd: ctx.work });

    const largest: Record<string, string> = {};
    const bundle = (name: string, entry: string) => async (): Promise<Sample> => {
      const started = performance.now();
      const result = await build({ ...options, entryPoints: [entry], absWorkingDir: ctx.work });
      const seconds = (performance.now() - started) / 1000;
      const bytes = result.outputFiles![0]!.contents;
      const inputs = Object.values(result.metafile!.outputs)[0]!.inputs;
      largest[name] = Object.entries(inputs)
        .sort(([, a], [, b]) => b.bytesInOutput - a.bytesInOutput)
        .slice(0, 5)
        .map(([file, { bytesInOutput }]) => `${inputName(ctx.work, file)} ${bytesInOutput.toLocaleString("en-US")}`)
        .join(", ");
      return { min: bytes.length, gz: gzipSync(bytes, { level: 9 }).length, build: seconds };
    };
    return {
      contenders: [
        {
          name: "revforge",
          command: "esbuild fixtures/bundle/revforge.ts (API, options above) | gzip -9",
          run: bundle("revforge", "revforge.ts"),
        },
        {
          name: "openapi-fetch",
          command: "esbuild fixtures/bundle/openapi-fetch.ts (API, options above) | gzip -9",
          run: bundle("openapi-fetch", "openapi-fetch.ts"),
        },
        {
          name: "klaviyo-api",
          command: "esbuild fixtures/bundle/klaviyo-api.ts (API, options above) | gzip -9",
          run: bundle("klaviyo-api", "klaviyo-api.ts"),
        },
      ],
      goals: (stats) => [
        ceiling(stats, "revforge min+gz under 8 KB (8,000 B)", "gz", "revforge", limit, "bytes"),
        ceiling(stats, "(stricter reading) revforge minified under 8 KB (8,000 B)", "min", "revforge", limit, "bytes"),
      ],
      async after() {
        // For the record: the official SDK is a Node SDK; bundled for Node (axios' Node build) it is larger still.
        const node = await build({
          ...options,
          platform: "node",
          external: [],
          entryPoints: ["klaviyo-api.ts"],
          absWorkingDir: ctx.work,
        });
        const bytes = node.outputFiles![0]!.contents;
        return [
          ...Object.entries(largest).map(([name, list]) => `${name}: largest inputs in the bundle (bytes): ${list}`),
          `klaviyo-api bundled with platform node instead: ${bytes.length.toLocaleString("en-US")} B min, ${gzipSync(bytes, { level: 9 }).length.toLocaleString("en-US")} B min+gz.`,
        ];
      },
    };
  },
};

export default measurement;
