/**
 * One run context per command or API call (generator/run-context.ts, docs/architecture.md "The run context"): what a
 * run reads and computes is its own, so a long-lived process (`generate --watch`, the programmatic API called twice)
 * reads every edit, and once a call has returned nothing of its run is left.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { queryObjects } from "node:v8";
import { afterAll, expect, test } from "vitest";
import { diff, generate } from "../generator/api.js";
import { catalogOf, diffSpecs } from "../generator/diff/index.js";
import { catalogSourceIn } from "../generator/load/catalog-source.js";
import { RunContext } from "../generator/run-context.js";

const work = mkdtempSync(path.join(tmpdir(), "revforge-run-context-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const spec = (operationId: string) => `openapi: 3.1.0
info: { title: run context, version: "1" }
paths:
  /items/:
    get:
      operationId: ${operationId}
      responses:
        "200": { description: OK }
`;

test("generate called twice in one process on an edited spec makes the second spec's package", async () => {
  const file = path.join(work, "api.yaml");
  const out = path.join(work, "client");
  const declared = () => readFileSync(path.join(out, "revisions/api/index.d.ts"), "utf8");
  writeFileSync(file, spec("get_items"));
  await generate({ spec: file, out });
  expect(declared()).toContain("export declare const getItemsOperation:");
  writeFileSync(file, spec("list_items"));
  await generate({ spec: file, out });
  expect(declared()).toContain("export declare const listItemsOperation:");
  expect(declared()).not.toContain("getItems");
});

test("diff called twice in one process on an edited spec reports the second spec's changes", async () => {
  const [a, b] = [path.join(work, "a.yaml"), path.join(work, "b.yaml")];
  writeFileSync(a, spec("get_items"));
  writeFileSync(b, spec("get_items"));
  expect((await diff(a, b, { cwd: work })).findings).toEqual([]);
  writeFileSync(b, spec("list_items"));
  const second = await diff(a, b, { cwd: work });
  expect(second.findings.map((f) => f.id)).toEqual(["api-operation-id-changed"]);
});

test("a catalog edited between two diffs of the same folder is read again", async () => {
  const dir = path.join(work, "catalog");
  cpSync("test/fixtures/diff-upgrade", dir, { recursive: true });
  const source = () => ({ catalogSource: catalogSourceIn(dir) });
  expect((await diffSpecs("2024-02-01", "2024-03-01", source())).to).toBe("2024-03-01");
  // A fourth revision: the same spec as the third with one more operation.
  const third = readFileSync(path.join(dir, "2024-03-01.yaml"), "utf8");
  const orders = "  /orders/:\n";
  expect(third).toContain(orders);
  writeFileSync(
    path.join(dir, "2024-04-01.yaml"),
    third.replace(
      orders,
      '  /refunds/:\n    get:\n      operationId: get_refunds\n      responses:\n        "200": { description: OK }\n' +
        orders,
    ),
  );
  const catalog = readFileSync(path.join(dir, "revisions.yaml"), "utf8").replace(
    'latest: "2024-03-01"',
    'latest: "2024-04-01"',
  );
  writeFileSync(
    path.join(dir, "revisions.yaml"),
    `${catalog}  - id: "2024-04-01"\n    status: GA\n    released: "2024-04-01"\n    endOfSupport: "2026-04-01"\n    endOfSupportSource: document\n    changes: []\n`,
  );
  const report = await diffSpecs("2024-03-01", "2024-04-01", source());
  expect([report.from, report.to]).toEqual(["2024-03-01", "2024-04-01"]);
  expect(report.findings.map((f) => f.id)).toEqual(["endpoint-added"]);
});

test("the diff's data files are read only for a pair of catalog revisions", async () => {
  const dir = path.join(work, "data-files");
  cpSync("test/fixtures/diff-upgrade", dir, { recursive: true });
  writeFileSync(path.join(dir, "diff-renames.yaml"), "not: [a renames file");
  const [a, b] = [path.join(work, "data-a.yaml"), path.join(work, "data-b.yaml")];
  writeFileSync(a, spec("get_items"));
  writeFileSync(b, spec("list_items"));
  const options = { catalogSource: catalogSourceIn(dir) };
  expect((await diffSpecs(a, b, options)).findings.map((f) => f.id)).toEqual(["api-operation-id-changed"]);
  await expect(diffSpecs("2024-01-01", "2024-02-01", options)).rejects.toThrow(/diff-renames\.yaml/);
});

test("a catalog its caller has read (a config's) is not parsed again", async () => {
  const dir = path.join(work, "read");
  cpSync("test/fixtures/diff-upgrade", dir, { recursive: true });
  const source = catalogSourceIn(dir);
  const given = { ...source, catalog: catalogOf(source) };
  writeFileSync(source.file, "not: [a catalog");
  const report = await diffSpecs("2024-01-01", "2024-02-01", { catalogSource: given });
  expect([report.from, report.to]).toEqual(["2024-01-01", "2024-02-01"]);
  await expect(diffSpecs("2024-01-01", "2024-02-01", { catalogSource: source })).rejects.toThrow();
});

test("no run outlives its call", () => {
  // queryObjects collects the garbage first: a run still counted is held by something that outlived its call.
  expect(queryObjects(RunContext, { format: "count" })).toBe(0);
  const held = new RunContext();
  expect(queryObjects(RunContext, { format: "count" })).toBe(1);
  expect(held.specs.size).toBe(0);
});
