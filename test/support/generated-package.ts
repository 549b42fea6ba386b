/**
 * A client package generated from a spec document the test writes, for the tests that use the emitted code for real:
 * the spec is written to a temporary folder under test-output/ (JSON, or YAML when given as text), generated with
 * generateClientPackage as `revforge generate --spec` does, and the files written beside it, so that the entry point
 * can be imported and type-checked with the package's own runtime. `remove()` deletes the folder.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll } from "vitest";
import { generateClientPackage } from "../../generator/index.js";
import { startServer, type TestServer } from "../runtime/server.js";

const root = path.resolve(import.meta.dirname, "../..");

export interface GeneratedPackage {
  dir: string;
  /** The spec file, relative to process.cwd() as the generator's messages name it. */
  spec: string;
  files: Map<string, string>;
  /** What the generator reported through onWarning, in order. */
  warnings: string[];
  /** The entry point `revisions/api/index.js`, imported. */
  importEntry(): Promise<Record<string, unknown>>;
  /** tsc --strict over the package's entry point and `extra` files (paths relative to the package); its output. */
  typeCheck(...extra: string[]): { status: number | null; output: string };
  remove(): void;
}

export async function generatePackage(spec: object | string, prefix = "package-"): Promise<GeneratedPackage> {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  const dir = mkdtempSync(path.join(root, "test-output", prefix));
  const specFile = path.join(dir, typeof spec === "string" ? "spec.yaml" : "spec.json");
  writeFileSync(specFile, typeof spec === "string" ? spec : JSON.stringify(spec, null, 2));
  const warnings: string[] = [];
  const files = await generateClientPackage([{ file: specFile, name: "api", isDefault: true }], {
    onWarning: (line) => warnings.push(line),
  }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  const out = path.join(dir, "package");
  for (const [rel, text] of files) {
    mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
    writeFileSync(path.join(out, rel), text);
  }
  return {
    dir: out,
    spec: path.relative(process.cwd(), specFile),
    files,
    warnings,
    importEntry: () => import(pathToFileURL(path.join(out, "revisions/api/index.js")).href),
    typeCheck: (...extra) =>
      strictTypeCheck([path.join(out, "revisions/api/index.d.ts"), ...extra.map((file) => path.join(out, file))]),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** `tsc --strict` (ES2022, NodeNext, DOM and node types) over `files` and what they import; its status and output. */
export function strictTypeCheck(files: string[], options: string[] = []): { status: number | null; output: string } {
  const tsc = spawnSync(
    path.join(root, "node_modules/.bin/tsc"),
    [
      "--noEmit",
      "--strict",
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
      ...options,
      ...files,
    ],
    { encoding: "utf8" },
  );
  return { status: tsc.status, output: tsc.stdout + tsc.stderr };
}

/**
 * A package generated from `spec`, its entry point imported as `api`, and a local test server (test/runtime/server.ts)
 * for the tests of one file: made before them, removed and closed after them. Its members are set when the tests run.
 */
export function packageWithServer<Api = Record<string, unknown>>(
  spec: object | string,
  prefix: string,
): { pkg: GeneratedPackage; server: TestServer; api: Api } {
  const fixture = {} as { pkg: GeneratedPackage; server: TestServer; api: Api };
  beforeAll(async () => {
    [fixture.pkg, fixture.server] = await Promise.all([generatePackage(spec, prefix), startServer()]);
    fixture.api = (await fixture.pkg.importEntry()) as Api;
  });
  afterAll(async () => {
    fixture.pkg.remove();
    await fixture.server.close();
  });
  return fixture;
}
