/**
 * `$ref`s into a component or an operation (generator/emit/types-input.ts `inlineDeepRefs`), as published documents write them: to a
 * schema's `definitions`, to a property, to an operation's response schema, and one that reaches a schema inside
 * itself. openapi-typescript would print each as an indexed type TypeScript refuses; the package's types compile
 * under tsc --strict, and a consumer sees the types the refs point to.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { inlineDeepRefs } from "../../generator/emit/types-input.js";
import { getAt, parseRefFragment } from "../../generator/load/pointer.js";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const json = (schema: object) => ({ "application/json": { schema } });
const spec = {
  openapi: "3.0.3",
  info: { title: "t", version: "1" },
  paths: {
    "/lines": {
      get: {
        operationId: "getLines",
        responses: {
          "200": { description: "ok", content: json({ $ref: "#/components/schemas/Lines" }) },
          "404": {
            description: "none",
            content: json({ type: "object", properties: { message: { type: "string" } } }),
          },
        },
      },
    },
    "/other": {
      get: {
        operationId: "getOther",
        responses: {
          "404": {
            description: "none",
            content: json({ $ref: "#/paths/~1lines/get/responses/404/content/application~1json/schema" }),
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Lines: {
        type: "object",
        definitions: { line: { type: "object", properties: { amount: { type: "number" } } } },
        properties: {
          lines: { type: "array", items: { $ref: "#/components/schemas/Lines/definitions/line" } },
          origin: { type: "object", properties: { name: { type: "string" } } },
          copy: { $ref: "#/components/schemas/Lines/properties/origin" },
          tree: { $ref: "#/components/schemas/Tree/properties/node" },
        },
      },
      Tree: {
        type: "object",
        properties: {
          node: {
            type: "object",
            properties: { label: { type: "string" }, child: { $ref: "#/components/schemas/Tree/properties/node" } },
          },
        },
      },
    },
  },
};

describe("inlineDeepRefs", () => {
  it("makes a place inside a component schema a schema of its own, inlines other deep refs, keeps whole-component refs", () => {
    const out = inlineDeepRefs(spec) as typeof spec & { components: { schemas: Record<string, unknown> } };
    const lines = out.components.schemas.Lines.properties;
    expect(lines.lines.items).toEqual({ $ref: "#/components/schemas/Lines.definitions.line" });
    expect(out.components.schemas["Lines.definitions.line"]).toEqual(spec.components.schemas.Lines.definitions.line);
    expect(lines.copy).toEqual({ $ref: "#/components/schemas/Lines.properties.origin" });
    expect(out.components.schemas["Lines.properties.origin"]).toEqual(spec.components.schemas.Lines.properties.origin);
    // the node's child is the node again: a ref to the node's own schema
    expect(lines.tree).toEqual({ $ref: "#/components/schemas/Tree.properties.node" });
    expect(out.components.schemas["Tree.properties.node"]).toEqual({
      type: "object",
      properties: { label: { type: "string" }, child: { $ref: "#/components/schemas/Tree.properties.node" } },
    });
    expect(out.paths["/lines"].get.responses["200"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Lines",
    });
    expect(out.paths["/other"].get.responses["404"].content["application/json"].schema).toEqual(
      spec.paths["/lines"].get.responses["404"].content["application/json"].schema,
    );
    // the input is not changed
    expect(spec.components.schemas.Lines.properties.copy).toEqual({
      $ref: "#/components/schemas/Lines/properties/origin",
    });
  });

  it("prints each place once however many refs reach it through each other (Azure's network specs)", () => {
    // Level i's two properties both refer to level i+1's place: inlined, the last level would be printed 2^12 times.
    const levels = 12;
    const schemas: Record<string, unknown> = {};
    for (let i = 0; i < levels; i++) {
      const next = i + 1 < levels ? { $ref: `#/components/schemas/L${i + 1}/properties/x` } : { type: "string" };
      schemas[`L${i}`] = { type: "object", properties: { x: { type: "object", properties: { a: next, b: next } } } };
    }
    const out = inlineDeepRefs({ openapi: "3.0.3", paths: {}, components: { schemas } });
    expect(JSON.stringify(out).length).toBeLessThan(3 * JSON.stringify(schemas).length);
  });

  it("names a place apart from a schema that already has its name", () => {
    const doc = {
      components: {
        schemas: {
          "A.properties.b": { type: "number" },
          A: {
            type: "object",
            properties: { b: { type: "string" }, c: { $ref: "#/components/schemas/A/properties/b" } },
          },
        },
      },
    };
    const out = inlineDeepRefs(doc) as { components: { schemas: Record<string, { properties?: object }> } };
    expect(out.components.schemas.A!.properties).toEqual({
      b: { type: "string" },
      c: { $ref: "#/components/schemas/A.properties.b_" },
    });
    expect(out.components.schemas["A.properties.b_"]).toEqual({ type: "string" });
  });

  it("writes the ref to a place so that a reader who percent-decodes it (openapi-typescript) finds the place", () => {
    const doc = {
      components: {
        schemas: {
          "A%B c": { type: "object", properties: { b: { type: "string" } } },
          D: { type: "object", properties: { e: { $ref: "#/components/schemas/A%25B%20c/properties/b" } } },
        },
      },
    };
    const out = inlineDeepRefs(doc) as { components: { schemas: Record<string, { properties?: { e?: unknown } }> } };
    const ref = (out.components.schemas.D!.properties!.e as { $ref: string }).$ref;
    const segments = parseRefFragment(ref.slice(1));
    expect(segments).toEqual(["components", "schemas", "A%B c.properties.b"]);
    expect(getAt(out, segments as string[])?.value).toEqual({ type: "string" });
  });

  it("returns the document itself when it has no such ref", () => {
    const plain = { openapi: "3.0.3", paths: {}, components: { schemas: { A: { $ref: "#/components/schemas/B" } } } };
    expect(inlineDeepRefs(plain)).toBe(plain);
  });
});

describe("a package from a document with refs into components and operations", () => {
  let pkg: GeneratedPackage;
  beforeAll(async () => {
    pkg = await generatePackage(spec, "deep-refs-");
  });
  afterAll(() => pkg?.remove());

  it("compiles under tsc --strict, the types being those the refs point to", () => {
    writeFileSync(
      path.join(pkg.dir, "consumer.ts"),
      [
        `import type { components, operations } from "./revisions/api/index.js";`,
        `type Lines = components["schemas"]["Lines"];`,
        `export const amount: number | undefined = ({} as Lines).lines?.[0]?.amount;`,
        `export const name: string | undefined = ({} as Lines).copy?.name;`,
        `export const label: string | undefined = ({} as Lines).tree?.label;`,
        `type NotFound = operations["getOther"]["responses"][404]["content"]["application/json"];`,
        `export const message: string | undefined = ({} as NotFound).message;`,
      ].join("\n"),
    );
    expect(pkg.typeCheck("consumer.ts")).toEqual({ status: 0, output: "" });
  }, 120_000);
});
