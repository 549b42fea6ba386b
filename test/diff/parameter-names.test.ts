/**
 * How the diff reads parameter names: a header renamed only in case is reported with its real location (the
 * generated argument's key changes, the request on the wire does not), and a `{x}` in a path's `#fragment` is part of
 * the operation's name, never a path parameter (the fragment is not sent: generator/diff/README.md, compare/).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diffSpecs } from "../../generator/diff/index.js";

type Json = Record<string, unknown>;

const dir = mkdtempSync(join(tmpdir(), "revforge-parameter-names-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let pairs = 0;

/** The findings of a pair as `[id, severity, message, affected operations]`, sorted. */
async function findings(basePaths: Json, revisionPaths: Json): Promise<[string, string, string, string[]][]> {
  const n = pairs++;
  const [base, revision] = [basePaths, revisionPaths].map((paths, i) => {
    const file = join(dir, `${n}-${i}.json`);
    writeFileSync(file, JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths }));
    return file;
  });
  const report = await diffSpecs(base!, revision!);
  return report.findings
    .map((f): [string, string, string, string[]] => [
      f.id,
      f.severity,
      f.message,
      f.affects.map((a) => `${a.method.toUpperCase()} ${a.path}`),
    ])
    .sort((a, b) => `${a[0]} ${a[2]}`.localeCompare(`${b[0]} ${b[2]}`));
}

const ok = { "200": { description: "OK" } };
const get = (operationId: string, parameters: Json[] = []) => ({ get: { operationId, parameters, responses: ok } });

describe("a parameter renamed only in the case of its name", () => {
  it("names the header's location, not a path's", async () => {
    const header = (name: string) => ({ name, in: "header", required: true, schema: { type: "string" } });
    expect(
      await findings(
        { "/items": get("list_items", [header("X-Id")]) },
        { "/items": get("list_items", [header("x-id")]) },
      ),
    ).toEqual([
      ["request-parameter-renamed", "safe", "The header parameter `X-Id` was renamed to `x-id`.", ["GET /items"]],
    ]);
  });
});
