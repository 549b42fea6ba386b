/**
 * Diffs of specs with structural slips (docs/safety.md, L5): every pair of the fixtures that load only with warnings
 * diffs without an error, each way; the report lists each side's warnings (`warnings`, the loader's lines) and only
 * them; a spec diffed with itself has no finding; and what the loader reads around reads the same as the spec
 * written without the slip (`properties: {$ref}` as the properties written out).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { diffSpecs } from "../../generator/diff/index.js";
import { loadSpec } from "../../generator/load/index.js";
import { RunContext } from "../../generator/run-context.js";
import { scratch } from "../load/support.js";
import { SLIPS, slipSpecs } from "../support/slips.js";

const load = { run: new RunContext() };
const warningsOf = async (spec: string) => (await loadSpec(spec, load)).warnings;

describe.each(slipSpecs)("%s", (base) => {
  test("diffs with every other slip, each way, its warnings in the report", async () => {
    for (const revision of slipSpecs) {
      const report = await diffSpecs(base, revision, { load });
      expect(report.warnings).toEqual({ from: await warningsOf(base), to: await warningsOf(revision) });
      expect(report.summary.breaking + report.summary.dangerous + report.summary.safe).toBe(report.findings.length);
    }
  });

  test("has no finding against itself", async () => {
    expect((await diffSpecs(base, base, { load })).findings).toEqual([]);
  });
});

const tmp = scratch();
afterAll(() => tmp.remove());

test("properties given by a $ref diff as the same properties written out", async () => {
  const written = path.join(tmp.dir, "written-out.yaml");
  const text = readFileSync(`${SLIPS}/properties-ref.yaml`, "utf8");
  writeFileSync(
    written,
    text
      .replace(
        '        $ref: "#/components/schemas/droplet_fields/properties"\n',
        "        id:\n          type: integer\n        name:\n          type: string\n",
      )
      .replace(
        "        $ref: ./shared/volume-properties.yaml\n",
        "        size_gigabytes:\n          type: integer\n        filesystem_type:\n          type: string\n",
      ),
  );
  expect(await warningsOf(written)).toEqual([]);
  const report = await diffSpecs(`${SLIPS}/properties-ref.yaml`, written, { load });
  expect(report.findings).toEqual([]);
  expect(report.warnings?.to).toEqual([]);
});

test("a report of specs without warnings has no warnings field", async () => {
  const report = await diffSpecs("test/fixtures/load/happy/api.yaml", "test/fixtures/load/happy/api.yaml", { load });
  expect("warnings" in report).toBe(false);
});
