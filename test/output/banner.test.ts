/**
 * The first-line banner of a generated file holds the user's paths; a folder name must not end the banner's comment
 * or its line in any file kind: `*\/` in .js/.ts/.d.ts, `-->` in Markdown and HTML, a line break, an invisible or
 * bidirectional character anywhere. A config whose specs are in such a folder generates a package whose entry points
 * import and whose types compile, and reports whose banners are one comment on one line.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { banner } from "../../generator/output/banner.js";
import { printedIn } from "../support/cli.js";
import { strictTypeCheck } from "../support/generated-package.js";

const root = path.resolve(import.meta.dirname, "../..");

describe("banner", () => {
  it.each([
    ["specs/x.yaml", "specs/x.yaml"],
    ["a*/x.yaml", "a*\\/x.yaml"],
    ["a-->b/x.yaml", "a--\\>b/x.yaml"],
    ["a--!>b/x.yaml", "a--!\\>b/x.yaml"],
    ["a\nb/x.yaml", "a\\nb/x.yaml"],
    ["a\u2028b/x.yaml", "a\\u2028b/x.yaml"],
    ["a\u200bb/x.yaml", "a\\u200bb/x.yaml"],
    ["a\u202eb/x.yaml", "a\\u202eb/x.yaml"],
  ])("%j is written %s", (given, shown) => {
    expect(banner(given)).toBe(`generated from ${shown} by revforge - do not edit`);
  });

  it("names two paths joined by `and`", () => {
    expect(banner("a*/x.yaml", "b/y.yaml")).toBe("generated from a*\\/x.yaml and b/y.yaml by revforge - do not edit");
  });
});

describe("generate from specs in a folder named `x-->`, a line break, U+202E and `*`", () => {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  const work = mkdtempSync(path.join(root, "test-output", "banner-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const folder = "x-->\n\u202e*";

  it("writes a package whose entry points import and whose types compile, and one-line report banners", async () => {
    const acme = path.join(root, "test/fixtures/config/acme");
    cpSync(path.join(acme, "openapi"), path.join(work, folder), { recursive: true });
    const config = JSON.parse(readFileSync(path.join(acme, "revforge.config.json"), "utf8"));
    for (const revision of config.revisions) revision.spec = revision.spec.replace("openapi", folder);
    // The declared changes there too: the shims' files have banners of their own.
    cpSync(path.join(root, "test/fixtures/upgrade/_acme/changes"), path.join(work, folder, "changes"), {
      recursive: true,
    });
    config.changes = `${folder}/changes`;
    writeFileSync(path.join(work, "revforge.config.json"), JSON.stringify(config));
    const run = await printedIn(work, "generate", "--quiet");
    expect(run.err).toBe("");
    expect(run.code).toBe(0);

    const client = path.join(work, "generated/client");
    const firstLine = (rel: string) => readFileSync(path.join(client, rel), "utf8").split("\n")[0];
    expect(firstLine("revisions/2024-05-15/types.d.ts")).toBe(
      "/* generated from x--\\>\\n\\u202e*\\/2024-05-15.json by revforge - do not edit */",
    );
    expect(firstLine("upgrades/steps/2024-02-15--2024-05-15.js")).toBe(
      "/* generated from x--\\>\\n\\u202e*\\/changes/2024-05-15.yaml by revforge - do not edit */",
    );
    const entries = ["2024-02-15", "2024-05-15"].map((id) => path.join(client, "revisions", id));
    for (const entry of entries) {
      const imported = await import(pathToFileURL(path.join(entry, "index.js")).href);
      expect(typeof imported.listWidgets).toBe("function");
    }
    // The older revision's entry point takes the upgrades' types: the shims' files are compiled too.
    const tsc = strictTypeCheck(
      entries.flatMap((entry) => [path.join(entry, "index.d.ts"), path.join(entry, "types.d.ts")]),
    );
    expect(tsc.output).toBe("");
    expect(tsc.status).toBe(0);

    const reports = path.join(work, "generated/reports");
    for (const page of readdirSync(reports).filter((f) => /\.(md|html)$/.test(f))) {
      const text = readFileSync(path.join(reports, page), "utf8");
      const line = text.split("\n").find((l) => l.includes("generated from"))!;
      // One comment, closed once, at the end of its line.
      expect(line.trim(), page).toMatch(/^<!-- generated from .* by revforge - do not edit -->$/);
      expect(line.indexOf("-->"), page).toBe(line.lastIndexOf("-->"));
    }
  }, 120_000);
});
