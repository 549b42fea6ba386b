/**
 * JSON that JSON.parse refuses but YAML reads as its author meant (docs/safety.md, L5): a trailing comma, a
 * single-quoted string, as openapi-typescript reads them. Read as YAML with one located warning at the JSON error,
 * refused with `strict`; a comment or a missing comma, which YAML would read as one odd key, keeps the JSON error; a
 * duplicate key is refused as before.
 */
import { writeFileSync } from "node:fs";
import { afterAll, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { failure, scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

function write(name: string, text: string): string {
  const file = tmp.rel(name);
  writeFileSync(file, text);
  return file;
}

const INFO = '"info": {"title": "t", "version": "1"}';
const PATHS = '"paths": {"/a": {"get": {"operationId": "getA", "responses": {"200": {"description": "ok"}}}}}';
const VALID = `{"openapi": "3.1.0", ${INFO}, ${PATHS}}`;

/**
 * The one warning, whatever V8 calls the JSON error: located where JSON.parse stopped (where V8's message says; where
 * it names no position, as Node 20's "Unexpected token" does, at the token: syntaxErrorOffset).
 */
const readAsYaml = (file: string, line: number | string, col: number | string) =>
  new RegExp(
    `^${file.replace(/[.\\/]/g, "\\$&")}:${line}:${col} # not valid JSON \\(.+\\): read as YAML, which accepts it$`,
  );

test.each([
  ["a trailing comma", `{"openapi": "3.1.0", ${INFO}, ${PATHS},\n}`, 2, 1],
  ["single quotes", `{"openapi": '3.1.0', ${INFO}, ${PATHS}}`, "\\d+", "\\d+"],
])("%s: read as YAML, the same document, one warning; refused with strict", async (_, text, line, col) => {
  const file = write("slip.json", text);
  const loaded = await loadSpec(file, { lint: false });
  expect(loaded.document).toEqual(JSON.parse(VALID));
  expect(loaded.warnings).toHaveLength(1);
  expect(loaded.warnings[0]).toMatch(readAsYaml(file, line, col));
  expect(await failure(file, { strict: true })).toMatch(readAsYaml(file, line, col));
});

// Node 20's "Unexpected token 'x', "…" is not valid JSON" names no position and quotes the text: the warning names
// the token alone, at its line and column, where it used to be the end of the file.
test.each([
  ["a trailing comma in a list", '"x-tags": ["a", "b",],', "10:25", "]"],
  ["NaN", '"x-n": NaN,', "10:12", "N"],
  ["a single-quoted value", "\"x-n\": 'x',", "10:12", "'"],
])("%s: the warning is at the token, mid-file", async (_, line, at, token) => {
  const lines = JSON.stringify(JSON.parse(VALID), null, 2).split("\n");
  lines.splice(9, 0, `    ${line}`);
  const file = write("token.json", lines.join("\n"));
  const loaded = await loadSpec(file, { lint: false });
  expect(loaded.warnings).toEqual([
    `${file}:${at} # not valid JSON (Unexpected token '${token}'): read as YAML, which accepts it`,
  ]);
});

test("a referenced JSON file with a trailing comma: the warning names that file", async () => {
  const schema = write("schema.json", '{"type": "string",}');
  const root = write(
    "root.json",
    `{"openapi": "3.1.0", ${INFO}, "paths": {}, "components": {"schemas": {"S": {"$ref": "./schema.json"}}}}`,
  );
  const loaded = await loadSpec(root, { lint: false });
  expect(loaded.document.components).toEqual({ schemas: { S: { type: "string" } } });
  expect(loaded.warnings).toHaveLength(1);
  expect(loaded.warnings[0]).toMatch(readAsYaml(schema, 1, 19));
});

test.each([
  ["a line comment", `{"openapi": "3.1.0", // the version\n${INFO}, ${PATHS}}`, "1:22"],
  ["a block comment", `{/* c */ "openapi": "3.1.0", ${INFO}, ${PATHS}}`, "1:2"],
  ["a comment after a value", `{"openapi": "3.1.0", ${INFO}, "x": 1 // one\n, ${PATHS}}`, "1:69"],
  ["a missing comma", `{"openapi": "3.1.0" ${INFO}, ${PATHS}}`, "1:21"],
  ["a comment after a colon", `{"openapi": // the version\n"3.1.0", ${INFO}, ${PATHS}}`, "1:13"],
])("%s keeps the JSON error", async (_, text, at) => {
  const file = write("broken.json", text);
  expect(await failure(file)).toMatch(new RegExp(`^${file.replace(/[.\\/]/g, "\\$&")}:${at} # JSON syntax error: `));
});

test("a duplicate key is refused as JSON, not retried as YAML", async () => {
  const file = write("dup.json", `{"openapi": "3.1.0", ${INFO}, ${PATHS}, "paths": {},}`);
  expect(await failure(file)).toMatch(/ duplicate key "paths" \(JSON\.parse would silently keep the last one\)$/);
});
