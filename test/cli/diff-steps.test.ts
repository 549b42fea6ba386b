/**
 * `revforge diff <from> <to> --steps` with the real engine: one process, each revision loaded once and the declared
 * changes compiled for the range only, gives every step the very report generated/reports holds for that pair (made
 * by the main job with the whole catalog's declarations), and the same as a diff of that pair alone.
 */
import { readFileSync } from "node:fs";
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
