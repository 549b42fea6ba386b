/**
 * The programmatic API (generator/api.ts): `generate`, `diff`, `loadConfig` and `defineConfig`, with structured
 * results and typed, located errors instead of printed lines and exit codes.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ConfigError,
  ConfigNotFoundError,
  defineConfig,
  diff,
  generate,
  loadConfig,
  LoadError,
  RefusedTarget,
  type RevforgeConfig,
  UsageError,
} from "../../generator/api.js";

const root = path.resolve(import.meta.dirname, "../..");
const ONE_OP = { operationId: "getA", responses: { "200": { description: "ok" } } };
let work: string;

const config = defineConfig({
  package: { name: "@acme/api-client" },
  revisions: [
    { id: "2024-02-15", spec: "openapi/2024-02-15.json" },
    { id: "2024-05-15", spec: "openapi/2024-05-15.json", endOfSupport: "2026-05-15" },
  ],
  output: { client: "out/client", reports: "out/reports" },
});

beforeAll(() => {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  work = mkdtempSync(path.join(root, "test-output", "config-api-"));
  cpSync(path.join(root, "test/fixtures/config/acme/openapi"), path.join(work, "openapi"), { recursive: true });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the programmatic API", () => {
  it("defineConfig types a config and returns it as it is", () => {
    const given: RevforgeConfig = {
      package: { name: "x" },
      revisions: [{ id: "a", spec: "a.json" }],
      output: { client: "c" },
    };
    expect(defineConfig(given)).toBe(given);
  });

  it("loadConfig resolves a config value against cwd", async () => {
    const resolved = await loadConfig({ config, cwd: work });
    expect(resolved.revisions.map((r) => [r.id, r.spec, r.endOfSupport])).toEqual([
      ["2024-02-15", path.join(work, "openapi/2024-02-15.json"), null],
      ["2024-05-15", path.join(work, "openapi/2024-05-15.json"), "2026-05-15"],
    ]);
  });

  it("generate writes the package and the reports and says what it wrote", async () => {
    const result = await generate({ config, cwd: work });
    expect(result.warnings).toEqual([]);
    expect([result.out, result.reports?.out]).toEqual([path.join(work, "out/client"), path.join(work, "out/reports")]);
    expect(result.files).toContain("revisions/2024-05-15/index.d.ts");
    expect(result.reports?.files).toEqual([
      "2024-02-15..2024-05-15.html",
      "2024-02-15..2024-05-15.json",
      "2024-02-15..2024-05-15.md",
      "index.html",
      "index.md",
      "stamp.json",
    ]);
    const check = await generate({ config, cwd: work, check: true });
    expect(check.upToDate).toBe(true);
    expect([check.stale, check.reports?.stale]).toEqual([[], []]);
  }, 120_000);

  it("generate --spec reports its progress, a count of one in the singular", async () => {
    const spec = { openapi: "3.1.0", info: { title: "One", version: "1" }, paths: { "/a": { get: ONE_OP } } };
    writeFileSync(path.join(work, "one.json"), JSON.stringify(spec));
    const progress: string[] = [];
    await generate({ spec: "one.json", out: "one", cwd: work, onProgress: (line) => progress.push(line) });
    // Files are named as from the process's folder, as in every message.
    const named = path.relative(process.cwd(), path.join(work, "one.json"));
    expect(progress).toEqual([`api: loading ${named}`, "api: emitting 1 operation"]);
  }, 60_000);

  it("diff returns the report between two revisions of the config", async () => {
    writeFileSync(path.join(work, "revforge.config.json"), JSON.stringify(config));
    const report = await diff("2024-02-15", "latest", { cwd: work });
    // The removed operation and the new required property; the version header's new default is not a change.
    expect([report.from, report.to, report.summary.breaking]).toEqual(["2024-02-15", "2024-05-15", 2]);
    expect(report.findings.map((f) => f.id)).toContain("new-required-request-property");
    // Without a config, two files.
    const files = await diff(path.join(work, "openapi/2024-02-15.json"), path.join(work, "openapi/2024-05-15.json"), {
      cwd: root,
    });
    expect(files.summary).toEqual(report.summary);
  }, 60_000);

  it("options of the wrong kind, from JavaScript without the types, are one UsageError naming the option", async () => {
    const call = (f: () => Promise<unknown>) =>
      f().then(
        () => "resolved",
        (e: unknown) => [(e as Error).constructor.name, (e as Error).message],
      );
    // Each would otherwise reach Node's path functions or a property read (a TypeError about "paths[1]"), or be ignored.
    const wrong = [
      [
        () => generate({ spec: 123, out: "x", cwd: work } as never),
        "generate: option spec must be a string, got number 123",
      ],
      [
        () => generate({ spec: "a.json", out: 5, cwd: work } as never),
        "generate: option out must be a string, got number 5",
      ],
      [
        () => generate({ config: 7, cwd: work } as never),
        "generate: option config must be a file name or a config object, got number 7",
      ],
      [() => generate({ cwd: 3 } as never), "generate: option cwd must be a string, got number 3"],
      [
        () => generate({ spec: "a.json", out: "x", cwd: work, onProgress: "log" } as never),
        'generate: option onProgress must be a function, got string "log"',
      ],
      [
        () => generate({ spec: "a.json", out: "x", cwd: work, allowOutsideRef: true } as never),
        'generate: unknown option "allowOutsideRef" (known: cwd, check, clean, allowOutsideRefs, maxBytes, lint, strict, onProgress, config, spec, out, name, oauth)',
      ],
      [() => generate(null as never), "generate: takes an options object, got null"],
      [
        () => generate("revforge.config.json" as never),
        'generate: takes an options object, got string "revforge.config.json"',
      ],
      [() => diff(1 as never, "latest", { cwd: work }), "diff: from must be a string, got number 1"],
      [() => diff("a.json", undefined as never, { cwd: work }), "diff: to must be a string, got undefined"],
      [() => diff("a.json", "b.json", null as never), "diff: takes an options object, got null"],
      [
        () => diff("a.json", "b.json", { cwd: work, maxBytes: "1" } as never),
        'diff: option maxBytes must be a number, got string "1"',
      ],
      // A plain Error before, where `revforge upgrade --from` names an unknown revision as a bad argument too.
      [
        () => diff("2099-01-01", "latest", { config, cwd: work }),
        'unknown revision "2099-01-01": the catalog has 2024-02-15, 2024-05-15 (or pass a spec file)',
      ],
      // Without a config, a date that names no file was read as one: "2024-02-15:1:1 # file not found (ENOENT)".
      [
        () => diff("2024-02-15", "latest", { cwd: path.join(work, "openapi") }),
        `"2024-02-15" is neither a spec file nor a revision: revision ids come from a config's catalog, and there is no config here`,
      ],
      // The loader refused these as if the spec were at fault: "a.json:1:1 # maxBytes must be a positive number".
      [
        () => generate({ spec: "a.json", out: "x", cwd: work, maxBytes: -1 }),
        "generate: option maxBytes must be a positive number of bytes, got number -1",
      ],
      [
        () => diff("a.json", "b.json", { cwd: work, maxBytes: Number.NaN }),
        "diff: option maxBytes must be a positive number of bytes, got number NaN",
      ],
      [
        () => diff("a.json", "b.json", { cwd: path.join(work, "no-such-folder") }),
        `diff: option cwd ${JSON.stringify(path.join(work, "no-such-folder"))} is not a folder`,
      ],
      // A file name given as loadConfig's argument was ignored: the config of the current folder came back.
      [
        () => loadConfig("other.config.json" as never),
        'loadConfig: takes an options object, got string "other.config.json"',
      ],
      [
        () => loadConfig({ path: "other.config.json", cwd: work } as never),
        'loadConfig: unknown option "path" (known: file, config, cwd)',
      ],
      // A bigint has no JSON text: the message once threw a TypeError ("Do not know how to serialize a BigInt").
      [
        () => generate({ spec: "a.json", out: "x", cwd: work, maxBytes: 1n } as never),
        "generate: option maxBytes must be a number, got bigint 1",
      ],
    ] as const;
    for (const [f, message] of wrong) expect(await call(f)).toEqual(["UsageError", message]);
  });

  it("throws typed errors that say where", async () => {
    const bad = await generate({ config: { ...config, revisions: [{ id: "x y", spec: "a.json" }] }, cwd: work }).catch(
      (e: unknown) => e,
    );
    expect(bad).toBeInstanceOf(ConfigError);
    expect(bad).toMatchObject({ pointer: "#/revisions/0/id", file: "<config>" });
    const none = await loadConfig({ cwd: path.join(work, "openapi") }).catch((e: unknown) => e);
    expect(none).toBeInstanceOf(ConfigNotFoundError);
    writeFileSync(path.join(work, "broken.yaml"), "openapi: 3.1.0\ninfo: [\n");
    const broken = await generate({ spec: "broken.yaml", out: "broken-client", cwd: work }).catch((e: unknown) => e);
    expect(broken).toBeInstanceOf(LoadError);
    expect((broken as LoadError).location).toMatchObject({ line: 3 });
    const refused = await generate({ spec: "openapi/2024-05-15.json", out: root, cwd: work }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RefusedTarget);
    const badName = await generate({ spec: "openapi/2024-05-15.json", out: "named", name: "", cwd: work }).catch(
      (e: unknown) => e,
    );
    expect(badName).toBeInstanceOf(UsageError);
    expect((badName as Error).message).toBe('name "" is not a valid npm package name (lower case, @scope/name)');
    // Relative paths are the given cwd's, not the process's: `out` lands in `work`.
    const beside = await generate({ spec: "openapi/2024-05-15.json", out: "beside", cwd: work });
    expect(beside.out).toBe(path.join(work, "beside"));
  }, 60_000);
});
