/**
 * Loading a config (generator/config): every form gives the same resolved config, paths resolve against the config's
 * folder whatever the current folder, and every problem is one line naming the file, the line and column (JSON,
 * YAML) or the JSON pointer (a module) of the bad field. Through the CLI: exit 1 for a bad config, 2 for a bad
 * argument.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../generator/config/index.js";
import { printedIn } from "../support/cli.js";

const root = path.resolve(import.meta.dirname, "../..");
let work: string;

beforeAll(() => {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  work = mkdtempSync(path.join(root, "test-output", "config-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const minimal = {
  package: { name: "@acme/api-client" },
  revisions: [
    { id: "2024-02-15", spec: "openapi/2024-02-15.json" },
    { id: "2024-05-15", spec: "openapi/2024-05-15.json" },
  ],
  output: { client: "generated/client", reports: "generated/reports" },
};

/** A fresh folder holding `files` (name -> text). */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(work, "c-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const yaml = `package:
  name: "@acme/api-client"
revisions:
  - id: "2024-02-15"
    spec: openapi/2024-02-15.json
  - id: "2024-05-15"
    spec: openapi/2024-05-15.json
output:
  client: generated/client
  reports: generated/reports
`;
const module = `export default ${JSON.stringify(minimal)};\n`;
// Types, an interface, `satisfies` and `as`: the erasable TypeScript both loaders take (read.ts).
const typescript = `interface Revision { id: string; spec: string }
const revisions: Revision[] = ${JSON.stringify(minimal.revisions)};
const config = { package: { name: "@acme/api-client" as string }, revisions, output: ${JSON.stringify(minimal.output)} } satisfies object;
export default config;
`;

describe("the forms of a config", () => {
  it.each([
    ["revforge.config.json", JSON.stringify(minimal, null, 2)],
    ["revforge.config.yaml", yaml],
    ["revforge.config.yml", yaml],
    ["revforge.config.mjs", module],
    ["revforge.config.ts", typescript],
  ])("%s, found in the current folder, resolves the minimal form", async (name, text) => {
    const dir = folder({ [name]: text });
    const config = await loadConfig({ cwd: dir });
    expect(config).toEqual({
      file: path.join(dir, name),
      dir,
      package: { name: "@acme/api-client", license: "UNLICENSED" },
      revisions: [
        {
          id: "2024-02-15",
          spec: path.join(dir, "openapi/2024-02-15.json"),
          status: "GA",
          released: null,
          endOfSupport: null,
        },
        {
          id: "2024-05-15",
          spec: path.join(dir, "openapi/2024-05-15.json"),
          status: "GA",
          released: null,
          endOfSupport: null,
        },
      ],
      defaultRevision: "2024-05-15",
      catalog: {
        latest: "2024-05-15",
        revisions: [
          { id: "2024-02-15", status: "GA", released: "", endOfSupport: null, changes: [] },
          { id: "2024-05-15", status: "GA", released: "", endOfSupport: null, changes: [] },
        ],
      },
      output: { client: path.join(dir, "generated/client"), reports: path.join(dir, "generated/reports") },
      oauth: false,
    });
  });

  it("a .ts config loads through the typescript transpile where Node does not strip types (Node 20)", async () => {
    const features = process.features as { typescript?: unknown };
    const before = features.typescript;
    Object.defineProperty(features, "typescript", { value: false, configurable: true, writable: true });
    try {
      const dir = folder({ "revforge.config.ts": typescript });
      expect((await loadConfig({ cwd: dir })).package.name).toBe("@acme/api-client");
      // The transpiled module was written beside the config and is gone.
      expect((await import("node:fs")).readdirSync(dir)).toEqual(["revforge.config.ts"]);
    } finally {
      Object.defineProperty(features, "typescript", { value: before, configurable: true, writable: true });
    }
  });

  it.each([
    ["revforge.config.json", JSON.stringify(minimal, null, 2)],
    ["revforge.config.yaml", yaml],
  ])("%s with a byte-order mark (as Windows editors save) reads as without one", async (name, text) => {
    const dir = folder({ [name]: text });
    const plain = await loadConfig({ cwd: dir });
    writeFileSync(path.join(dir, name), `\uFEFF${text}`);
    expect(await loadConfig({ cwd: dir })).toEqual(plain);
  });

  it("paths are the config's, not the current folder's: --config from elsewhere resolves the same", async () => {
    const dir = folder({ "sub/revforge.config.json": JSON.stringify(minimal) });
    const here = await loadConfig({ cwd: path.join(dir, "sub") });
    const fromAbove = await loadConfig({ cwd: dir, file: "sub/revforge.config.json" });
    expect(fromAbove).toEqual(here);
    expect(here.revisions[0]!.spec).toBe(path.join(dir, "sub/openapi/2024-02-15.json"));
  });

  it("the optional fields: lifecycle per revision, version header, license, format", async () => {
    const dir = folder({
      "revforge.config.json": JSON.stringify({
        ...minimal,
        revisions: [
          { id: "v1", spec: "a.json", status: "deprecated", released: "2023-01-01", endOfSupport: "2024-12-31" },
          { id: "v2", spec: "b.json", released: "2024-01-01" },
          { id: "v3.pre", spec: "c.json", status: "beta" },
        ],
        versionHeader: { name: "api-version", in: "query" },
        license: "MIT",
        format: "prettier --write",
      }),
    });
    const config = await loadConfig({ cwd: dir });
    expect(config.revisions.map((r) => [r.id, r.status, r.released, r.endOfSupport])).toEqual([
      ["v1", "deprecated", "2023-01-01", "2024-12-31"],
      ["v2", "GA", "2024-01-01", null],
      ["v3.pre", "beta", null, null],
    ]);
    expect(config.defaultRevision).toBe("v2");
    expect(config.versionHeader).toEqual({ name: "api-version", in: "query" });
    expect(config.package.license).toBe("MIT");
    expect(config.format).toEqual(["prettier", "--write"]);
  });

  // Only revforge reads its config, so a merge key is read as YAML 1.1 does without the warning a spec gets (which
  // another YAML 1.2 reader would read otherwise): the revision's own keys win, and an inherited field's error is
  // located where it is written.
  it("a YAML config's anchors and merge keys (<<: *base) are read, the mapping's own keys winning", async () => {
    const merged = `package: { name: "@acme/api-client" }
revisions:
  - &ga { id: "2024-02-15", spec: a.json, status: deprecated, released: "2024-02-15" }
  - <<: *ga
    id: "2024-05-15"
    spec: b.json
    status: ga
output: { client: generated/client }
`;
    const config = await loadConfig({ cwd: folder({ "revforge.config.yaml": merged }) });
    expect(config.revisions.map((r) => [r.id, path.basename(r.spec), r.status, r.released])).toEqual([
      ["2024-02-15", "a.json", "deprecated", "2024-02-15"],
      ["2024-05-15", "b.json", "GA", "2024-02-15"],
    ]);
    const dir = folder({ "revforge.config.yaml": merged.replace('released: "2024-02-15"', 'released: "2024-02-30"') });
    await expect(loadConfig({ cwd: dir })).rejects.toThrow(
      `${path.relative(root, dir)}/revforge.config.yaml:3:63 #/revisions/0/released "2024-02-30" is not a date`,
    );
  });

  it("the repository's own config takes the catalog's lifecycle and change history", async () => {
    const config = await loadConfig({ cwd: root });
    expect(config.catalogFile).toBe(path.join(root, "specs/revisions.yaml"));
    expect(config.revisions).toHaveLength(12);
    expect(config.revisions.find((r) => r.id === "2022-10-17")).toMatchObject({
      status: "deprecated",
      endOfSupport: "2024-10-17",
    });
    expect(config.defaultRevision).toBe("2024-05-15");
    expect(config.catalog.revisions.flatMap((r) => r.changes).length).toBeGreaterThan(20);
    expect(config.oauth).toBe(true);
  });
});

