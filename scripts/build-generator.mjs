#!/usr/bin/env node
/**
 * `npm run build` (also run by `npm ci` and `npm install`, as `prepare`): the generator prebuilt into dist/generator
 * with esbuild, so that `revforge` starts without compiling TypeScript on every run (tsx). The bundle keeps the
 * generator's lazy imports as separate chunks (a `revforge diff` never loads ts-morph or prettier) and leaves every
 * npm package but Redocly's core (BUNDLED, below) external. Chunks sit two folders deep like the sources
 * (generator/<stage>/*.ts), so the paths the code builds from its own location (`../../templates`, `../../specs`) hold
 * in both.
 *
 * It also writes dist/generator/runtime.json, the package's runtime compiled and formatted once
 * (generator/emit/runtime-snapshot.ts), dist/generator/converters.json, the shims' converters as JavaScript
 * (generator/shims/converter-files.ts), and dist/generator/templates.cjs, the handlebars templates precompiled
 * (generator/output/handlebars.ts).
 *
 * The build is written next to dist/generator and swapped in, with dist/generator/build.json listing its inputs:
 * bin/revforge.js runs the prebuilt generator only while none of them is newer than the build, and the sources
 * through tsx otherwise (an edited checkout is never run stale; rebuild with `npm run build`).
 */
import { build } from "esbuild";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
// `--out dist/<name>` builds elsewhere (the tests do, so as not to swap the build other runs are using); always a
// folder of dist/, two levels down, for the paths above.
const outArg = process.argv[2] === "--out" ? process.argv[3] : undefined;
const out = path.resolve(root, outArg ?? "dist/generator");
if (path.dirname(out) !== path.join(root, "dist") || process.argv.length > (outArg === undefined ? 2 : 4)) {
  console.error("usage: node scripts/build-generator.mjs [--out dist/<name>]");
  process.exit(2);
}
const staging = `${out}.${process.pid}.tmp`;

/**
 * Packages compiled into the build with everything they import. Redocly's core (the structural validator of every
 * spec load) is 330 CommonJS modules: resolving and reading them took 140 ms of each run that validates, one bundled
 * copy about half. Every other package stays external and is loaded from node_modules.
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
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      cli: "generator/cli.ts",
      "emit-worker": "generator/emit/emit-worker-jobs.ts",
      "runtime-snapshot": "generator/emit/runtime-snapshot.ts",
      "converter-files": "generator/shims/converter-files.ts",
      "precompile-templates": "generator/output/precompile-templates.ts",
    },
    outdir: staging,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    plugins: [externalPackagesBut(BUNDLED)],
    metafile: true,
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
  const inputs = Object.keys(result.metafile.inputs)
    .filter((file) => !file.includes("node_modules/"))
    .sort();
  // The package's runtime, compiled and formatted now rather than on every run (generator/emit/runtime-snapshot.ts).
  const { makeRuntimeSnapshot, snapshotFileName } = await import(
    pathToFileURL(path.join(staging, "runtime-snapshot.mjs")).href
  );
  writeFileSync(path.join(staging, snapshotFileName), JSON.stringify(await makeRuntimeSnapshot()));
  // The shims' converters as JavaScript, likewise (generator/shims/converter-files.ts).
  const { makeConvertersSnapshot, convertersSnapshotName } = await import(
    pathToFileURL(path.join(staging, "converter-files.mjs")).href
  );
  writeFileSync(path.join(staging, convertersSnapshotName), JSON.stringify(makeConvertersSnapshot()));
  // The handlebars templates, precompiled (generator/output/handlebars.ts).
  const { precompiledTemplatesFile, precompiledFileName } = await import(
    pathToFileURL(path.join(staging, "precompile-templates.mjs")).href
  );
  writeFileSync(path.join(staging, precompiledFileName), precompiledTemplatesFile());
  // The time the build started: a source saved while it ran is newer, so the build is stale at once.
  writeFileSync(path.join(staging, "build.json"), `${JSON.stringify({ builtAt: started, inputs }, null, 2)}\n`);
  mkdirSync(path.dirname(out), { recursive: true });
  const old = `${out}.${process.pid}.old`;
  try {
    renameSync(out, old);
  } catch {
    // no earlier build
  }
  renameSync(staging, out);
  rmSync(old, { recursive: true, force: true });
  console.log(`revforge: built ${path.relative(root, out)} from ${inputs.length} files in ${Date.now() - started} ms`);
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  const why = error instanceof Error ? error.message.split("\n")[0] : String(error);
  // During `npm ci` the build is an optimisation: the launcher runs the sources when there is none, so the install
  // goes on. Asked for (`npm run build`), it fails.
  const optional = process.env.npm_lifecycle_event === "prepare";
  console.error(
    `revforge: build failed: ${why}${optional ? "; revforge will run its TypeScript sources (slower start)" : ""}`,
  );
  process.exitCode = optional ? 0 : 1;
}
