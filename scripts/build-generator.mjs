#!/usr/bin/env node
/**
 * `npm run build` (also run by `npm ci` as `prepare`, and by `npm run generate` and `npm test` before they start):
 *
 *   dist/generator/   the generator bundled by esbuild, which `revforge` (bin/revforge.js) runs. Lazy imports stay
 *                     separate chunks (a `revforge diff` never loads ts-morph); npm packages stay external but
 *                     Redocly's core (BUNDLED, below). Chunks sit two folders deep like the sources
 *                     (generator/<stage>/*.ts), so the paths the code builds from its own location (`../../templates`)
 *                     hold in both.
 *   dist/runtime/     the package's hand-written runtime (templates/runtime, templates/oauth) compiled by tsc
 *                     (templates/tsconfig.build.json), which the generator copies into every package.
 *
 * Both are built beside dist/ and swapped in, so a failed build leaves the last good one.
 */
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const quiet = process.argv.includes("--quiet");
if (process.argv.slice(2).some((arg) => arg !== "--quiet")) {
  console.error("usage: node scripts/build-generator.mjs [--quiet]");
  process.exit(2);
}
const dist = path.join(root, "dist");
const staging = path.join(root, `.dist-${process.pid}.tmp`);

/**
 * Packages compiled into the build with everything they import. Redocly's core (the structural validator of every
 * spec load) is 330 CommonJS modules; one bundled copy loads in about half the time.
 */
const BUNDLED = new Set(["@redocly/openapi-core"]);

function externalPackagesBut(bundled) {
  return {
    name: "external-packages-but",
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        // Inside a bundled package, its own dependencies are bundled too (at the versions it installed).
        if (args.importer.split(path.sep).includes("node_modules")) return undefined;
        const [scope, name] = args.path.split("/");
        return bundled.has(scope.startsWith("@") ? `${scope}/${name}` : scope)
          ? undefined
          : { path: args.path, external: true };
      });
    },
  };
}

const started = Date.now();
try {
  await build({
    absWorkingDir: root,
    entryPoints: { cli: "generator/cli.ts", "worker-jobs": "generator/worker/jobs.ts" },
    outdir: path.join(staging, "generator"),
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    plugins: [externalPackagesBut(BUNDLED)],
    logLevel: "warning",
    // The bundled CommonJS package calls require(); ES module chunks have none unless one is made for them.
    banner: {
      js: [
        "// built from generator/ by scripts/build-generator.mjs - do not edit",
        'import { createRequire as __revforgeCreateRequire } from "node:module";',
        "const require = __revforgeCreateRequire(import.meta.url);",
      ].join("\n"),
    },
  });
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const config = path.join(root, "templates", "tsconfig.build.json");
  const compiled = spawnSync(process.execPath, [tsc, "-p", config, "--outDir", path.join(staging, "runtime")], {
    encoding: "utf8",
  });
  if (compiled.status !== 0)
    throw new Error(`tsc -p templates/tsconfig.build.json: ${compiled.stdout}${compiled.stderr}`);
  mkdirSync(dist, { recursive: true });
  for (const part of ["generator", "runtime"]) {
    const old = path.join(dist, `.${part}-old-${process.pid}`);
    rmSync(old, { recursive: true, force: true });
    try {
      renameSync(path.join(dist, part), old);
    } catch {
      // no earlier build
    }
    renameSync(path.join(staging, part), path.join(dist, part));
    rmSync(old, { recursive: true, force: true });
  }
  if (!quiet) console.log(`revforge: built dist/ in ${Date.now() - started} ms`);
} catch (error) {
  const why = error instanceof Error ? error.message.trim() : String(error);
  console.error(`revforge: build failed: ${why}`);
  process.exitCode = 1;
} finally {
  rmSync(staging, { recursive: true, force: true });
}
