/**
 * Trojan Source: bidirectional controls and invisible characters in spec text (descriptions, summaries, examples,
 * enum values, property and schema names, operationIds) never reach a file of the generated package raw, whether
 * the text lands in a comment, a string literal, a property key or the README: each is an escape there. A string
 * keeps its value (the escape in a literal is the same character), and the package still type-checks.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

/** Right-to-left override and isolates (the Trojan Source pair), zero-width characters, BOM, marks, line breaks. */
const trojan = "a\u202eb\u2066c\u2069d\u200be\u200cf\u200dg\ufeffh\u061ci\u200ej\u2028k\u2029l\u{e0041}m";
const raw = /[\u061c\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]|\udb40[\udc00-\udc7f]/;

const spec = {
  openapi: "3.1.0",
  info: { title: `T ${trojan}`, version: `1 ${trojan}`, description: trojan },
  tags: [{ name: trojan, description: trojan }],
  paths: {
    "/x": {
      post: {
        operationId: `get${trojan}`,
        summary: `summary ${trojan}`,
        description: `*/ ${trojan} /*`,
        tags: [trojan],
        parameters: [{ name: "q\u202er\u200bs", in: "query", description: trojan, schema: { type: "string" } }],
        requestBody: {
          content: { "application/json": { schema: { $ref: `#/components/schemas/S${encodeURIComponent(trojan)}` } } },
        },
        responses: { "200": { description: trojan, content: { "application/json": { schema: { type: "object" } } } } },
      },
    },
  },
  components: {
    schemas: {
      [`S${trojan}`]: {
        type: "object",
        title: trojan,
        description: trojan,
        properties: {
          [`p${trojan}`]: { type: "string", enum: [trojan, "plain"], example: trojan, default: trojan },
          ["z\u200dw"]: { type: "string", const: trojan, format: trojan, pattern: `^${trojan}$` },
          n: { type: "integer", enum: [1, 2], "x-enum-descriptions": [trojan, `two ${trojan}`] },
        },
      },
    },
  },
};

let pkg: GeneratedPackage;
beforeAll(async () => {
  pkg = await generatePackage(spec, "trojan-source-");
});
afterAll(() => pkg?.remove());

describe("invisible characters in spec text", () => {
  it("are in no file of the package raw", () => {
    expect(pkg.files.size).toBeGreaterThan(10);
    for (const [name, text] of pkg.files) expect(raw.exec(text)?.index, name).toBeUndefined();
  });

  it("are escapes in comments, string literal types, keys and the README", () => {
    // In comments and the README the line separators are line breaks; everywhere else, escapes.
    const shown = "a\\u202eb\\u2066c\\u2069d\\u200be\\u200cf\\u200dg\\ufeffh\\u061ci\\u200ej";
    const tail = "l\\udb40\\udc41m";
    const literal = `"${shown}\\u2028k\\u2029${tail}"`;
    const types = pkg.files.get("revisions/api/types.d.ts")!;
    expect(types).toContain(`* @description ${shown}\n`);
    expect(types).toContain(`: ${literal};`);
    expect(types).toContain(`${literal} | "plain";`);
    // openapi-typescript writes the escapes of a quoted key in upper case
    expect(types).toContain(`"z\\u200Dw"?: ${literal};`);
    expect(types).toContain(`"q\\u202Er\\u200Bs"?: string;`);
    const dts = pkg.files.get("revisions/api/index.d.ts")!;
    expect(dts).toContain(` * summary ${shown}\n`);
    expect(dts).toContain(` * *\\/ ${shown}\n`);
    expect(pkg.files.get("revisions/api/index.js")).toContain(`id: "get${shown}\\u2028k\\u2029${tail}"`);
    expect(pkg.files.get("README.md")).toContain(`| summary ${shown} k ${tail} |`);
  });

  it("keep their value in string literals", async () => {
    const mod = await pkg.importEntry();
    const descriptors = Object.values(mod).filter((v): v is { id: string } => typeof v === "object" && v !== null);
    expect(descriptors.map((d) => d.id)).toEqual([`get${trojan}`]);
  });

  it("leave a package that type-checks", () => {
    expect(pkg.typeCheck()).toEqual({ status: 0, output: "" });
  });
});
