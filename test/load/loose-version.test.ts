/**
 * An `openapi` field written loosely but plainly 3.0, 3.1 or 3.2 (docs/safety.md, L5): `openapi: 3.1` (a YAML
 * number), `"3.1"` with no patch, `"3.0.3.1"`. A slip, not another format: read as the version it starts with, one
 * located warning, refused with `strict`; with the lint, Redocly (which refuses a number) still checks the document.
 * Versions that are not 3.0-3.2 stay refused.
 */
import { writeFileSync } from "node:fs";
import { afterAll, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { failure, scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

/** A spec whose first line is `openapi: <written>`, with one response (`response`: its fields). */
function spec(name: string, written: string, response = "description: ok"): string {
  const file = tmp.rel(name);
  const body = `info: {title: t, version: "1"}\npaths:\n  /a:\n    get:\n      responses:\n        "200": {${response}}\n`;
  writeFileSync(file, `openapi: ${written}\n${body}`);
  return file;
}

test.each([
  ["3.1", "3.1", "the number 3.1"],
  ["3.0", "3.0", "the number 3"],
  ["3.2", "3.2", "the number 3.2"],
  ['"3.1"', "3.1", '"3.1"'],
  ['"3.0"', "3.0", '"3.0"'],
  ['"3.0.3.1"', "3.0", '"3.0.3.1"'],
  ['"3.1.x"', "3.1", '"3.1.x"'],
])("openapi: %s is read as %s with a warning, refused with strict", async (written, version, given) => {
  const file = spec("loose.yaml", written);
  const warning = `${file}:1:1 #/openapi openapi is ${given}, not a version such as "${version}.0": read as OpenAPI ${version}`;
  const loaded = await loadSpec(file);
  expect([loaded.openapi, loaded.warnings]).toEqual([version, [warning]]);
  expect(await failure(file, { strict: true })).toBe(warning);
});

test("with the lint, a number version still gets Redocly's check of the document", async () => {
  // A response without its description: Redocly's struct rule names it.
  const file = spec("number-lint.yaml", "3.1", "");
  const warnings = (await loadSpec(file, { lint: true })).warnings;
  expect(warnings).toHaveLength(2);
  expect(warnings[0]).toMatch(/#\/openapi openapi is the number 3\.1/);
  expect(warnings[1]).toBe(
    `${file}:7:9 #/paths/~1a/get/responses/200 The field \`description\` must be present on this level.`,
  );
});

test.each([
  ["4", 'openapi must be a version string such as "3.1.0", not the number 4'],
  ["3.3", 'openapi must be a version string such as "3.1.0", not the number 3.3'],
  ['"3.10.0"', 'unsupported OpenAPI version "3.10.0"'],
  ['"3"', 'unsupported OpenAPI version "3"'],
  ['"3.3"', 'unsupported OpenAPI version "3.3"'],
  // Not "the object \"null\"", "the object [\"3.1.0\"]" or "the boolean \"true\"": what YAML read, as it reads.
  ["", 'openapi must be a version string such as "3.1.0", not null'],
  ["[3.1.0]", 'openapi must be a version string such as "3.1.0", not the list ["3.1.0"]'],
  ["{v: 3.1.0}", 'openapi must be a version string such as "3.1.0", not the object {"v":"3.1.0"}'],
  ["true", 'openapi must be a version string such as "3.1.0", not the boolean true'],
])("openapi: %s is still refused", async (written, detail) => {
  const file = spec("refused.yaml", written);
  expect(await failure(file)).toBe(`${file}:1:1 #/openapi ${detail}; only 3.0.x, 3.1.x and 3.2.x are supported`);
});
