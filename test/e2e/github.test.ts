/**
 * The generator is not tied to our specs: GitHub's REST spec (@octokit/openapi, 13 MB, OpenAPI 3.0.3, about 1200
 * operations) goes through the same pipeline, and the package it gives compiles under `tsc --strict`.
 */
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateClientPackage } from "../../generator/index.js";
import { writeTree } from "../../generator/output/write-tree.js";
import { strictTypeCheck } from "../support/generated-package.js";

const root = path.resolve(import.meta.dirname, "../..");
const spec = createRequire(import.meta.url).resolve("@octokit/openapi/generated/api.github.com.json");
const out = path.join(root, "test-output", "github-client");

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("GitHub's spec", () => {
  it("generates a package whose declarations compile under tsc --strict", async () => {
    const tree = await generateClientPackage([{ file: spec, name: "api", isDefault: true }]);
    const dts = tree.get("revisions/api/index.d.ts")!;
    expect(dts).toContain("export declare function reposGet(");
    expect(dts.match(/export declare function /g)!.length).toBeGreaterThan(1000);
    writeTree(out, tree);
    const tsc = strictTypeCheck(
      [path.join(out, "revisions/api/index.d.ts"), path.join(out, "revisions/api/index.js")],
      ["--allowJs", "--checkJs", "false"],
    );
    expect(tsc).toEqual({ status: 0, output: "" });
  }, 180_000);
});
