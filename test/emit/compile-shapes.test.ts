/**
 * Schemas as four published documents write them, each of which once gave a package tsc refused (types-file.ts):
 * a schema that declares the discriminator property of the schema it extends without being in its mapping
 * (apple.com's SiriKit media specs), a deep `$ref` that passes through an `allOf` written as a map beside a `$ref`
 * (dnd5eapi.co), components that contain themselves through arrays with no object type between (vercel.com), and an
 * `allOf` that makes required the keys of a nullable member (plaid.com). The units are checked on their own, and the
 * package compiles under tsc --strict with a consumer that sees each shape typed as the document says.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { separateDeclaredDiscriminators } from "../../generator/emit/types-file.js";
import { markRecursiveArrays, recursiveArrayType } from "../../generator/emit/recursive-arrays.js";
import { typesInput } from "../../generator/emit/types-input.js";
import { buildModel } from "../../generator/model/index.js";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ "application/json": { schema } });
const damage = "#/paths/~1monsters/get/responses/200/content/application~1json/schema/allOf/1/properties/damage";

const spec = {
  openapi: "3.0.3",
  info: { title: "shapes", version: "1" },
  paths: {
    "/monsters": {
      get: {
        operationId: "getMonster",
        responses: {
          // The map beside the `$ref` is ignored by OpenAPI 3.0 and read as an empty list, yet refs point into it.
          "200": {
            description: "ok",
            content: json({
              ...ref("Monster"),
              allOf: { "1": { properties: { damage: { type: "object", properties: { dice: { type: "string" } } } } } },
            }),
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Monster: { type: "object", properties: { name: { type: "string" }, damage: { $ref: damage } } },
      Intent: {
        type: "object",
        discriminator: { propertyName: "class", mapping: { Play: "#/components/schemas/Play" } },
        properties: { class: { type: "string" }, id: { type: "string" } },
        required: ["class"],
      },
      Play: { allOf: [ref("Intent")], properties: { class: { type: "string", enum: ["Play"] } } },
      Add: {
        allOf: [ref("Intent")],
        type: "object",
        properties: { class: { type: "string", enum: ["Add"] }, target: { type: "string" } },
      },
      Value: { oneOf: [{ type: "string" }, { type: "number" }, { type: "array", items: ref("Value") }] },
      Tree: { type: "array", items: ref("Tree") },
      Nested: {
        oneOf: [
          { type: "string" },
          {
            type: "array",
            nullable: true,
            items: { oneOf: [{ type: "boolean" }, { type: "array", items: ref("Nested") }] },
          },
        ],
      },
      Left: { oneOf: [{ type: "string" }, ref("Right")] },
      Right: { type: "array", items: ref("Left") },
      Names: { type: "array", items: { type: "string" } },
      Node: { type: "object", properties: { children: { type: "array", items: ref("Node") } } },
      PlaidError: {
        type: "object",
        nullable: true,
        properties: { code: { type: "string" }, message: { type: "string" } },
      },
      Cause: {
        type: "object",
        allOf: [ref("PlaidError"), { type: "object", properties: { item: { type: "string" } } }],
        required: ["item", "code"],
      },
    },
  },
};

describe("markRecursiveArrays", () => {
  const { document, arrays } = markRecursiveArrays(spec);

  test("marks each array that closes a cycle with no object type between, the outer one of two", () => {
    expect(arrays.map(({ name, path }) => [name, path])).toEqual([
      ["ValueList", "#/components/schemas/Value/oneOf/2"],
      ["TreeList", "#/components/schemas/Tree"],
      ["NestedList", "#/components/schemas/Nested/oneOf/1"],
      ["RightList", "#/components/schemas/Right"],
    ]);
    expect(arrays[0]!.items).toEqual(ref("Value"));
  });

  test("changes a copy, which holds the same JSON", () => {
    expect(document).not.toBe(spec);
    expect(JSON.parse(JSON.stringify(document))).toEqual(spec);
    expect(spec.components.schemas.Value.oneOf[2]).not.toBe(
      (document as typeof spec).components.schemas.Value.oneOf[2],
    );
  });

  test("finds an array inside a tuple at its place, and marks it there for openapi-typescript's transform", () => {
    const pair = { type: "array", items: [{ type: "string" }, { type: "array", items: ref("Pair") }] };
    const out = markRecursiveArrays({ components: { schemas: { Pair: pair } } });
    expect(out.arrays.map(({ name, path }) => [name, path])).toEqual([
      ["PairList", "#/components/schemas/Pair/items/1"],
    ]);
    const marked = (out.document as { components: { schemas: { Pair: typeof pair } } }).components.schemas.Pair;
    expect(JSON.parse(JSON.stringify(marked))).toEqual(pair);
    const printed = recursiveArrayType(marked.items[1]) as { typeName?: { escapedText?: string } } | undefined;
    expect(printed?.typeName?.escapedText).toBe("PairList");
    expect(recursiveArrayType(pair.items[1])).toBeUndefined();
    expect(recursiveArrayType(marked)).toBeUndefined();
  });

  test("returns the document itself when no array closes such a cycle", () => {
    const plain = {
      components: { schemas: { Names: spec.components.schemas.Names, Node: spec.components.schemas.Node } },
    };
    expect(markRecursiveArrays(plain)).toEqual({ document: plain, arrays: [] });
  });
});

describe("separateDeclaredDiscriminators", () => {
  test("moves the declared discriminator property of a schema outside the mapping into an allOf member", () => {
    const schema = structuredClone(spec.components.schemas);
    const root = { components: { schemas: schema } };
    separateDeclaredDiscriminators(root, {
      objects: {
        "#/components/schemas/Intent": { propertyName: "class" },
        "#/components/schemas/Play": { propertyName: "class" },
        "#/components/schemas/Add": { propertyName: "class" },
      },
      refsHandled: ["#/components/schemas/Play"],
    });
    expect(schema.Add).toEqual({
      allOf: [ref("Intent"), { properties: { class: { type: "string", enum: ["Add"] } } }],
      type: "object",
      properties: { target: { type: "string" } },
    });
    expect(schema.Play).toEqual(spec.components.schemas.Play);
    expect(schema.Intent).toEqual(spec.components.schemas.Intent);
  });
});

test("typesInput follows a deep ref in the document as written, through a place it reads around", () => {
  const out = typesInput(spec, buildModel(spec).operations) as typeof spec;
  expect(out.components.schemas.Monster.properties.damage).toEqual({
    type: "object",
    properties: { dice: { type: "string" } },
  });
  const monster = out.paths["/monsters"].get.responses["200"].content["application/json"].schema;
  expect(monster).toEqual({ ...ref("Monster"), allOf: [] });
});

describe("a package from a document with the four shapes", () => {
  let pkg: GeneratedPackage;
  beforeAll(async () => {
    pkg = await generatePackage(spec, "compile-shapes-");
  }, 120_000);
  afterAll(() => pkg?.remove());

  test("prints each recursive array as an interface, and the helper that takes a nullable member", () => {
    const types = pkg.files.get("revisions/api/types.d.ts")!;
    expect(types).toContain('export interface TreeList extends Array<components["schemas"]["Tree"]> {\n}');
    expect(types).toContain(
      'export interface NestedList extends Array<boolean | components["schemas"]["Nested"][]> {\n}',
    );
    expect(types).toMatch(/ {8}Names: string\[\];/);
    expect(types).toContain("type WithRequired<T, K extends keyof NonNullable<T>> = T & {");
  });

  test("compiles under tsc --strict, each shape typed as the document says", () => {
    writeFileSync(
      path.join(pkg.dir, "consumer.ts"),
      [
        `import type { components, operations } from "./revisions/api/index.js";`,
        `type S = components["schemas"];`,
        `export const add: S["Add"] = { class: "Add", target: "t", id: "i" };`,
        `// @ts-expect-error: the discriminator is required`,
        `export const addWithout: S["Add"] = { target: "t" };`,
        `// @ts-expect-error: the declared value only`,
        `export const addOther: S["Add"] = { class: "Play" };`,
        `export const play: S["Play"] = { class: "Play" };`,
        `type Monster = operations["getMonster"]["responses"][200]["content"]["application/json"];`,
        `export const dice: string | undefined = ({} as Monster).damage?.dice;`,
        `export const value: S["Value"] = ["a", 1, ["b", [2]]];`,
        `// @ts-expect-error: no booleans in a value`,
        `export const badValue: S["Value"] = ["a", [true]];`,
        `export const tree: S["Tree"] = [[], [[]]];`,
        `export const nested: S["Nested"] = [true, ["s", null]];`,
        `export const left: S["Left"] = ["a", ["b"]];`,
        `export const cause: S["Cause"] = { item: "i", code: "c" };`,
        `// @ts-expect-error: code is required`,
        `export const causeWithout: S["Cause"] = { item: "i" };`,
        `export const node: S["Node"] = { children: [{ children: [] }] };`,
      ].join("\n"),
    );
    expect(pkg.typeCheck("consumer.ts")).toEqual({ status: 0, output: "" });
  }, 120_000);
});
