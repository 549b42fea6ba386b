/**
 * The config's `format` command: run on the staged output before it replaces the previous one (found in the
 * project's node_modules/.bin, as npm scripts find it), compared after formatting by `--check`, and when it fails,
 * one line and nothing replaced.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printedIn } from "../support/cli.js";

const root = path.resolve(import.meta.dirname, "../..");
let work: string;
const dts = () => readFileSync(path.join(work, "generated/client/revisions/2024-05-15/index.d.ts"), "utf8");

function setFormat(format: unknown): void {
  const file = path.join(work, "revforge.config.json");
  const config = JSON.parse(readFileSync(file, "utf8"));
  config.format = format;
  writeFileSync(file, JSON.stringify(config, null, 2));
}

beforeAll(() => {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  work = mkdtempSync(path.join(root, "test-output", "config-format-"));
  cpSync(path.join(root, "test/fixtures/config/acme"), work, { recursive: true });
  // The user's project has its own prettier (this repository's, here) and its own settings.
  symlinkSync(path.join(root, "node_modules"), path.join(work, "node_modules"), "dir");
  writeFileSync(path.join(work, ".prettierrc.json"), JSON.stringify({ printWidth: 60, semi: false }));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("format", () => {
  it("formats the output before it is swapped in, with the project's settings", async () => {
    setFormat("prettier --write");
    const r = await printedIn(work, "generate", "--quiet");
    expect([r.code, r.err]).toEqual([0, ""]);
    // printWidth 60 and no semicolons: the project's .prettierrc, applied to the staged folder beside the output.
    expect(dts()).toContain("export declare function listWidgets(\n  client: Client<typeof revision>,\n");
    expect(dts()).not.toMatch(/;$/m);
  }, 120_000);

  it("--check compares the formatted output: up to date, then stale after an edit", async () => {
    const onDisk = readdirSync(path.join(work, "generated"), { recursive: true, withFileTypes: true }).filter((e) =>
      e.isFile(),
    ).length;
    expect(await printedIn(work, "generate", "--check", "--quiet")).toEqual({
      code: 0,
      out: `generated/client and generated/reports are up to date (${onDisk} files).\n`,
      err: "",
    });
    const file = path.join(work, "generated/client/revisions/2024-05-15/index.d.ts");
    writeFileSync(file, `${dts()}\n`);
    const r = await printedIn(work, "generate", "--check", "--quiet");
    expect(r.code).toBe(1);
    expect(r.out.split("\n").slice(1, 2)).toEqual(["  revisions/2024-05-15/index.d.ts (differs)"]);
  }, 120_000);

  it("a failing command is one line, and the previous output stays", async () => {
    const before = dts();
    setFormat(["node", "-e", "console.error('cannot format'); process.exit(3)"]);
    const r = await printedIn(work, "generate", "--quiet");
    expect(r).toEqual({
      code: 1,
      out: "",
      err: `revforge generate: format command "node -e console.error('cannot format'); process.exit(3)" failed (exit 3): cannot format\n`,
    });
    expect(dts()).toBe(before);
    // A command that fails on the reports only: the client, formatted and staged first, is not swapped in alone.
    setFormat(["node", "-e", "process.exit(process.argv.at(-1).includes('reports') ? 5 : 0)"]);
    expect((await printedIn(work, "generate", "--quiet")).code).toBe(1);
    expect(dts()).toBe(before);
    // A command that fails without a word: the line ends with its exit code, not with a colon and nothing.
    setFormat(["node", "-e", "process.exit(4)"]);
    expect((await printedIn(work, "generate", "--quiet")).err).toBe(
      `revforge generate: format command "node -e process.exit(4)" failed (exit 4)\n`,
    );
    expect(dts()).toBe(before);
  }, 120_000);

  it("--format on the command line replaces the config's command, and runs in the current folder", async () => {
    setFormat(["node", "-e", "process.exit(3)"]);
    const r = await printedIn(work, "generate", "--quiet", "--format", "prettier --write --no-semi");
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(dts()).toContain("export declare function listWidgets(\n  client: Client<typeof revision>,\n");
    expect(dts()).not.toMatch(/;$/m);
    expect(
      await printedIn(work, "generate", "--check", "--quiet", "--format", "prettier --write --no-semi"),
    ).toMatchObject({ code: 0, err: "" });
  }, 120_000);

  it("--check --format writes nothing: the folders made to stage the copy beside a new output are removed", async () => {
    const before = readdirSync(work).sort();
    const r = await printedIn(
      work,
      ...["generate", "--check", "--quiet", "--spec", "openapi/2024-05-15.json", "--out", "new/deep/client"],
      ...["--format", "node -e 0"],
    );
    expect([r.code, r.err]).toEqual([1, ""]);
    expect(r.out).toMatch(/^new\/deep\/client is stale: \d+ file\(s\) differ/);
    expect(readdirSync(work).sort()).toEqual(before);
  }, 120_000);

  it("--format with --spec formats the neutral package; an empty command is a usage error", async () => {
    const out = path.join(work, "neutral");
    const r = await printedIn(
      work,
      "generate",
      "--quiet",
      "--spec",
      "openapi/2024-05-15.json",
      "--out",
      "neutral",
      "--format",
      "prettier --write",
    );
    expect([r.code, r.err]).toEqual([0, ""]);
    // printWidth 60 from the project's .prettierrc: found because the command runs in the current folder.
    expect(readFileSync(path.join(out, "revisions/api/index.d.ts"), "utf8")).toContain(
      "export declare function listWidgets(\n  client: Client<string>,\n",
    );
    expect(
      await printedIn(work, "generate", "--spec", "openapi/2024-05-15.json", "--out", "neutral", "--format", " "),
    ).toEqual({
      code: 2,
      out: "",
      err: expect.stringMatching(/^revforge generate: --format needs a command, e\.g\. --format "prettier --write"\n/),
    });
  }, 120_000);
});
