/**
 * A `$ref` whose file part has a malformed %-escape (`./50%off.yaml`) names no file, so nothing is read: broken input,
 * not a danger (docs/safety.md L4), read without the ref with a warning as one whose fragment has such an escape,
 * where it stopped the whole load.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { failure, HEADER, scratch } from "./support.js";
import { loadSpec } from "../../generator/load/index.js";

const tmp = scratch();
afterAll(() => tmp.remove());

test("a malformed %-escape in a ref's path is a ref to nothing, warned about; strict refuses it", async () => {
  const file = path.join(tmp.dir, "escape.yaml");
  writeFileSync(file, `${HEADER}paths: {}\ncomponents:\n  schemas:\n    A: {$ref: "./50%off.yaml#/A"}\n`);
  const want = `${tmp.rel("escape.yaml")}:8:9 #/components/schemas/A/$ref $ref "./50%off.yaml#/A" has a malformed %-escape in its path; read without it (a schema: any value)`;
  expect((await loadSpec(file, { validate: false })).warnings).toEqual([want]);
  expect(await failure(file, { strict: true })).toBe(want);
});
