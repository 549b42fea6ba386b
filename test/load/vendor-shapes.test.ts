/**
 * What public vendor specs do that is merely unusual is read, warned about once (one located line, counted) and
 * refused only under `strict` (docs/safety.md L5, E5, E7): numbers JavaScript cannot hold (an int64 default, `1e400`,
 * `.inf`, `.nan`) with their exact text kept, `#fragment` and OData paths, a path parameter missing from its path,
 * 3.1 webhooks.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { failure, FIXTURES, HEADER, scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

function write(name: string, text: string): string {
  writeFileSync(path.join(tmp.dir, name), text);
  return tmp.rel(name);
}

const NUMBER_WARNING =
  "cannot be held exactly by JavaScript (beyond 2^53 or not finite); it is read as written, typed as its schema's " +
  "type and shown as the spec writes it";

const yaml =
  HEADER +
  "paths: {}\ncomponents:\n  schemas:\n    N:\n      type: integer\n      format: int64\n" +
  "      default: 9223372036854775807 # DigitalOcean's\n" +
  "      enum: [1, -9223372036854775808, 18446744073709551615]\n" +
  "      minimum: -1.5e400\n      maximum: .inf\n      multipleOf: 1E+309\n      example: .NaN\n" +
  "      const: 12345678901234567890\n      x-safe: 9007199254740991\n";

const json = JSON.stringify({
  openapi: "3.0.3",
  info: { title: "t", version: "1" },
  paths: {},
  components: { schemas: { N: { type: "integer", default: 0, enum: [1] } } },
})
  .replace('"default":0', '"default": 9223372036854775807')
  .replace('"enum":[1]', '"enum":[1,1e400, -99999999999999999999]');

describe("numbers JavaScript cannot hold", () => {
  // -2^63 is written with all its digits and held exactly: no warning.
  test("YAML: read, one warning for the document, each text kept", async () => {
    const file = write("n.yaml", yaml);
    const spec = await loadSpec(file);
    expect(spec.warnings).toEqual([
      `${file}:11:7 #/components/schemas/N/default the number 9223372036854775807 ${NUMBER_WARNING} (and 6 more such numbers)`,
    ]);
    const at = "#/components/schemas/N";
    expect(spec.numberTexts).toEqual({
      [`${at}/default`]: "9223372036854775807",
      [`${at}/enum/2`]: "18446744073709551615",
      [`${at}/minimum`]: "-1.5e400",
      [`${at}/maximum`]: ".inf",
      [`${at}/multipleOf`]: "1E+309",
      [`${at}/example`]: ".NaN",
      [`${at}/const`]: "12345678901234567890",
    });
    expect(spec.document.components).toMatchObject({ schemas: { N: { maximum: Infinity, "x-safe": 2 ** 53 - 1 } } });
    expect(await failure(file, { strict: true })).toBe(spec.warnings[0]);
  });

  test("JSON: the same", async () => {
    const file = write("n.json", json);
    const spec = await loadSpec(file);
    expect(spec.warnings).toEqual([
      `${file}:1:113 #/components/schemas/N/default the number 9223372036854775807 ${NUMBER_WARNING} (and 2 more such numbers)`,
    ]);
    expect(spec.numberTexts).toEqual({
      "#/components/schemas/N/default": "9223372036854775807",
      "#/components/schemas/N/enum/1": "1e400",
      "#/components/schemas/N/enum/2": "-99999999999999999999",
    });
    expect(await failure(file, { strict: true })).toBe(spec.warnings[0]);
  });

  test("in a file a $ref leads to, located and kept there", async () => {
    write("shared.yaml", "Big:\n  type: integer\n  example: 9223372036854775807\n");
    const file = write(
      "refs.yaml",
      HEADER + "paths: {}\ncomponents:\n  schemas:\n    B:\n      $ref: ./shared.yaml#/Big\n",
    );
    const spec = await loadSpec(file);
    expect(spec.warnings).toEqual([
      `${tmp.rel("shared.yaml")}:3:3 #/components/schemas/B/example the number 9223372036854775807 ${NUMBER_WARNING}`,
    ]);
    expect(spec.numberTexts).toEqual({ "#/components/schemas/B/example": "9223372036854775807" });
  });

  test("safe integers, exponents that are exact and long strings are no warning", async () => {
    const file = write(
      "safe.yaml",
      HEADER +
        "paths: {}\ncomponents:\n  schemas:\n    S:\n      default: 9007199254740991\n      maximum: 1e300\n" +
        '      example: "92233720368547758079223372036854775807"\n      minimum: -1.7976931348623157e308\n',
    );
    expect((await loadSpec(file)).warnings).toEqual([]);
  });
});

describe("paths and webhooks", () => {
  test("the vendor-shapes fixture loads with only its two slips, refused under strict at the first", async () => {
    const file = `${FIXTURES}/vendor-shapes/openapi.yaml`;
    const spec = await loadSpec(file);
    expect(spec.warnings).toEqual([
      `${file}:76:7 #/components/schemas/PerPage/default the number 9223372036854775807 ${NUMBER_WARNING} (and 3 more such numbers)`,
      `${file}:54:11 #/paths/~1droplets/get/parameters/0 path parameter "droplet_id" is not in the path "/droplets"; it is typed and never sent`,
    ]);
    expect(Object.keys(spec.document.webhooks as object)).toEqual(["newPet"]);
    expect(await failure(file, { strict: true })).toBe(
      `${spec.warnings[0]!.replace(/ \(and 3 more such numbers\)$/, " (and 3 more such numbers)")} (and 1 more structural problem)`,
    );
  });

  test("a template parameter no parameter declares: warned, per operation; refused under strict", async () => {
    const file = write(
      "undeclared.yaml",
      HEADER +
        "paths:\n  /x/{a}/{b}:\n    parameters:\n        - { name: b, in: path, required: true, schema: { type: string } }\n" +
        '    get:\n      responses:\n        "200": { description: ok }\n' +
        "    put:\n      parameters:\n        - { name: a, in: path, required: true, schema: { type: string } }\n" +
        '      responses:\n        "200": { description: ok }\n',
    );
    const warning = 'template parameter {a} of the path "/x/{a}/{b}" is not declared; it is typed as a string';
    expect((await loadSpec(file)).warnings).toEqual([`${file}:9:5 #/paths/~1x~1{a}~1{b}/get ${warning}`]);
    expect(await failure(file, { strict: true })).toBe(`${file}:9:5 #/paths/~1x~1{a}~1{b}/get ${warning}`);
  });

  test("a path parameter that is only in the fragment is not in the path", async () => {
    const file = write(
      "fragment.yaml",
      HEADER +
        "paths:\n  /x#{k}:\n    get:\n      parameters:\n        - { name: k, in: path, required: true, schema: { type: string } }\n" +
        '      responses:\n        "200": { description: ok }\n',
    );
    expect((await loadSpec(file)).warnings).toEqual([
      `${file}:9:11 #/paths/~1x#{k}/get/parameters/0 path parameter "k" is not in the path "/x#{k}"; it is typed and never sent`,
    ]);
  });

  test("an extension under paths is no path: its parameters are not checked against a template", async () => {
    const file = write(
      "extension.yaml",
      HEADER +
        "paths:\n  x-meta:\n    parameters:\n      - { name: id, in: path, required: true, schema: { type: string } }\n" +
        '  /x:\n    get:\n      responses:\n        "200": { description: ok }\n',
    );
    expect((await loadSpec(file)).warnings).toEqual([]);
  });
});