describe("a bad config is one located line", () => {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  /** Line and column of the `n`th occurrence of `needle` in `text` (1-based), found by reading the text itself. */
  const at = (text: string, needle: string, n = 0): string => {
    let offset = -1;
    for (let i = 0; i <= n; i++) offset = text.indexOf(needle, offset + 1);
    const before = text.slice(0, offset).split("\n");
    return `${before.length}:${before.at(-1)!.length + 1}`;
  };
  // The value, the text the position must point at (the bad field's key, or the object that lacks one), and the rest.
  it.each([
    [
      "an unknown field",
      { ...minimal, revison: [] },
      ['"revison"'],
      '#/revison unknown field "revison" (known: $schema, package, revisions, output, versionHeader, changes, catalog, legacy, oauth, format, license)',
    ],
    ["a missing field", { package: minimal.package, revisions: minimal.revisions }, ["{"], '# missing field "output"'],
    [
      "a bad package name",
      { ...minimal, package: { name: "Acme Client" } },
      ['"name"'],
      '#/package/name "Acme Client" is not a valid npm package name (lower case, @scope/name)',
    ],
    // `import { createClient } from "events"` would get Node's own module, never the package.
    [
      "a package name that is one of Node's own modules",
      { ...minimal, package: { name: "events" } },
      ['"name"'],
      "#/package/name \"events\" is one of Node's own modules: an import of it gets Node's module, never the package (name it events-client, or scope it: @acme/events)",
    ],
    [
      "a revision without a spec",
      { ...minimal, revisions: [{ id: "a" }] },
      ["{", 2],
      '#/revisions/0 missing field "spec"',
    ],
    [
      "an id that is not a path segment",
      { ...minimal, revisions: [{ id: "../x", spec: "a.json" }] },
      ['"id"'],
      `#/revisions/0/id "../x" is not a revision id (letters, digits, '.', '_', '-'; at most 64)`,
    ],
    [
      "an id that is one of the package's own subpaths",
      { ...minimal, revisions: [{ id: "runtime", spec: "a.json" }] },
      ['"id"'],
      '#/revisions/0/id "runtime" is a subpath of the package itself',
    ],
    // `revforge diff 2024-02-15 latest` would compare 2024-02-15 with the newest revision, never with this one.
    [
      "the id latest",
      { ...minimal, revisions: [{ id: "latest", spec: "a.json" }, minimal.revisions[0]] },
      ['"id"'],
      '#/revisions/0/id "latest" names the newest revision in revforge diff and upgrade: give this one its own id',
    ],
    [
      "an end of support before the release",
      { ...minimal, revisions: [{ ...minimal.revisions[0], released: "2024-02-15", endOfSupport: "2022-02-15" }] },
      ['"endOfSupport"'],
      '#/revisions/0/endOfSupport "2022-02-15" is before the revision\'s release ("2024-02-15")',
    ],
    // Listed newest first, the oldest would be the package's `.` entry point and the diff's `latest`.
    [
      "revisions listed newest first",
      {
        ...minimal,
        revisions: [
          { id: "2024-05-15", spec: "b.json", released: "2024-05-15" },
          { id: "2024-02-15", spec: "a.json", released: "2024-02-15" },
        ],
      },
      ['"released"', 1],
      '#/revisions/1/released "2024-02-15" is before the release of revisions[0] ("2024-05-15"): list the revisions oldest first (the last GA one is the package\'s default entry point and the diff\'s latest)',
    ],
    [
      "a duplicate id",
      { ...minimal, revisions: [minimal.revisions[0], minimal.revisions[0]] },
      ['"id"', 1],
      '#/revisions/1/id "2024-02-15" is already revisions[0]',
    ],
    [
      "a bad status",
      { ...minimal, revisions: [{ ...minimal.revisions[0], status: "GA!" }] },
      ['"status"'],
      '#/revisions/0/status "GA!" is not one of ga, beta, deprecated',
    ],
    [
      "a bad date",
      { ...minimal, revisions: [{ ...minimal.revisions[0], endOfSupport: "15/02/2026" }] },
      ['"endOfSupport"'],
      '#/revisions/0/endOfSupport "15/02/2026" is not a date (YYYY-MM-DD)',
    ],
    // Date.parse reads 2025-02-29 as March 1st: the client would warn from a day nobody wrote.
    [
      "a day the month does not have",
      { ...minimal, revisions: [{ ...minimal.revisions[0], released: "2024-02-15", endOfSupport: "2025-02-29" }] },
      ['"endOfSupport"'],
      '#/revisions/0/endOfSupport "2025-02-29" is not a date (YYYY-MM-DD)',
    ],
    [
      "April 31st",
      { ...minimal, revisions: [{ ...minimal.revisions[0], released: "2024-04-31" }] },
      ['"released"'],
      '#/revisions/0/released "2024-04-31" is not a date (YYYY-MM-DD)',
    ],
    [
      "no revisions",
      { ...minimal, revisions: [] },
      ['"revisions"'],
      "#/revisions must be a non-empty list of { id, spec }, got a list",
    ],
    [
      "a URL as a spec",
      { ...minimal, revisions: [{ id: "a", spec: "https://example.com/a.json" }] },
      ['"spec"'],
      '#/revisions/0/spec "https://example.com/a.json" is a URL: give a file path',
    ],
    [
      "a version header that is no header name",
      { ...minimal, versionHeader: "Api Version" },
      ['"versionHeader"'],
      '#/versionHeader "Api Version" is not a header name',
    ],
    [
      "oauth that is not a boolean",
      { ...minimal, oauth: "yes" },
      ['"oauth"'],
      '#/oauth must be true or false, got string "yes"',
    ],
    [
      "a catalog that does not exist",
      { ...minimal, catalog: "specs/revisions.yaml" },
      ['"catalog"'],
      '#/catalog "specs/revisions.yaml" does not exist (relative to the config)',
    ],
    [
      "the reports in the client's folder",
      { ...minimal, output: { client: "generated", reports: "generated" } },
      ['"reports"'],
      '#/output/reports "generated" is the client\'s folder (output.client): each is replaced whole, so one would wipe out the other; give two separate folders',
    ],
    [
      "the reports inside the client's folder",
      { ...minimal, output: { client: "generated", reports: "generated/./reports" } },
      ['"reports"'],
      '#/output/reports "generated/./reports" is inside the client\'s folder (output.client): each is replaced whole, so one would wipe out the other; give two separate folders',
    ],
    [
      "the client inside the reports' folder",
      { ...minimal, output: { client: "out/client", reports: "out" } },
      ['"reports"'],
      '#/output/reports "out" holds the client\'s folder (output.client): each is replaced whole, so one would wipe out the other; give two separate folders',
    ],
    [
      "changes that is a file, not the folder of the declared changes",
      { ...minimal, changes: "revforge.config.json" },
      ['"changes"'],
      '#/changes "revforge.config.json" is a file, not a folder (relative to the config)',
    ],
    [
      "a legacy spec that is a folder",
      { ...minimal, changes: ".", legacy: "." },
      ['"legacy"'],
      '#/legacy "." is a folder, not a file (relative to the config)',
    ],
    [
      "legacy without changes",
      { ...minimal, legacy: "legacy.yaml" },
      ['"legacy"'],
      "#/legacy legacy goes with changes (the legacy entry point is built by the shims)",
    ],
  ] as const)("%s", async (_what, value, [needle, n], rest) => {
    const text = json(value);
    const dir = folder({ "revforge.config.json": text });
    const error = await loadConfig({ cwd: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    // Shown relative to the current folder (the repository root here).
    expect((error as Error).message).toBe(
      `${path.relative(root, dir)}/revforge.config.json:${at(text, needle, n)} ${rest}`,
    );
  });

  it("a YAML config names the line and column of the bad field", async () => {
    const dir = folder({ "revforge.config.yaml": yaml.replace('id: "2024-05-15"', "id: 2024/05/15") });
    // Line 6, `  - id: 2024/05/15`: the key `id` starts at column 5.
    await expect(loadConfig({ cwd: dir })).rejects.toThrow(
      `${path.relative(root, dir)}/revforge.config.yaml:6:5 #/revisions/1/id "2024/05/15" is not a revision id`,
    );
  });

  it("a YAML config of several documents says so of a config, not of a spec", async () => {
    const dir = folder({ "revforge.config.yaml": `${yaml}---\nrevisions: []\n` });
    await expect(loadConfig({ cwd: dir })).rejects.toThrow(
      `${path.relative(root, dir)}/revforge.config.yaml:11:1 # several YAML documents (---) in one file; a config holds exactly one`,
    );
  });

  it("a syntax error is located too", async () => {
    const dir = folder({ "revforge.config.json": '{\n  "package": { "name": "a" },\n  "revisions": [\n}' });
    // The loader's JSON position (load/parse-json.ts): where JSON.parse says it stopped (the `}`, 4:1), or, on a Node
    // whose message gives no position, the end of the text (4:2).
    const error = (await loadConfig({ cwd: dir }).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(
      new RegExp(`^${path.relative(root, dir)}/revforge\\.config\\.json:4:[12] # JSON syntax error: `),
    );
    expect(error.message).not.toContain("\n");
  });

  it("a module config names the JSON pointer of the bad field", async () => {
    const dir = folder({
      "revforge.config.mjs": `export default { ...${JSON.stringify(minimal)}, output: { client: 3 } };`,
    });
    await expect(loadConfig({ cwd: dir })).rejects.toThrow(
      `${path.relative(root, dir)}/revforge.config.mjs #/output/client must be a non-empty string, got number 3`,
    );
  });

  it("a module whose member is undefined or a bigint says so once, not 'undefined undefined'", async () => {
    const dir = folder({
      "revforge.config.mjs": `export default { ...${JSON.stringify(minimal)}, package: undefined, output: { client: 3n } };`,
    });
    await expect(loadConfig({ cwd: dir })).rejects.toThrow(/ #\/package must be an object, got undefined$/);
    const big = folder({
      "revforge.config.mjs": `export default { ...${JSON.stringify(minimal)}, output: { client: 3n } };`,
    });
    await expect(loadConfig({ cwd: big })).rejects.toThrow(
      `${path.relative(root, big)}/revforge.config.mjs #/output/client must be a non-empty string, got bigint 3`,
    );
  });

  it("a module whose default export is a function (a vite-style config) is named so", async () => {
    const dir = folder({ "revforge.config.mjs": `export default () => (${JSON.stringify(minimal)});` });
    await expect(loadConfig({ cwd: dir })).rejects.toThrow(
      `${path.relative(root, dir)}/revforge.config.mjs # must be an object, got a function (export the config itself, not a function that makes it)`,
    );
  });

  it("a module whose values throw when read (a getter, a proxy) is one line naming the file", async () => {
    const getter = folder({
      "revforge.config.mjs": `export default { ...${JSON.stringify(minimal)}, get output() { throw new Error("no output yet\\nmore"); } };`,
    });
    await expect(loadConfig({ cwd: getter })).rejects.toThrow(
      new ConfigError(
        "cannot read the config's values: no output yet",
        `${path.relative(root, getter)}/revforge.config.mjs`,
      ),
    );
    const proxy = folder({
      "revforge.config.mjs": 'export default new Proxy({}, { ownKeys() { throw new TypeError("gotcha"); } });',
    });
    const error = await loadConfig({ cwd: proxy }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      `${path.relative(root, proxy)}/revforge.config.mjs # cannot read the config's values: gotcha`,
    );
  });

  it("a module that throws, or has no default export, is one line", async () => {
    const throwing = folder({ "revforge.config.mjs": 'throw new Error("boom\\nsecond line");' });
    await expect(loadConfig({ cwd: throwing })).rejects.toThrow(
      `${path.relative(root, throwing)}/revforge.config.mjs # cannot load the config module: boom`,
    );
    const none = folder({ "revforge.config.mjs": "export const config = {};" });
    await expect(loadConfig({ cwd: none })).rejects.toThrow(/# the config module has no default export/);
  });

  it("--config takes a .js ES module and an .mts too; any other ending is one line", async () => {
    const dir = folder({
      "package.json": '{ "type": "module" }',
      "api.config.js": module,
      "api.config.mts": typescript,
      "api.config.toml": "[package]",
    });
    for (const file of ["api.config.js", "api.config.mts"])
      expect((await loadConfig({ cwd: dir, file })).package.name).toBe("@acme/api-client");
    await expect(loadConfig({ cwd: dir, file: "api.config.toml" })).rejects.toThrow(
      "a config is .json, .yaml, .yml, .mjs, .js, .ts or .mts",
    );
  });

  it("two configs in one folder are refused", async () => {
    const dir = folder({ "revforge.config.json": json(minimal), "revforge.config.yaml": yaml });
    await expect(loadConfig({ cwd: dir })).rejects.toThrow(
      "several configs here (revforge.config.json, revforge.config.yaml): keep one",
    );
  });

  it("through the CLI: a bad config is exit 1, a missing one or a bad --config exit 2", async () => {
    const bad = folder({ "revforge.config.json": json({ ...minimal, oauth: 1 }) });
    expect(await printedIn(bad, "generate")).toEqual({
      code: 1,
      out: "",
      err: "revforge generate: revforge.config.json:19:3 #/oauth must be true or false, got number 1\n",
    });
    const empty = folder({});
    const none = await printedIn(empty, "generate");
    expect(none.code).toBe(2);
    expect(none.err.split("\n")[0]).toBe(
      "revforge generate: no config here: create one of revforge.config.json, revforge.config.yaml, revforge.config.yml, revforge.config.mjs, revforge.config.ts, or give --config <file>",
    );
    const missing = await printedIn(empty, "generate", "--config", "nope.json");
    expect(missing.code).toBe(2);
    expect(missing.err.split("\n")[0]).toBe("revforge generate: --config nope.json: config file not found");
    expect((await printedIn(empty, "generate", "--config", "x.json", "--spec", "a.yaml", "--out", "o")).code).toBe(2);
  });
});
