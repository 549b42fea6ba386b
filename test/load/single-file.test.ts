/**
 * A spec in one file whose refs are all local: the bundled document is what the file says, refs written as the
 * bundler writes them (`#/…`, percent-encoded only where a ref needs it) and `$ref` after the members beside it,
 * whether or not the file already spells them so; every place is its own object (a YAML alias is copied apart); the
 * name checks and the limits hold as for any document.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { failure, HEADER, scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

function write(name: string, text: string): string {
  const file = path.join(tmp.dir, name);
  writeFileSync(file, text);
  return file;
}

const json = (schemas: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {},
    components: { schemas },
    ...extra,
  });

describe("refs in the bundled document of one file", () => {
  test.each([
    ["canonical, kept", { $ref: "#/components/schemas/B" }, { $ref: "#/components/schemas/B" }],
    ["percent-escape decoded", { $ref: "#/components/schemas/%42" }, { $ref: "#/components/schemas/B" }],
    [
      "a member after $ref",
      { $ref: "#/components/schemas/B", description: "d" },
      { description: "d", $ref: "#/components/schemas/B" },
    ],
    [
      "a member before $ref",
      { description: "d", $ref: "#/components/schemas/B" },
      { description: "d", $ref: "#/components/schemas/B" },
    ],
  ])("%s", async (_name, given, want) => {
    const spec = await loadSpec(write("refs.json", json({ A: given, B: { type: "string" } })));
    const a = (spec.document.components as { schemas: Record<string, unknown> }).schemas.A;
    expect(JSON.stringify(a)).toBe(JSON.stringify(want));
    expect(spec.locate("#/components/schemas/A")).toMatchObject({ line: 1 });
  });

  test("a mapping value written with an escape is written plainly", async () => {
    const schemas = {
      Pet: {
        oneOf: [{ $ref: "#/components/schemas/Cat" }],
        discriminator: { propertyName: "k", mapping: { c: "#/components/schemas/C%61t" } },
      },
      Cat: { type: "object" },
    };
    const spec = await loadSpec(write("mapping.json", json(schemas)));
    const pet = (spec.document.components as { schemas: Record<string, { discriminator: unknown }> }).schemas.Pet!;
    expect(pet.discriminator).toEqual({ propertyName: "k", mapping: { c: "#/components/schemas/Cat" } });
  });
});

describe("YAML aliases", () => {
  test("the places an alias names are equal and apart", async () => {
    const file = write(
      "alias.yaml",
      `${HEADER}paths: {}\ncomponents:\n  schemas:\n    A: &shape\n      type: object\n      properties: { id: { type: string } }\n    B: *shape\n`,
    );
    const { document } = await loadSpec(file);
    const { A, B } = (document.components as { schemas: Record<string, unknown> }).schemas;
    expect(B).toEqual(A);
    expect(B).not.toBe(A);
  });
});

describe("the checks of a document that is not copied", () => {
  test.each([
    [
      "a header parameter name with a line break",
      { paths: { "/x": { get: { parameters: [{ name: "a\nb", in: "header", schema: {} }], responses: {} } } } },
      '"name"',
      '#/paths/~1x/get/parameters/0/name header parameter name "a\\nb" contains a line break, NUL or invalid Unicode',
    ],
    [
      "a parameter name with a line break, its location no string",
      { paths: { "/x": { get: { parameters: [{ name: "a\nb", in: { x: 1 }, schema: {} }], responses: {} } } } },
      '"name"',
      '#/paths/~1x/get/parameters/0/name parameter name "a\\nb" contains a line break, NUL or invalid Unicode',
    ],
    [
      "a response header name with a line break, in a component a ref names",
      {
        paths: { "/x": { get: { responses: { "200": { $ref: "#/components/responses/R" } } } } },
        components: { responses: { R: { description: "d", headers: { "a\rb": { schema: {} } } } } },
      },
      '"a\\rb"',
      '#/components/responses/R/headers/a\\rb header name "a\\rb" contains a line break, NUL or invalid Unicode',
    ],
  ])("%s is refused at its place", async (_name, parts, key, want) => {
    const text = JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, ...parts });
    const file = write("names.json", text);
    expect(await failure(file)).toBe(`${tmp.rel("names.json")}:1:${text.indexOf(key) + 1} ${want}`);
    expect(await failure(file, { validate: false })).toBe("loaded");
  });
});
