/**
 * The prebuilt generator (scripts/build-generator.mjs, run by `npm ci` as `prepare`) and the launcher's choice
 * (bin/prebuilt.js): the build runs the main job to the same bytes as the sources, its emit worker included, and
 * the launcher takes it only while no source it was built from is newer.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error TS7016: bin/ is plain JavaScript without declarations
import { prebuiltCli } from "../../bin/prebuilt.js";
import { packageBanner } from "../../generator/emit/package-files.js";
import { compileRuntime } from "../../generator/emit/runtime.js";
import { readRuntimeSnapshot, snapshotFileName } from "../../generator/emit/runtime-snapshot.js";
import { printedBy } from "../support/cli.js";

const root = path.resolve(import.meta.dirname, "../..");
const choose = prebuiltCli as (root: string) => string | undefined;

describe("the launcher's choice", () => {
  let fake: string;
  const cli = () => path.join(fake, "dist/generator/cli.mjs");
  const source = () => path.join(fake, "generator/cli.ts");
  const build = (inputs: string[], builtAt = Date.now()) =>
    writeFileSync(path.join(fake, "dist/generator/build.json"), JSON.stringify({ builtAt, inputs }));

  beforeAll(() => {
    fake = mkdtempSync(path.join(root, "test-output", "prebuilt-"));
    mkdirSync(path.join(fake, "dist/generator"), { recursive: true });
    mkdirSync(path.join(fake, "generator"));
    writeFileSync(cli(), "export async function main() { return 0; }\n");
  });
  afterAll(() => rmSync(fake, { recursive: true, force: true }));

  const at = (file: string, ms: number) => utimesSync(file, ms / 1000, ms / 1000);

  it("takes the build while every source is older than it", () => {
    writeFileSync(source(), "");
    at(source(), Date.now() - 60_000);
    build(["generator/cli.ts"]);
    expect(choose(fake)).toBe(cli());
  });

  it("runs the sources when one was saved after the build started", () => {
    writeFileSync(source(), "");
    build(["generator/cli.ts"], Date.now() - 60_000);
    expect(choose(fake)).toBeUndefined();
  });

  it("runs the sources when a source is gone, the record is unreadable, or there is no build", () => {
    at(source(), Date.now() - 60_000);
    build(["generator/cli.ts", "generator/removed.ts"]);
    expect(choose(fake)).toBeUndefined();
    writeFileSync(path.join(fake, "dist/generator/build.json"), "{ not json");
    expect(choose(fake)).toBeUndefined();
    build([]);
    expect(choose(fake)).toBeUndefined();
    rmSync(path.join(fake, "dist"), { recursive: true });
    expect(choose(fake)).toBeUndefined();
  });
});

describe("the prebuilt generator", () => {
  // A build of its own in dist/, so as not to swap the dist/generator other test files may be running.
  const name = `test-${process.pid}`;
  const out = path.join(root, "dist", name);

  beforeAll(() => {
    const r = spawnSync(process.execPath, ["scripts/build-generator.mjs", "--out", `dist/${name}`], {
      cwd: root,
      encoding: "utf8",
    });
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(new RegExp(`^revforge: built dist/${name} from \\d+ files in \\d+ ms\\n$`));
    // A launcher file rather than `node --input-type=module -e`: worker threads inherit the flags, and
    // --input-type is refused for a file.
    writeFileSync(
      path.join(out, "run-test.mjs"),
      `const { main } = await import(${JSON.stringify(pathToFileURL(path.join(out, "cli.mjs")).href)});\n` +
        "process.exitCode = await main(process.argv.slice(2));\n",
    );
  }, 60_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  /** The built CLI in a process of its own, as bin/revforge.js runs it. */
  const runBuilt = (...argv: string[]) =>
    spawnSync(process.execPath, [path.join(out, "run-test.mjs"), ...argv], { cwd: root, encoding: "utf8" });

  it("refuses an output folder the code's relative paths would not hold in", () => {
    const r = spawnSync(process.execPath, ["scripts/build-generator.mjs", "--out", "/tmp/elsewhere"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("usage: node scripts/build-generator.mjs [--out dist/<name>]\n");
  });

  it("finds generated/ up to date, as the sources do (emit worker, templates, converters and reports)", () => {
    const r = runBuilt("generate", "--check", "--quiet");
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/^generated\/client and generated\/reports are up to date \(\d+ files\)\.\n$/);
    expect(r.status).toBe(0);
  }, 120_000);

  it("holds the package runtime prebuilt from today's sources, so that a run does not compile it", () => {
    const prebuilt = readRuntimeSnapshot(packageBanner, pathToFileURL(path.join(out, snapshotFileName)));
    expect(prebuilt && [...prebuilt.keys()]).toEqual([...compileRuntime(packageBanner).keys()]);
  });

  it("carries Redocly's core inside (scripts/build-generator.mjs BUNDLED) and validates with it as the sources do", async () => {
    const chunks = readdirSync(out).filter((f) => f.endsWith(".mjs"));
    const imports = chunks.flatMap((f) => [...readFileSync(path.join(out, f), "utf8").matchAll(/from "([^"]+)"/g)]);
    expect(imports.map((m) => m[1])).not.toContain("@redocly/openapi-core");
    const argv = ["diff", "test/fixtures/load/bad/item20-responses-nope.yaml", "specs/2024-05-15.yaml"];
    const r = runBuilt(...argv);
    const sources = await printedBy(...argv);
    expect(r.stderr).toMatch(
      /^revforge diff: test\/fixtures\/load\/bad\/item20-responses-nope\.yaml:\d+:\d+ #\/paths\/.+\n$/,
    );
    expect(r.stderr).toBe(sources.err);
    expect(r.status).toBe(1);
  }, 60_000);

  it("prints the same report as the sources for a pair with imperative converters", async () => {
    const argv = ["diff", "2023-12-15", "2024-02-15", "--format", "json"];
    const r = runBuilt(...argv);
    expect(r.status).toBe(0);
    const sources = await printedBy(...argv);
    expect(sources.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(sources.out));
    expect(JSON.parse(r.stdout).findings.length).toBeGreaterThan(0);
  }, 60_000);
});
