/**
 * Every spec validates with real OpenAPI tooling: Redocly CLI lint (recommended rules, zero errors, only the
 * warnings specs/redocly.yaml lists with a reason), @readme/openapi-parser, and openapi-typescript loads each as is.
 */
import { validate } from "@readme/openapi-parser";
import openapiTS from "openapi-typescript";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { formatProblem, lintSpecs } from "../../scripts/redocly-lint.js";
import { specFiles, specsDir } from "../../generator/load/spec-files.js";

const files = specFiles();

// The warnings specs/redocly.yaml keeps, each with its reason there.
const keptWarnings = [
  "operation-2xx-response #/paths/~1oauth~1authorize/get/responses",
  "operation-4xx-response #/paths/~1oauth~1authorize/get/callbacks/authorizationResult/{$request.query.redirect_uri}/get/responses",
];

describe("spec validation", () => {
  it("has one entry point per catalog revision plus the legacy API", () => {
    expect(files.map((f) => path.basename(f))).toEqual([
      "2022-10-17.yaml",
      "2023-01-24.yaml",
      "2023-02-22.yaml",
      "2023-06-15.yaml",
      "2023-07-15.yaml",
      "2023-08-15.pre.yaml",
      "2023-08-15.yaml",
      "2023-09-15.yaml",
      "2023-10-15.yaml",
      "2023-12-15.yaml",
      "2024-02-15.yaml",
      "2024-05-15.yaml",
      "legacy.yaml",
    ]);
  });

  it("Redocly lint (recommended): zero errors, only the kept warnings", async () => {
    const report = await lintSpecs(
      files.map((f) => path.relative(process.cwd(), f)),
      path.join(specsDir, "redocly.yaml"),
    );
    expect(report.problems.filter((p) => p.severity === "error").map(formatProblem)).toEqual([]);
    expect(report.problems.map((p) => `${p.ruleId} ${p.pointer}`).sort()).toEqual(keptWarnings.sort());
  }, 120_000);

  it.each(files.map((f) => [path.basename(f), f]))("%s validates with @readme/openapi-parser", async (_name, file) => {
    const result = await validate(file);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each(files.map((f) => [path.basename(f), f]))("%s loads in openapi-typescript", async (_name, file) => {
    const ast = await openapiTS(pathToFileURL(file));
    expect(ast.length).toBeGreaterThan(3);
  });
});
