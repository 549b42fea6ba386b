/**
 * revforge as a user installs it (install.ts): `npm pack`, then `npm install -D` of the tarball into an empty project,
 * offline. In that project every command runs through `npx revforge` (generate --spec, diff in every format,
 * revisions, --help of each command, upgrade's refusal without a config, --version), the API is compiled with tsc
 * --strict and run, publint and attw check the tarball, and a package without its build says what to run in one line.
 */
import { builtinModules, createRequire } from "node:module";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bin, node, output, result, root, run, type Ran } from "../consumer/project.js";
import { installInEmptyProject, npmCache, npxRevforge, packRevforge } from "./install.js";

const fixtures = path.join(import.meta.dirname, "fixtures");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  version: string;
  dependencies: Record<string, string>;
};

let work: string;
let cache: string;
let tarball: string;
let packed: string[];
let project: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "revforge-package-"));
  cache = await npmCache();
  let started = performance.now();
  ({ tarball, files: packed } = await packRevforge(work, cache));
  console.info(`npm pack (with its build): ${Math.round(performance.now() - started)} ms`);
  started = performance.now();
  project = path.join(work, "project");
  await installInEmptyProject(project, tarball, cache);
  console.info(`npm install -D <tarball>: ${Math.round(performance.now() - started)} ms`);
  for (const spec of ["pets-v1.yaml", "pets-v2.json"]) cpSync(path.join(fixtures, spec), path.join(project, spec));
}, 420_000);

afterAll(() => {
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

const revforge = (...argv: string[]): Promise<Ran> => npxRevforge(project, cache, ...argv);

const installed = () => path.join(project, "node_modules", "revforge");

describe("the packed revforge", () => {
  it("holds the build, the templates, the command, README and LICENSE, and no tests", () => {
    const top = [
      ...new Set(
        packed.map((f) =>
          f
            .split("/")
            .slice(0, f.startsWith("dist/") ? 2 : 1)
            .join("/"),
        ),
      ),
    ];
    expect(top.sort()).toEqual(
      [
        "LICENSE",
        "README.md",
        "bin",
        "dist/generator",
        "dist/runtime",
        "dist/types",
        "package.json",
        "specs",
        "templates",
      ].sort(),
    );
    expect(packed).toEqual(
      expect.arrayContaining(["bin/revforge.js", "dist/generator/cli.mjs", "dist/generator/api.mjs"]),
    );
    expect(packed).toContain("dist/types/generator/api.d.ts");
    expect(packed).toContain("dist/runtime/runtime/client.js");
    expect(packed).toContain("templates/package/README.md.hbs");
    // Only the catalog files `revforge diff` reads come from specs/ (npm adds a folder's README of its own accord).
    expect(packed.filter((f) => f.startsWith("specs/")).sort()).toEqual([
      "specs/README.md",
      "specs/diff-renames.yaml",
      "specs/diff-waivers.yaml",
      "specs/revisions.yaml",
    ]);
    expect(packed.filter((f) => /(^|\/)test\/|\.test\.ts$/.test(f))).toEqual([]);
  });

  it("exports the JSON report's schema, which every reports index names", () => {
    const file = createRequire(path.join(project, "package.json")).resolve("revforge/report.schema.json");
    expect(file).toBe(path.join(installed(), "dist/generator/report.schema.json"));
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ title: "revforge diff report" });
  });

  it("depends on exactly the packages its build loads at run time", () => {
    const dir = path.join(installed(), "dist", "generator");
    const loaded = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".mjs"))) {
      const text = readFileSync(path.join(dir, file), "utf8");
      // Static and dynamic imports, and CommonJS packages loaded through createRequire (`require(...)` alone is the
      // bundled CommonJS code's own, of Node's modules).
      const specifiers = [
        ...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"/gms),
        ...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
        // esbuild renames a second import of createRequire to createRequire2...
        ...text.matchAll(/\bcreateRequire\d*\(import\.meta\.url\)(?:\.resolve)?\(\s*"([^"]+)"/g),
      ].map((m) => m[1]!);
      for (const specifier of specifiers) {
        if (specifier.startsWith(".") || specifier.startsWith("node:") || builtinModules.includes(specifier)) continue;
        loaded.add(
          specifier
            .split("/")
            .slice(0, specifier.startsWith("@") ? 2 : 1)
            .join("/"),
        );
      }
    }
    expect([...loaded].sort()).toEqual(Object.keys(manifest.dependencies).sort());
    const json = JSON.parse(readFileSync(path.join(installed(), "package.json"), "utf8")) as Record<string, unknown>;
    expect([json.private, json.license]).toEqual([undefined, "MIT"]);
    expect(readFileSync(path.join(installed(), "LICENSE"), "utf8")).toMatch(/^MIT License\n/);
  });

  it("passes publint with no errors or warnings", async () => {
    const r = await node(bin.publint, ["run", tarball, "--strict"], { cwd: work, timeoutMs: 120_000 });
    expect(r.code, output(r)).toBe(0);
    expect(r.stdout).toContain("All good!");
  }, 120_000);

  it("passes attw (are the types wrong) under the esm-only profile", async () => {
    const r = await node(bin.attw, [tarball, "--profile", "esm-only", "--no-color"], { cwd: work, timeoutMs: 120_000 });
    expect(r.code, output(r)).toBe(0);
    // The profile ignores CommonJS resolution (node10, node16 from CJS); ESM and bundlers must resolve the types.
    expect(r.stdout).toMatch(/│ node16 \(from ESM\) │ 🟢 \(ESM\) +│ 🟢 \(JSON\) +│/u);
    expect(r.stdout).toMatch(/│ bundler +│ 🟢 +│ 🟢 \(JSON\) +│/u);
  }, 120_000);
});

