/**
 * `revforge generate --watch` sees every edit of a file it read, whichever way it is written, and runs once for it:
 * a spec written in place, a spec replaced by a temporary file renamed over it (as editors save), a file a `$ref`
 * reaches in a sub-folder, the config, a spec in a folder that is itself an input (the declared changes' folder, where
 * an editor's swap file starts no run), and
 * an edit made while a run works; a burst of writes is one run. A failed run prints what the command prints
 * without --watch and the watch goes on, also while a file a `$ref` reaches is broken; Ctrl-C stops it with exit code 0.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchIn, type Watching } from "../support/watch.js";

const root = path.resolve(import.meta.dirname, "../..");
const acme = path.join(root, "test/fixtures/config/acme");
let work: string;
let watching: Watching;

const at = (rel: string) => path.join(work, rel);
const readJson = (rel: string) => JSON.parse(readFileSync(at(rel), "utf8"));
const readme = () => readFileSync(at("generated/client/README.md"), "utf8");
const types = (revision: string) => readFileSync(at(`generated/client/revisions/${revision}/types.d.ts`), "utf8");

// The format command (run in each run, after the specs are read) makes the edit a test leaves in `edit.json`: an
// edit that lands while a run works, every time.
const formatScript = `import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
if (existsSync("edit.json")) {
  const { file, text } = JSON.parse(readFileSync("edit.json", "utf8"));
  rmSync("edit.json");
  writeFileSync(file, text);
}
`;

beforeAll(() => {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  work = mkdtempSync(path.join(root, "test-output", "watch-edits-"));
  // openapi/2024-05-15.json takes Widget from openapi/shared/widget.json; the older spec lives in the changes folder.
  mkdirSync(at("openapi/shared"), { recursive: true });
  mkdirSync(at("changes"));
  const newer = JSON.parse(readFileSync(path.join(acme, "openapi/2024-05-15.json"), "utf8"));
  writeFileSync(at("openapi/shared/widget.json"), JSON.stringify({ Widget: newer.components.schemas.Widget }));
  newer.components.schemas.Widget = { $ref: "shared/widget.json#/Widget" };
  writeFileSync(at("openapi/2024-05-15.json"), JSON.stringify(newer, null, 2));
  cpSync(path.join(acme, "openapi/2024-02-15.json"), at("changes/2024-02-15.json"));
  cpSync(path.join(root, "test/fixtures/upgrade/_acme/changes/2024-05-15.yaml"), at("changes/2024-05-15.yaml"));
  writeFileSync(at("format.mjs"), formatScript);
  const config = JSON.parse(readFileSync(path.join(acme, "revforge.config.json"), "utf8"));
  config.revisions[0].spec = "changes/2024-02-15.json";
  config.changes = "changes";
  config.format = ["node", "format.mjs"];
  writeFileSync(at("revforge.config.json"), JSON.stringify(config, null, 2));
  watching = watchIn(work);
});
afterAll(() => {
  if (watching.child.exitCode === null) watching.child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});

/** `file` (relative) with `change` made to its JSON, written in place or through a temporary file renamed over it. */
function edit(rel: string, change: (json: any) => void, how: "in place" | "renamed over" = "in place"): void {
  const json = readJson(rel);
  change(json);
  const text = JSON.stringify(json, null, 2);
  if (how === "in place") return writeFileSync(at(rel), text);
  writeFileSync(at(`${rel}.tmp`), text);
  renameSync(at(`${rel}.tmp`), at(rel));
}

/**
 * Makes the edit, waits for the end of the run it starts, then past a few quiet periods more (enough for a second run
 * to start if the edit had been seen twice): the files named by the `changed:` lines of that time.
 */
async function runsFor(make: () => void): Promise<string[]> {
  const { out, waitFor } = watching;
  const from = out.length;
  make();
  await waitFor(out, /^wrote /, await waitFor(out, /^changed: /, from));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return out
    .slice(from)
    .filter((line) => line.startsWith("changed: "))
    .map((line) => line.replace(/^changed: (.*); generating$/, "$1"));
}

