/**
 * `--allow-outside-refs` (docs/safety.md, L4) on both commands that read specs: a spec whose `$ref` climbs out of its
 * folder (`../common/item.yaml`, as monorepos share schemas) is refused with one located line naming the flag, and
 * read with it; `diff` then compares what the shared file holds. The real engine, in-process.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { printedIn } from "../support/cli.js";

const dir = mkdtempSync(path.join(tmpdir(), "revforge-outside-refs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(path.join(dir, "api"));
mkdirSync(path.join(dir, "common"));
writeFileSync(path.join(dir, "common/item.yaml"), "type: object\nrequired: [id]\nproperties: {id: {type: string}}\n");
writeFileSync(
  path.join(dir, "common/item-v2.yaml"),
  "type: object\nrequired: [id]\nproperties: {id: {type: integer}}\n",
);
const spec = (name: string, item: string) =>
  writeFileSync(
    path.join(dir, "api", name),
    `openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths:\n  /items:\n    get:\n      operationId: getItem\n      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n              schema: {$ref: "../common/${item}"}\n`,
  );
spec("v1.yaml", "item.yaml");
spec("v2.yaml", "item-v2.yaml");
const refusal = (file: string, item: string) =>
  `${file}:12:24 #/paths/~1items/get/responses/200/content/application~1json/schema/$ref $ref "../common/${item}" leads outside the spec's folder (to "common/${item}" after resolving symlinks); refused without --allow-outside-refs (allowOutsideRefs)`;

it("diff refuses a $ref outside the spec's folder with one line naming the flag, and compares it with the flag", async () => {
  const refused = await printedIn(dir, "diff", "api/v1.yaml", "api/v2.yaml", "--format", "json");
  // The two sides load together: either may be the one refused first.
  expect(refused.code).toBe(1);
  expect([
    `revforge diff: ${refusal("api/v1.yaml", "item.yaml")}\n`,
    `revforge diff: ${refusal("api/v2.yaml", "item-v2.yaml")}\n`,
  ]).toContain(refused.err);
  const read = await printedIn(dir, "diff", "api/v1.yaml", "api/v2.yaml", "--format", "json", "--allow-outside-refs");
  expect([read.code, read.err]).toEqual([0, ""]);
  const findings = JSON.parse(read.out).findings as { id: string; severity: string }[];
  expect(findings.map((f) => [f.id, f.severity])).toEqual([["response-property-type-changed", "breaking"]]);
}, 60_000);

it("generate does the same", async () => {
  const refused = await printedIn(dir, "generate", "--spec", "api/v1.yaml", "--out", "pkg", "--quiet");
  expect([refused.code, refused.err]).toEqual([1, `revforge generate: ${refusal("api/v1.yaml", "item.yaml")}\n`]);
  const made = await printedIn(
    dir,
    "generate",
    "--spec",
    "api/v1.yaml",
    "--out",
    "pkg",
    "--quiet",
    "--allow-outside-refs",
  );
  expect([made.code, made.err, made.out]).toEqual([0, "", expect.stringMatching(/^wrote 50 files to pkg/)]);
}, 60_000);
