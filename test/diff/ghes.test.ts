/**
 * The engine on two large real documents: GitHub Enterprise Server 3.17 against 3.18 from @octokit/openapi (11 MB of
 * JSON each, ~970 operations, ~880 schemas). It must run without error, leave no change unclaimed by the rules, and
 * report a shared-component change once with every operation it reaches. The time is printed (the benchmark against
 * oasdiff lives in scripts/bench).
 */
import { describe, expect, it } from "vitest";
import { diffSpecsDetailed, type DiffResult } from "../../generator/diff/index.js";

const DIR = "node_modules/@octokit/openapi/generated";

describe("ghes-3.17.json → ghes-3.18.json", () => {
  let result: DiffResult;
  let ms = 0;

  it("runs without error and leaves no change unclaimed", async () => {
    const t0 = performance.now();
    result = await diffSpecsDetailed(`${DIR}/ghes-3.17.json`, `${DIR}/ghes-3.18.json`);
    ms = performance.now() - t0;
    console.log(`ghes 3.17 → 3.18: ${result.report.findings.length} findings in ${Math.round(ms)} ms (load included)`);
    expect(result.unmatched).toEqual([]);
    expect(ms).toBeLessThan(30_000);
  }, 60_000);

  it("finds what changed, once per change", () => {
    const { report } = result;
    expect(report.summary).toEqual({ breaking: 0, dangerous: 0, safe: 20 });
    const added = report.findings.filter((f) => f.id === "response-optional-property-added");
    // `custom_properties` was added to minimal-repository, which 34 operations return (checked by a plain reachability
    // walk over the document): one finding with all of them, where oasdiff reports one line per operation.
    const custom = added.find(
      (f) => f.definition.pointer === "#/components/schemas/minimal-repository/properties/custom_properties",
    )!;
    expect(custom.message).toBe(
      "The optional response property `custom_properties` was added to `minimal-repository`.",
    );
    expect(new Set(custom.affects.map((a) => a.operationId)).size).toBe(34);
    expect(custom.definition.revision?.file).toMatch(/ghes-3\.18\.json$/);
    expect(report.findings.filter((f) => f.id === "endpoint-added")).toHaveLength(14);
  });

  it("locates findings in JSON input too (file:line:col)", () => {
    for (const f of result.report.findings) {
      const at = f.definition.revision ?? f.definition.base;
      expect(at?.line, f.message).toBeGreaterThan(0);
    }
  });
});
