/**
 * The report stage on the real diff engine (generator/diff/index.ts, through generator/report/engine.ts): a real pair
 * of our specs gives a report that report.schema.json accepts and that renders in every format, and the CLI prints
 * it. The hand-made fixtures pin the exact output elsewhere; this pins that the engine's reports fit the renderers.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { main } from "../../generator/cli.js";
import { readCatalog } from "../../generator/load/catalog.js";
import { catalogSourceIn } from "../../generator/load/catalog-source.js";
import { loadEngine } from "../../generator/report/engine.js";
import { reportFormats } from "../../generator/report/formats.js";
import { guideView } from "../../generator/report/guide.js";
import { renderReport } from "../../generator/report/render.js";
import { renderPage } from "../../generator/report/templates.js";
import { RunContext } from "../../generator/run-context.js";

const root = path.resolve(import.meta.dirname, "../..");
const schema = JSON.parse(readFileSync(path.join(root, "generator/diff/report.schema.json"), "utf8")) as object;
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);
const spec = (id: string) => path.join(root, "specs", `${id}.yaml`);

describe("the real diff engine through the report stage", () => {
  it("reports 2023-09-15..2023-10-15 in the schema's shape, in every format", async () => {
    const engine = await loadEngine({ run: new RunContext() }, undefined, catalogSourceIn());
    const report = await engine.diffSpecs(spec("2023-09-15"), spec("2023-10-15"));
    expect(validate(report) ? [] : validate.errors).toEqual([]);
    expect(report.summary.breaking).toBeGreaterThan(0);
    const catalog = readCatalog();
    for (const format of reportFormats) {
      const text = await renderReport(format, report, { catalog });
      expect(text.length, format).toBeGreaterThan(0);
    }
  }, 60_000);

  it("marks the guide's net changes with what handles them, as the report's findings, and counts each once", async () => {
    const engine = await loadEngine({ run: new RunContext() }, undefined, catalogSourceIn());
    const report = await engine.diffSpecs(spec("2023-02-22"), spec("2024-05-15"));
    const guide = await engine.upgradeGuide("2023-02-22", "2024-05-15", report);
    const renames = guide.operations.flatMap((op) => op.changes).filter((c) => c.id === "request-parameter-renamed");
    const inReport = (message: string) => report.findings.find((f) => f.message === message)?.handledBy;
    // Both renamed into the one shared `#/components/parameters/id`: two changes, each marked as in the report.
    expect(renames.map((c) => c.message)).toEqual([
      "The path parameter `list_id` was renamed to `id`.",
      "The path parameter `segment_id` was renamed to `id`.",
    ]);
    for (const c of renames) {
      expect(c.handledBy?.change).toContain("RenameListAndSegmentProfilesPathParameterToId");
      expect(c.handledBy).toEqual(inReport(c.message));
    }
    const md = await renderPage(
      "guide",
      "md",
      guideView(guide, { catalog: readCatalog(), details: { path: "r", report } }),
    );
    expect(md).toMatch(/\| `request-parameter-renamed` +\| dangerous \| +2 \| +2 \|/);
    expect(md).toMatch(/^Shims: \d+ handled by the shim when you upgrade, \d+ need a code change\.$/m);
  }, 60_000);

  it("diffs two spec files that are not catalog revisions (no shim annotation, nothing else read)", async () => {
    const engine = await loadEngine({ run: new RunContext() }, undefined, catalogSourceIn());
    const tiny = path.join(root, "test/fixtures/cli/tiny.yaml");
    const report = await engine.diffSpecs(tiny, spec("2024-05-15"));
    expect(validate(report) ? [] : validate.errors).toEqual([]);
    expect([report.from, report.to]).toEqual([expect.stringMatching(/tiny\.yaml$/), "2024-05-15"]);
    expect(report.findings.length).toBeGreaterThan(0);
    expect(report.findings.some((f) => f.handledBy !== undefined)).toBe(false);
  }, 60_000);

  it("is what `revforge diff --format json` prints, and --fail-on breaking fails on it", async () => {
    const out: string[] = [];
    const err: string[] = [];
    const write = { out: process.stdout.write, err: process.stderr.write };
    process.stdout.write = ((c: string) => (out.push(String(c)), true)) as typeof process.stdout.write;
    process.stderr.write = ((c: string) => (err.push(String(c)), true)) as typeof process.stderr.write;
    let code: number;
    try {
      code = await main(["diff", "2023-09-15", "2023-10-15", "--format", "json", "--fail-on", "breaking"]);
    } finally {
      process.stdout.write = write.out;
      process.stderr.write = write.err;
    }
    const report = JSON.parse(out.join("")) as { from: string; to: string; summary: { breaking: number } };
    expect(validate(report) ? [] : validate.errors).toEqual([]);
    expect([report.from, report.to]).toEqual(["2023-09-15", "2023-10-15"]);
    expect(code).toBe(1);
    expect(err.join("")).toMatch(
      new RegExp(
        `^revforge diff: 2023-09-15 to 2023-10-15: ${report.summary.breaking} breaking, .* \\(--fail-on breaking fails on \\d+ findings?\\)\\n$`,
      ),
    );
  }, 60_000);

  it("ends quietly when the reader closes the pipe early (`revforge diff a b | head`)", async () => {
    // bash: head exits after one byte; the exit code of revforge is read from PIPESTATUS.
    const script = `"${process.execPath}" bin/revforge.js diff 2022-10-17 2024-05-15 | head -c 1 >/dev/null; echo "exit=\${PIPESTATUS[0]}" >&2`;
    const child = spawn("bash", ["-c", script], { cwd: root });
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    await new Promise((resolve) => child.on("exit", resolve));
    expect(err).toBe("exit=0\n");
  }, 60_000);
});