describe("npx revforge in the project", { timeout: 120_000 }, () => {
  it("--version prints package.json's version", async () => {
    const r = await revforge("--version");
    expect([r.code, r.stdout, r.stderr]).toEqual([0, `${manifest.version}\n`, ""]);
  });

  it.each([
    [["--help"]],
    [["generate", "--help"]],
    [["diff", "--help"]],
    [["revisions", "--help"]],
    [["upgrade", "--help"]],
  ])("%j prints help on stdout (exit 0)", async (argv) => {
    const r = await revforge(...argv);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    const [first] = r.stdout.split("\n");
    if (argv.length === 1) expect(first).toMatch(new RegExp(`^revforge ${manifest.version.replaceAll(".", "\\.")}: `));
    else expect(first).toMatch(new RegExp(`^usage: revforge ${argv[0]}\\b`));
    expect(r.stdout).toContain("exit codes:\n  0  done\n");
  });

  it("upgrade without a config in the project is one line and the usage (exit 2)", async () => {
    const r = await revforge("upgrade", "--from", "1.0.0", "--to", "2.0.0");
    expect([r.code, r.stdout, r.stderr.split("\n")[0]]).toEqual([
      2,
      "",
      "revforge upgrade: no config here: create one of revforge.config.json, revforge.config.yaml, revforge.config.yml, revforge.config.mjs, revforge.config.ts, or give --config <file>",
    ]);
  });

  // The package ships no revision specs: a date without a config was read as a file, "2023-09-15:1:1 # file not found".
  it("diff of revision ids without a config says where revision ids come from (exit 2)", async () => {
    const r = await revforge("diff", "2023-09-15", "2024-05-15");
    expect([r.code, r.stdout, r.stderr.split("\n")[0]]).toEqual([
      2,
      "",
      `revforge diff: "2023-09-15" is neither a spec file nor a revision: revision ids come from a config's catalog, and there is no config here`,
    ]);
  });

  it("a usage error is one line and the usage (exit 2)", async () => {
    const r = await revforge("diff", "pets-v1.yaml");
    expect([r.code, r.stdout]).toEqual([2, ""]);
    expect(r.stderr.split("\n")[0]).toBe(
      'revforge diff: expected <from> <to> (revision ids or spec files; a longer list with --steps), got "pets-v1.yaml"',
    );
  });

  it("generate --spec writes the client package of the user's spec, and --check finds it up to date", async () => {
    const r = await revforge("generate", "--spec", "pets-v1.yaml", "--out", "client");
    expect([r.code, r.stderr], output(r)).toEqual([0, ""]);
    expect(r.stdout).toMatch(
      /^api: loading pets-v1\.yaml\napi: emitting 3 operations\nwrote \d+ files to client in [\d.]+ s\n$/,
    );
    expect(readFileSync(path.join(project, "client/revisions/api/index.d.ts"), "utf8")).toMatch(
      /export declare function listPets\(/,
    );
    expect(existsSync(path.join(project, "client/stamp.json"))).toBe(true);
    const check = await revforge("generate", "--check", "--spec", "pets-v1.yaml", "--out", "client");
    expect([check.code, check.stderr], output(check)).toEqual([0, ""]);
    expect(check.stdout).toMatch(/client is up to date \(\d+ files\)\.\n$/);
  });

  it.each([
    [
      "md",
      (text: string) =>
        expect(text).toContain(
          "5 findings reaching 3 operations (2 with a breaking change): **2 breaking**, 1 dangerous, 2 safe.",
        ),
    ],
    [
      "json",
      (text: string) => {
        const report = JSON.parse(text) as { summary: unknown; findings: { id: string; severity: string }[] };
        expect(report.summary).toEqual({ breaking: 2, dangerous: 1, safe: 2 });
        expect(report.findings.filter((f) => f.severity === "breaking").map((f) => f.id)).toEqual([
          "api-removed-without-deprecation",
          "request-parameter-became-required",
        ]);
      },
    ],
    [
      "html",
      (text: string) => {
        expect(text).toMatch(/^<!doctype html>\n/);
        expect(text).toContain("api-removed-without-deprecation");
      },
    ],
    [
      "github",
      (text: string) => {
        const lines = text.trimEnd().split("\n");
        expect(lines.filter((l) => l.startsWith("::error ")).length).toBe(2);
        expect(lines.every((l) => /^::(error|warning|notice) /.test(l))).toBe(true);
      },
    ],
  ])("diff of two specs prints the report as %s", async (format, check) => {
    const r = await revforge("diff", "pets-v1.yaml", "pets-v2.json", "--format", format);
    expect([r.code, r.stderr], output(r)).toEqual([0, ""]);
    check(r.stdout);
  });

  it("diff --fail-on breaking exits 1 with one line; --out writes the report", async () => {
    const failing = await revforge("diff", "pets-v1.yaml", "pets-v2.json", "--fail-on", "breaking", "--format", "json");
    expect(failing.code).toBe(1);
    expect(failing.stderr).toBe(
      "revforge diff: pets-v1.yaml to pets-v2.json: 2 breaking, 1 dangerous, 2 safe (--fail-on breaking fails on 2 findings)\n",
    );
    const written = await revforge("diff", "pets-v1.yaml", "pets-v2.json", "--out", "changes.md");
    expect([written.code, written.stdout, written.stderr]).toEqual([
      0,
      "wrote changes.md (2 breaking, 1 dangerous, 2 safe)\n",
      "",
    ]);
    expect(readFileSync(path.join(project, "changes.md"), "utf8")).toMatch(
      /^## API changes from `1\.0\.0` \(`pets-v1\.yaml`\) to `2\.0\.0` \(`pets-v2\.json`\)\n/,
    );
  });

  it("revisions prints the config's revisions as a table", async () => {
    mkdirSync(path.join(project, "api"));
    writeFileSync(
      path.join(project, "api/revforge.config.json"),
      JSON.stringify({
        package: { name: "@pets/client" },
        revisions: [
          { id: "v1", spec: "../pets-v1.yaml", status: "deprecated", released: "2024-01-10" },
          { id: "v2", spec: "../pets-v2.json", released: "2025-03-01", endOfSupport: "2027-03-01" },
        ],
        output: { client: "client" },
      }),
    );
    const r = await revforge("revisions", "--config", "api/revforge.config.json");
    expect([r.code, r.stdout, r.stderr]).toEqual([
      0,
      [
        "revision     status      release     end of support  breaking changes",
        "v1           deprecated  2024-01-10  -                              -",
        "v2 (latest)  GA          2025-03-01  2027-03-01                     -",
        "",
        "The config names no catalog, so no change history: revforge diff <from> <to> lists what changed.",
        "",
      ].join("\n"),
      "",
    ]);
  });

  it('the API: `import { generate, diff } from "revforge"` compiles under tsc --strict and runs', async () => {
    cpSync(path.join(import.meta.dirname, "project"), project, { recursive: true });
    mkdirSync(path.join(project, "node_modules/@types"), { recursive: true });
    symlinkSync(path.join(root, "node_modules/@types/node"), path.join(project, "node_modules/@types/node"), "dir");
    const compiled = await node(bin.tsc, ["-p", project, "--pretty", "false"], { cwd: project, timeoutMs: 120_000 });
    expect(output(compiled)).toBe(`exit 0 after ${compiled.ms} ms`);
    const ran = await run(process.execPath, ["dist/use-api.js"], { cwd: project, timeoutMs: 120_000 });
    expect([ran.code, ran.stderr], output(ran)).toEqual([0, ""]);
    expect(result(ran)).toEqual({
      out: path.join(project, "api-client"),
      readme: true,
      summary: { breaking: 2, dangerous: 1, safe: 2 },
      breaking: ["api-removed-without-deprecation", "request-parameter-became-required"],
    });
  }, 240_000);

  it("without its build, the command prints one line saying what to run (exit 1)", async () => {
    const dist = path.join(installed(), "dist");
    renameSync(dist, `${dist}.away`);
    try {
      const r = await revforge("--help");
      expect([r.code, r.stdout, r.stderr]).toEqual([
        1,
        "",
        `revforge: not built (${installed()}/dist/ is missing): run \`npm run build\` in ${installed()}/\n`,
      ]);
    } finally {
      renameSync(`${dist}.away`, dist);
    }
  });
});
