/**
 * scripts/fixtures/vendor-style.ts: our specs rewritten as vendors publish theirs (every `$ref` inlined, the revision
 * header a required parameter with the document's version as its default). What the output must hold, checked on a
 * spec of ours and on a recursive schema; the written file loads without a warning.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { vendorStyle } from "../../scripts/fixtures/vendor-style.js";
import { HEADER, scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, out));
  else if (value !== null && typeof value === "object")
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string") out.push(child);
      else refsIn(child, out);
    }
  return out;
}

test("a spec of ours: no ref, no inlined section left, the revision header on every operation", async () => {
  const spec = await loadSpec("specs/2024-05-15.yaml");
  const vendor = vendorStyle(spec.document);
  expect(refsIn(vendor)).toEqual([]);
  expect(Object.keys(vendor.components as object)).toEqual(["securitySchemes"]);
  const operations = Object.values(vendor.paths as Record<string, Record<string, unknown>>).flatMap((item) =>
    METHODS.filter((m) => item[m]).map((m) => item[m] as { parameters: { in: string; name: string }[] }),
  );
  expect(operations.length).toBeGreaterThan(50);
  for (const op of operations) {
    const headers = op.parameters.filter((p) => p.in === "header" && p.name.toLowerCase() === "revision");
    expect(headers).toEqual([
      { name: "revision", in: "header", required: true, schema: { type: "string", default: "2024-05-15" } },
    ]);
  }
});

test("a recursive schema keeps its ref, and the component it names", async () => {
  const file = path.join(tmp.dir, "tree.yaml");
  writeFileSync(
    file,
    `${HEADER}paths:\n  /tree:\n    get:\n      responses:\n        "200":\n          description: ok\n` +
      `          content:\n            application/json:\n              schema:\n                $ref: "#/components/schemas/Node"\n` +
      `components:\n  schemas:\n    Node:\n      type: object\n      properties:\n        next:\n          $ref: "#/components/schemas/Node"\n`,
  );
  const vendor = vendorStyle((await loadSpec(file)).document);
  const node = { type: "object", properties: { next: { $ref: "#/components/schemas/Node" } } };
  expect(vendor.components).toEqual({ schemas: { Node: node } });
  expect(vendor.paths).toMatchObject({
    "/tree": { get: { responses: { "200": { content: { "application/json": { schema: node } } } } } },
  });
});

test("the command writes JSON that loads without a warning", async () => {
  const out = path.join(tmp.dir, "2023-01-24.json");
  execFileSync(process.execPath, ["--import", "tsx", "scripts/fixtures/vendor-style.ts", "specs/2023-01-24.yaml", out]);
  const loaded = await loadSpec(out);
  expect(loaded.warnings).toEqual([]);
  expect(JSON.parse(readFileSync(out, "utf8"))).toEqual(loaded.document);
});