describe("generate --watch: every edit of a file it read, one run each", () => {
  it("generates, then watches the config, the specs, the $ref'd file and the changes folder", async () => {
    await watching.waitFor(watching.out, /^wrote \d+ files to generated\/client and generated\/reports/);
    await watching.waitFor(watching.out, /^watching 5 files for changes \(Ctrl-C stops\)$/);
    expect(readme()).toContain("| List widgets ");
  }, 120_000);

  it("a burst of writes to a spec", async () => {
    const spec = "openapi/2024-05-15.json";
    const text = readFileSync(at(spec), "utf8");
    const runs = await runsFor(() => {
      writeFileSync(at(spec), text.replace('"List widgets"', '"List some widgets"'));
      writeFileSync(at(spec), text.replace('"List widgets"', '"List all widgets"'));
    });
    expect(runs).toEqual([spec]);
    expect(readme()).toContain("| List all widgets ");
  }, 120_000);

  it("a spec written in place", async () => {
    const runs = await runsFor(() =>
      edit("openapi/2024-05-15.json", (s) => (s.components.schemas.WidgetList.description = "Written in place.")),
    );
    expect(runs).toEqual(["openapi/2024-05-15.json"]);
    expect(types("2024-05-15")).toContain("Written in place.");
  }, 120_000);

  it("a spec replaced by a temporary file renamed over it", async () => {
    const runs = await runsFor(() =>
      edit(
        "openapi/2024-05-15.json",
        (s) => (s.components.schemas.WidgetList.description = "Renamed over."),
        "renamed over",
      ),
    );
    expect(runs).toEqual(["openapi/2024-05-15.json"]);
    expect(types("2024-05-15")).toContain("Renamed over.");
  }, 120_000);

  it("a file a $ref reaches in a sub-folder, in place and renamed over", async () => {
    const shared = "openapi/shared/widget.json";
    expect(await runsFor(() => edit(shared, (w) => (w.Widget.description = "Shared in place.")))).toEqual([shared]);
    expect(types("2024-05-15")).toContain("Shared in place.");
    const runs = await runsFor(() => edit(shared, (w) => (w.Widget.description = "Shared renamed."), "renamed over"));
    expect(runs).toEqual([shared]);
    expect(types("2024-05-15")).toContain("Shared renamed.");
  }, 120_000);

  it("the config", async () => {
    const runs = await runsFor(() => edit("revforge.config.json", (c) => (c.package.description = "Edited config.")));
    expect(runs).toEqual(["revforge.config.json"]);
    expect(readJson("generated/client/package.json").description).toBe("Edited config.");
  }, 120_000);

  it("a spec in a folder that is itself an input", async () => {
    const runs = await runsFor(() =>
      edit("changes/2024-02-15.json", (s) => (s.components.schemas.WidgetList.description = "In the changes folder.")),
    );
    expect(runs).toEqual(["changes/2024-02-15.json"]);
    expect(types("2024-02-15")).toContain("In the changes folder.");
  }, 120_000);

  it("an editor's swap file written in that folder starts no run", async () => {
    const from = watching.out.length;
    writeFileSync(at("changes/.2024-05-15.yaml.swp"), "swap");
    writeFileSync(at("changes/.2024-05-15.yaml.swp"), "swap, written again");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(watching.out.slice(from).filter((line) => line.startsWith("changed: "))).toEqual([]);
  }, 120_000);

  it("an edit made while a run works gives one more run, which reads it", async () => {
    const spec = "openapi/2024-05-15.json";
    const during = readJson(spec);
    during.components.schemas.WidgetList.description = "Edited during a run.";
    writeFileSync(at("edit.json"), JSON.stringify({ file: spec, text: JSON.stringify(during, null, 2) }));
    const runs = await runsFor(() => edit(spec, (s) => (s.components.schemas.WidgetList.description = "Before.")));
    expect(existsSync(at("edit.json"))).toBe(false); // the format command made the edit
    expect(runs).toEqual([spec, spec]);
    expect(types("2024-05-15")).toContain("Edited during a run.");
  }, 120_000);
});

describe("generate --watch: a failed run prints what the command prints without --watch", () => {
  const plain = () =>
    spawnSync(process.execPath, [path.join(root, "bin/revforge.js"), "generate", "--quiet"], {
      cwd: work,
      encoding: "utf8",
    });

  it("a broken spec: the same located line, and the watch goes on", async () => {
    const { err, waitFor } = watching;
    const spec = "openapi/2024-05-15.json";
    const good = readFileSync(at(spec), "utf8");
    const errFrom = err.length;
    writeFileSync(at(spec), good.replace('"openapi": "3.1.0",', '"openapi": "3.1.0",,'));
    const line = await waitFor(err, /^revforge generate: /, errFrom);
    const without = plain();
    expect(without.status).toBe(1);
    expect(without.stderr).toMatch(/^revforge generate: openapi\/2024-05-15\.json:2:\d+ # JSON syntax error/);
    expect(err.slice(line).join("\n") + "\n").toBe(without.stderr);
    expect(watching.child.exitCode).toBeNull();
    expect(readme()).toContain("| List all widgets "); // the last good output stays
    const from = watching.out.length;
    writeFileSync(at(spec), good.replace('"List all widgets"', '"List every widget"'));
    await waitFor(watching.out, /^wrote /, from);
    expect(readme()).toContain("| List every widget ");
  }, 120_000);

  it("a broken file a $ref reaches: its located line, and it runs again once the file is fixed", async () => {
    const { err, out, waitFor } = watching;
    const shared = "openapi/shared/widget.json";
    const good = readFileSync(at(shared), "utf8");
    const errFrom = err.length;
    writeFileSync(at(shared), "{ broken");
    await waitFor(err, /^revforge generate: openapi\/shared\/widget\.json:1:\d+ # JSON syntax error/, errFrom);
    const from = out.length;
    writeFileSync(at(shared), good.replace("Shared renamed.", "Fixed."));
    await waitFor(out, /^wrote /, from);
    expect(types("2024-05-15")).toContain("Fixed.");
  }, 120_000);

  it("a config gone: the same message and usage line, and it runs again once the config is back", async () => {
    const { err, out, waitFor } = watching;
    const config = readFileSync(at("revforge.config.json"), "utf8");
    const from = err.length;
    rmSync(at("revforge.config.json"));
    const line = await waitFor(err, /^  revforge generate \[/, await waitFor(err, /^revforge generate: /, from));
    const without = plain();
    expect(without.status).toBe(2);
    expect(without.stderr.split("\n")).toHaveLength(3); // the message, the usage line, the end
    expect(err.slice(line - 1, line + 1).join("\n") + "\n").toBe(without.stderr);
    expect(watching.child.exitCode).toBeNull();
    const outFrom = out.length;
    writeFileSync(at("revforge.config.json"), config);
    await waitFor(out, /^wrote /, outFrom);
  }, 120_000);

  it("stops on Ctrl-C with exit code 0", async () => {
    const closed = new Promise<number | null>((resolve) => watching.child.on("close", (code) => resolve(code)));
    watching.child.kill("SIGINT");
    expect(await closed).toBe(0);
  }, 30_000);
});
