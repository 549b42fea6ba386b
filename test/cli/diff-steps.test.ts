/**
 * `revforge diff <from> <to> --steps` with the real engine: one process, each revision loaded once and the declared
 * changes compiled for the range only, gives every step the very report generated/reports holds for that pair (made
 * by the main job with the whole catalog's declarations), and the same as a diff of that pair alone. A list of spec
 * files gives each consecutive pair the report of that pair alone too.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportPairs } from "../../generator/report/pairs.js";
import { readCatalog } from "../../generator/load/catalog.js";
import { printedBy } from "../support/cli.js";

const root = path.resolve(import.meta.dirname, "../..");

async function printed(...argv: string[]): Promise<string> {
  const { code, out } = await printedBy(...argv);
  expect(code).toBe(0);
  return out;
}

describe("revforge diff --steps", () => {
  it("reports every GA step of the catalog as generated/reports does", async () => {
    const catalog = readCatalog();
    const first = catalog.revisions[0]!.id;
    const reports = JSON.parse(await printed("diff", first, catalog.latest, "--steps", "--format", "json")) as {
      from: string;
      to: string;
    }[];
    const consecutive = reportPairs(catalog).filter((p) => p.roles.includes("consecutive"));
    expect(reports.map((r) => `${r.from}..${r.to}`)).toEqual(consecutive.map((p) => `${p.from}..${p.to}`));
    for (const report of reports) {
      const file = path.join(root, "generated/reports", `${report.from}..${report.to}.json`);
      expect(report, file).toEqual(JSON.parse(readFileSync(file, "utf8")));
    }
  }, 60_000);

  it("gives a step the same report as a diff of that pair alone", async () => {
    const [steps, alone] = [
      JSON.parse(await printed("diff", "2023-10-15", "2024-05-15", "--steps", "--format", "json")) as unknown[],
      JSON.parse(await printed("diff", "2023-12-15", "2024-02-15", "--format", "json")) as unknown,
    ];
    expect(steps).toHaveLength(3);
    expect(steps[1]).toEqual(alone);
  }, 60_000);
});

describe("revforge diff a b c --steps", () => {
  const ids = ["2023-06-15", "2023-07-15", "2023-08-15"];

  it("gives each consecutive pair of catalog specs, given by path, the findings generated/reports holds", async () => {
    const files = ids.map((id) => `specs/${id}.yaml`);
    const reports = JSON.parse(await printed("diff", ...files, "--steps", "--format", "json")) as {
      from: string;
      to: string;
      fromVersion: string;
      findings: unknown[];
    }[];
    expect(reports.map((r) => [r.from, r.fromVersion, r.to])).toEqual([
      [files[0], ids[0], files[1]],
      [files[1], ids[1], files[2]],
    ]);
    reports.forEach((report, i) => {
      const file = path.join(root, "generated/reports", `${ids[i]}..${ids[i + 1]}.json`);
      expect(report.findings, file).toEqual(JSON.parse(readFileSync(file, "utf8")).findings);
    });
  }, 60_000);

  it("gives each pair of plain spec files the report of that pair alone", async () => {
    mkdirSync(path.join(root, "test-output"), { recursive: true });
    const dir = mkdtempSync(path.join(root, "test-output", "steps-list-"));
    try {
      // Outside specs/ they are plain files, not catalog revisions; their `$ref`s reach ./shared.
      cpSync(path.join(root, "specs/shared"), path.join(dir, "shared"), { recursive: true });
      for (const id of ids) cpSync(path.join(root, "specs", `${id}.yaml`), path.join(dir, `${id}.yaml`));
      const files = ids.map((id) => path.relative(root, path.join(dir, `${id}.yaml`)));
      const { code, out, err } = await printedBy("diff", ...files, "--steps", "--format", "json", "--stats");
      expect(code).toBe(0);
      expect(err).toMatch(/^revforge diff: 2 reports, \d+ findings in \d+\.\d\d s; peak memory \d+ MiB/);
      const steps = JSON.parse(out) as unknown[];
      for (const i of [0, 1]) {
        const alone = JSON.parse(await printed("diff", files[i]!, files[i + 1]!, "--format", "json")) as unknown;
        expect(steps[i]).toEqual(alone);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
