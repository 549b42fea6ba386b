/**
 * `revforge generate --watch`, as a real process over real file edits: it regenerates when a spec, a file a spec's
 * `$ref` reaches, or the config changes (one run for a burst of writes), prints a broken spec's error and keeps watching, regenerates once it is
 * fixed, and stops with exit code 0 on Ctrl-C (SIGINT).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchIn, type Watching } from "../support/watch.js";

const root = path.resolve(import.meta.dirname, "../..");
let work: string;
let watching: Watching;
let child: Watching["child"];
let out: string[];
let err: string[];
const waitFor = (...args: Parameters<Watching["waitFor"]>) => watching.waitFor(...args);

beforeAll(() => {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  work = mkdtempSync(path.join(root, "test-output", "config-watch-"));
  cpSync(path.join(root, "test/fixtures/config/acme"), work, { recursive: true });
  // The newer spec takes its Widget schema from a file of its own: a file reached by a $ref is watched too.
  const spec = JSON.parse(readFileSync(path.join(work, "openapi/2024-05-15.json"), "utf8"));
  writeFileSync(path.join(work, "openapi/widget.json"), JSON.stringify({ Widget: spec.components.schemas.Widget }));
  spec.components.schemas.Widget = { $ref: "widget.json#/Widget" };
  writeFileSync(path.join(work, "openapi/2024-05-15.json"), JSON.stringify(spec, null, 2));
  watching = watchIn(work);
  ({ child, out, err } = watching);
});
afterAll(() => {
  if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});

const spec = () => path.join(work, "openapi/2024-05-15.json");
const readme = () => readFileSync(path.join(work, "generated/client/README.md"), "utf8");

describe("generate --watch", () => {
  it("generates, then watches the files it read", async () => {
    await waitFor(out, /^wrote \d+ files to generated\/client and generated\/reports/);
    // The config, the two specs and the file the newer one's $ref reaches.
    await waitFor(out, /^watching 4 files for changes \(Ctrl-C stops\)$/);
    expect(readme()).toContain("| List widgets ");
  }, 120_000);

  it("regenerates once after a burst of writes to a spec", async () => {
    const from = out.length;
    const text = readFileSync(spec(), "utf8");
    writeFileSync(spec(), text.replace('"List widgets"', '"List some widgets"'));
    writeFileSync(spec(), text.replace('"List widgets"', '"List all widgets"'));
    const changed = await waitFor(out, /^changed: openapi\/2024-05-15\.json; generating$/, from);
    await waitFor(out, /^wrote /, changed);
    expect(readme()).toContain("| List all widgets ");
    // One run for the burst: wait past another debounce period, nothing more was started.
    await new Promise((r) => setTimeout(r, 1000));
    expect(out.slice(from).filter((l) => l.startsWith("changed:"))).toHaveLength(1);
  }, 120_000);

  it("prints a broken spec's error, keeps watching, and regenerates once it is fixed", async () => {
    const good = readFileSync(spec(), "utf8");
    const errFrom = err.length;
    writeFileSync(spec(), good.replace('"openapi": "3.1.0",', '"openapi": "3.1.0",,'));
    await waitFor(err, /^revforge generate: openapi\/2024-05-15\.json:2:\d+ # JSON syntax error/, errFrom);
    expect(child.exitCode).toBeNull();
    expect(readme()).toContain("| List all widgets "); // the last good output stays
    const from = out.length;
    writeFileSync(spec(), good.replace('"List all widgets"', '"List every widget"'));
    await waitFor(out, /^wrote /, from);
    expect(readme()).toContain("| List every widget ");
  }, 120_000);

  it("regenerates when a file reached by a $ref changes", async () => {
    const from = out.length;
    const file = path.join(work, "openapi/widget.json");
    const shared = JSON.parse(readFileSync(file, "utf8"));
    shared.Widget.properties.size = { type: "integer" };
    writeFileSync(file, JSON.stringify(shared));
    await waitFor(out, /^changed: openapi\/widget\.json; generating$/, from);
    await waitFor(out, /^wrote /, from);
    expect(readFileSync(path.join(work, "generated/client/revisions/2024-05-15/types.d.ts"), "utf8")).toContain(
      "size?: number;",
    );
  }, 120_000);

  it("keeps watching a file reached by a $ref while it is broken, and regenerates once it is fixed", async () => {
    const file = path.join(work, "openapi/widget.json");
    const good = readFileSync(file, "utf8");
    const errFrom = err.length;
    writeFileSync(file, "{ broken");
    await waitFor(err, /^revforge generate: openapi\/widget\.json:1:\d+ # JSON syntax error/, errFrom);
    const from = out.length;
    writeFileSync(file, good.replace('"size"', '"weight"'));
    await waitFor(out, /^wrote /, from);
    expect(readFileSync(path.join(work, "generated/client/revisions/2024-05-15/types.d.ts"), "utf8")).toContain(
      "weight?: number;",
    );
  }, 120_000);

  it("regenerates when the config changes", async () => {
    const from = out.length;
    const file = path.join(work, "revforge.config.json");
    const config = JSON.parse(readFileSync(file, "utf8"));
    config.package.name = "@acme/renamed-client";
    writeFileSync(file, JSON.stringify(config, null, 2));
    await waitFor(out, /^changed: revforge\.config\.json; generating$/, from);
    await waitFor(out, /^wrote /, from);
    expect(JSON.parse(readFileSync(path.join(work, "generated/client/package.json"), "utf8")).name).toBe(
      "@acme/renamed-client",
    );
  }, 120_000);

  it("stops on Ctrl-C with exit code 0", async () => {
    const closed = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    child.kill("SIGINT");
    expect(await closed).toBe(0);
  }, 30_000);
});
