/**
 * The guard's check of the types before they are printed (generator/emit/guard.ts `typesProvenSafe`): the types
 * openapi-typescript builds from hostile spec text are proven safe, and the guard's parse of their printed file
 * accepts them; a tree it cannot prove safe (each way spec text could leave its place) is left to that parse, which
 * refuses the ones that inject code. A banner holding a path that would end its comment is written safely.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type TS from "typescript";
import { describe, expect, it } from "vitest";
import { guardEmittedFile, typesProvenSafe } from "../../generator/emit/guard.js";
import { printTypes, typesNodes } from "../../generator/emit/types-file.js";
import { generateClientPackage } from "../../generator/index.js";

const ts = createRequire(import.meta.url)("typescript") as typeof TS;
const f = ts.factory;
const evil = '*/ export const pwned = 1; /* " \\ \n declare global {}';

const hostile = {
  openapi: "3.1.0",
  info: { title: evil, version: "1" },
  paths: {
    "/x/{id}": {
      get: {
        operationId: "x",
        description: evil,
        parameters: [{ name: evil, in: "query", schema: { type: "string", enum: [evil, "a"] } }],
        responses: {
          "200": {
            description: evil,
            content: { "application/json": { schema: { $ref: "#/components/schemas/S" } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      S: {
        type: "object",
        description: evil,
        required: ["delete"],
        properties: {
          delete: { type: "integer", enum: [-1, 2.5, 1e21], default: evil },
          [evil]: { type: "string", const: evil, example: evil },
          in: { type: "array", items: { type: "boolean" }, description: "*/" },
        },
      },
    },
  },
};

/** `type T = { a: <type> }`, the property's type built by the factory. */
function alias(type: TS.TypeNode, name: TS.PropertyName = f.createIdentifier("a")): TS.Statement {
  return f.createTypeAliasDeclaration(
    [f.createModifier(ts.SyntaxKind.ExportKeyword)],
    "T",
    undefined,
    f.createTypeLiteralNode([f.createPropertySignature(undefined, name, undefined, type)]),
  );
}
const withComment = (
  kind: TS.SyntaxKind.MultiLineCommentTrivia | TS.SyntaxKind.SingleLineCommentTrivia,
  text: string,
) => ts.addSyntheticLeadingComment(f.createKeywordTypeNode(ts.SyntaxKind.StringKeyword), kind, text, true);

describe("typesProvenSafe", () => {
  it("proves openapi-typescript's types of hostile spec text safe, as the guard's parse finds them", () => {
    // The model refuses this document (a control character in a parameter name): its types from the document alone.
    const nodes = typesNodes(structuredClone(hostile), []);
    expect(typesProvenSafe(nodes)).toBe(true);
    const text = printTypes(nodes, "test");
    expect(() => guardEmittedFile("types.d.ts", text)).not.toThrow();
    expect(text).not.toMatch(/^export const pwned/m);
  });

  it("proves a reserved word safe as a property name, a type keyword as a type's name", () => {
    const record = f.createTypeReferenceNode("Record", [
      f.createTypeReferenceNode("string"),
      f.createLiteralTypeNode(f.createNumericLiteral(1)),
    ]);
    expect(typesProvenSafe([alias(record, f.createIdentifier("delete"))])).toBe(true);
  });

  // Each: a tree whose printed text is not what its nodes say, and whether the guard's parse refuses that text.
  const unproven: [string, TS.Statement, boolean][] = [
    [
      "a block comment that ends early",
      alias(withComment(ts.SyntaxKind.MultiLineCommentTrivia, "*/ declare global { }/*")),
      true,
    ],
    [
      "a line comment with a line break",
      alias(withComment(ts.SyntaxKind.SingleLineCommentTrivia, "x\nfetch('y');")),
      true,
    ],
    [
      "a line comment with U+2028",
      alias(withComment(ts.SyntaxKind.SingleLineCommentTrivia, "x\u2028fetch('y');")),
      true,
    ],
    [
      "an identifier that is code",
      alias(f.createTypeReferenceNode(f.createIdentifier("a }; declare const b: { c"))),
      false,
    ],
    ["a keyword as a type's name", alias(f.createTypeReferenceNode(f.createIdentifier("typeof"))), true],
    [
      "a property name that is code",
      alias(f.createKeywordTypeNode(ts.SyntaxKind.StringKeyword), f.createIdentifier("a(): void; b")),
      false,
    ],
    [
      "a number that is code",
      alias(f.createLiteralTypeNode(f.createNumericLiteral("1 }; declare global { var a: 1"))),
      true,
    ],
    [
      "a string that is not JSON",
      alias(f.createTypeReferenceNode(f.createIdentifier('"a" }; declare global { var a: "b"'))),
      true,
    ],
    ["a call", f.createExpressionStatement(f.createCallExpression(f.createIdentifier("fetch"), undefined, [])), true],
    ["a type query", alias(f.createTypeQueryNode(f.createIdentifier("process"))), false],
    [
      "nodes parsed from text",
      ts.createSourceFile("x.ts", "export type T = { a: string };", ts.ScriptTarget.ESNext).statements[0]!,
      false,
    ],
  ];
  for (const [what, statement, refused] of unproven)
    it(`leaves ${what} to the guard's parse`, () => {
      expect(typesProvenSafe([statement])).toBe(false);
      const text = printTypes([statement] as unknown as Parameters<typeof printTypes>[0], "test");
      if (refused) expect(() => guardEmittedFile("types.d.ts", text)).toThrow("emitted code rejected by the guard");
    });
});

describe("generation from a folder whose name would end the banner's comment", () => {
  it("writes the path so that it does not (output/banner.ts), and the printed types pass the guard", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "revforge-guard-")), "a*");
    mkdirSync(dir);
    const spec = path.join(dir, "spec.json");
    writeFileSync(spec, JSON.stringify({ openapi: "3.0.3", info: { title: "t", version: "1" }, paths: {} }));
    const tree = await generateClientPackage([{ file: spec, name: "api", isDefault: true }], {
      package: { baseDir: path.dirname(dir) },
    });
    const types = tree.get("revisions/api/types.d.ts")!;
    expect(types.split("\n")[0]).toBe("/* generated from a*\\/spec.json by revforge - do not edit */");
    expect(() => guardEmittedFile("types.d.ts", types)).not.toThrow();
  });
});
