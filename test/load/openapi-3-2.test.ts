/**
 * OpenAPI 3.2 documents (docs/safety.md, L5): read as 3.1, what 3.2 adds and the package leaves out named
 * (test/fixtures/load/slips/openapi-3-2.yaml, with the other slips, is generated, compiled and diffed), Redocly's rule
 * not heard on 3.2's own fields and still heard on a 3.2 document's real slips; other versions still refused.
 */
import { writeFileSync } from "node:fs";
import { afterAll, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { isAddedIn32 } from "../../generator/load/openapi-3-2.js";
import { failure, scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

/** A spec file of that version and body, written under `name`. */
function spec(name: string, version: string, body: string): string {
  const file = tmp.rel(name);
  writeFileSync(file, `openapi: ${version}\ninfo: {title: t, version: "1"}\n${body}`);
  return file;
}

/** A tag's `parent`, a server's `name`, a response's `summary` and no `description`: all 3.2. */
const ADDITIONS = `$self: https://example.com/openapi.yaml
servers: [{url: "https://api.example.com", name: production}]
tags: [{name: a, kind: nav}, {name: b, parent: a}]
paths:
  /items:
    get:
      responses:
        "200":
          summary: the items
          headers:
            X-Count: {name: X-Count, schema: {type: integer}}
`;

test.each(["3.2.0", "3.2.1", "3.2.0-rc1"])("openapi %s is read as a 3.2 document", async (version) => {
  const file = spec("v32.yaml", version, "paths: {}\n");
  const loaded = await loadSpec(file);
  expect([loaded.openapi, loaded.warnings]).toEqual(["3.2", []]);
});

test.each(["3.3.0", "4.0.0"])("openapi %s is still refused", async (version) => {
  const file = spec("v33.yaml", version, "paths: {}\n");
  expect(await failure(file)).toBe(
    `${file}:1:1 #/openapi unsupported OpenAPI version "${version}"; only 3.0.x, 3.1.x and 3.2.x are supported`,
  );
});

test("with the lint, a 3.2 document's additions are no slips, and its real slips still are", async () => {
  const file = spec("v32-lint.yaml", "3.2.0", ADDITIONS);
  // A header object has no `name` in any version: the one slip.
  expect((await loadSpec(file, { lint: true })).warnings).toEqual([
    `${file}:13:23 #/paths/~1items/get/responses/200/headers/X-Count/name Property \`name\` is not expected here.`,
  ]);
});

test("in a 3.1 document the same fields are unknown, as Redocly says", async () => {
  const file = spec("v31-lint.yaml", "3.1.0", ADDITIONS);
  const fields = (await loadSpec(file, { lint: true })).warnings.map((w) => /#\S*/.exec(w)?.[0]);
  expect(fields).toEqual([
    "#/$self",
    "#/servers/0/name",
    "#/tags/0/kind",
    "#/tags/1/parent",
    "#/paths/~1items/get/responses/200",
    "#/paths/~1items/get/responses/200/summary",
    "#/paths/~1items/get/responses/200/headers/X-Count/name",
  ]);
});

test.each([
  ["Property `name` is not expected here.", "#/servers/0/name", true],
  ["Property `name` is not expected here.", "#/paths/~1a/get/servers/1/name", true],
  ["Property `name` is not expected here.", "#/paths/~1a/get/responses/200/headers/X/name", false],
  ["Property `summary` is not expected here.", "#/components/responses/Ok/summary", true],
  ["Property `summary` is not expected here.", "#/paths/~1a/get/parameters/0/summary", false],
  ["Property `$self` is not expected here.", "#/$self", true],
  ["Property `$self` is not expected here.", "#/info/$self", false],
  ["Property `query` is not expected here.", "#/webhooks/created/query", true],
  ["Property `deprecated` is not expected here.", "#/components/securitySchemes/key/deprecated", true],
  ["The field `description` must be present on this level.", "#/paths/~1a/get/responses/200", true],
  ["The field `description` must be present on this level.", "#/paths/~1a/get/requestBody", false],
  ["Expected type `string` but got `array`.", "#/tags/0/summary", false],
] as const)("%s at %s is a 3.2 addition: %s", (message, pointer, added) => {
  expect(isAddedIn32(message, pointer)).toBe(added);
});

test("the other methods of a path are named in one short line, however many and whatever their names", async () => {
  const methods = ["COPY", "LOCK\nX", "MOVE", "PURGE", "SEARCH"].map((m) => `${JSON.stringify(m)}: {responses: {}}`);
  const file = spec("v32-methods.yaml", "3.2.0", `paths:\n  /a:\n    additionalOperations: {${methods.join(", ")}}\n`);
  expect((await loadSpec(file)).warnings).toEqual([
    `${file}:5:5 #/paths/~1a/additionalOperations operations of other methods (OpenAPI 3.2: "COPY", "LOCK\\nX", "MOVE", 2 more): left out of the package and the diff`,
  ]);
});
