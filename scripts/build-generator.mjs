#!/usr/bin/env node
/**
 * `npm run build` (also run by npm as `prepare`, on `npm ci`, `npm pack` and a git install, and by `npm run generate`
 * and `npm test` before they start):
 *
 *   dist/generator/   the generator bundled by esbuild: cli.mjs, which `revforge` (bin/revforge.js) runs, and
 *                     api.mjs, what `import ... from "revforge"` loads. Lazy imports stay separate chunks (a
 *                     `revforge diff` never loads ts-morph nor openapi-typescript); npm packages stay external but
 *                     Redocly's core and openapi-typescript (BUNDLED, below). TypeScript is never bundled. Chunks
 *                     sit two folders deep like
 *                     the sources (generator/<stage>/*.ts), so the paths the code builds from its own location
 *                     (`../../templates`) hold in both.
 *   dist/types/       the declarations of api.mjs: generator/api.d.ts and those it imports (writeDeclarations).
 *   dist/runtime/     the package's hand-written runtime (templates/runtime, templates/oauth) compiled by tsc
 *                     (templates/tsconfig.build.json), which the generator copies into every package.
 *
 * The three are made side by side, beside dist/, and swapped in, so a failed build leaves the last good one.
 */
import { build } from "esbuild";
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
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
 * spec load) is 330 CommonJS modules; one bundled copy loads in about half the time. openapi-typescript (generate's
 * types, in a chunk of its own that a diff never loads) requires it, and shares that copy.
 */
const BUNDLED = new Set(["@redocly/openapi-core", "openapi-typescript"]);

function externalPackagesBut(bundled) {
  return {
    name: "external-packages-but",
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const [scope, name] = args.path.split("/");
        const pkg = scope.startsWith("@") ? `${scope}/${name}` : scope;
        // TypeScript stays one shared copy, required where it is used.
        if (pkg === "typescript") return { path: args.path, external: true };
        // Inside a bundled package, its own dependencies are bundled too (at the versions it installed).
        if (args.importer.split(path.sep).includes("node_modules")) return undefined;
        if (!bundled.has(pkg)) return { path: args.path, external: true };
        // A package's CommonJS entry (its exports map's `require`): it requires TypeScript, where its ES entry
        // would import it, and Node would scan TypeScript's 9 MB for export names first.
        return { path: require.resolve(args.path) };
      });
    },
  };
}

/** The command and the API, with the BUNDLED packages compiled in. */
function bundle(outdir) {
  return bundleOf({ cli: "generator/cli.ts", api: "generator/api.ts" }, BUNDLED, outdir);
}

function bundleOf(entryPoints, bundled, outdir) {
  return build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    plugins: [externalPackagesBut(bundled)],
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
}

const require = createRequire(import.meta.url);

/** tsc over one project file into `outDir`. */
function tsc(config, outDir) {
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [require.resolve("typescript/bin/tsc"), "-p", config, "--outDir", outDir],
      { encoding: "utf8" },
      (error, out, err) =>
        error ? reject(new Error(`tsc -p ${path.relative(root, config)}: ${out}${err}`)) : resolve(),
    ),
  );
}

/** What the published package depends on: the only packages its declarations may import. */
const dependencies = new Set(
  Object.keys(JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).dependencies),
);

/**
 * The declarations of `entry` (a source file) and of every source file they import, each made from its own text alone
 * (TypeScript's isolated declarations: a few milliseconds a file, where tsc over the program the entry imports takes
 * seconds). So every export these files declare has its type written out; where one is inferred the build fails
 * naming the line. Their package imports must be dependencies (or Node's own modules).
 */
function writeDeclarations(entry, outDir) {
  const ts = require("typescript");
  const done = new Set();
  const queue = [entry];
  for (let source; (source = queue.pop()) !== undefined;) {
    if (done.has(source)) continue;
    done.add(source);
    const file = path.join(root, source);
    const { outputText, diagnostics } = ts.transpileDeclaration(readFileSync(file, "utf8"), {
      fileName: file,
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.NodeNext, target: ts.ScriptTarget.ES2022 },
    });
    if (diagnostics.length > 0) {
      const [first] = diagnostics;
      const at =
        first.file && first.start !== undefined ? first.file.getLineAndCharacterOfPosition(first.start) : undefined;
      const message = ts.flattenDiagnosticMessageText(first.messageText, " ");
      throw new Error(
        `${source}${at ? `:${at.line + 1}:${at.character + 1}` : ""} ${message} (the package's declarations)`,
      );
    }
    const out = path.join(outDir, source.replace(/\.ts$/, ".d.ts"));
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, outputText);
    for (const [, specifier] of outputText.matchAll(/(?:\bfrom|\bimport\()\s*["']([^"']+)["']/g)) {
      if (specifier.startsWith(".")) {
        queue.push(path.posix.join(path.posix.dirname(source), specifier.replace(/\.js$/, ".ts")));
        continue;
      }
      const name = specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/");
      if (!specifier.startsWith("node:") && !dependencies.has(name))
        throw new Error(`${source} declares an import of ${specifier}, which is not among package.json's dependencies`);
    }
  }
}

const started = Date.now();
try {
  // All three settle before the staging folder is used or removed, also when one fails.
  const steps = await Promise.allSettled([
    bundle(path.join(staging, "generator")),
    tsc(path.join(root, "templates", "tsconfig.build.json"), path.join(staging, "runtime")),
    Promise.resolve().then(() => writeDeclarations("generator/api.ts", path.join(staging, "types"))),
  ]);
  const failed = steps.find((step) => step.status === "rejected");
  if (failed) throw failed.reason;
  // The JSON report's schema, which every reports folder's index names (`revforge/report.schema.json`).
  copyFileSync(
    path.join(root, "generator/diff/report.schema.json"),
    path.join(staging, "generator/report.schema.json"),
  );
  mkdirSync(dist, { recursive: true });
  for (const part of ["generator", "runtime", "types"]) {
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
