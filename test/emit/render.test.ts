/**
 * renderStatements and dataConstant (generator/emit/render.ts): ts-morph's printing of a whole file's structures,
 * in its own layout with our indentation, and top-level data constants laid out by jsonLiteral.
 */
import { StructureKind, VariableDeclarationKind } from "ts-morph";
import { describe, expect, it } from "vitest";
import { dataConstant, renderStatements } from "../../generator/emit/render.js";

describe("renderStatements", () => {
  it("prints a file's statements with two-space indentation, a blank line around each function with a body", () => {
    const text = renderStatements([
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: "./x.js", namedImports: ["x"] },
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: "c", initializer: "1" }],
      },
      {
        kind: StructureKind.Function,
        name: "f",
        isExported: true,
        parameters: [{ name: "a" }],
        statements: ["return a;"],
      },
      "const d = 2;",
    ]);
    expect(text).toBe(
      'import { x } from "./x.js";\nconst c = 1;\n\nexport function f(a) {\n  return a;\n}\n\nconst d = 2;\n',
    );
  });

  it("lays out declarations as ts-morph does: a blank line before each function, text statements as they are", () => {
    const text = renderStatements([
      {
        kind: StructureKind.VariableStatement,
        hasDeclareKeyword: true,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: "c", type: "1" }],
      },
      { kind: StructureKind.Function, hasDeclareKeyword: true, isExported: true, name: "f", returnType: "void" },
      { kind: StructureKind.TypeAlias, name: "A", type: "string", leadingTrivia: "\n" },
      "const d = {\n  a: 1,\n};",
      "const e = 2;",
    ]);
    expect(text).toBe(
      "export declare const c: 1;\n\nexport declare function f(): void;\n\ntype A = string;\nconst d = {\n  a: 1,\n};\nconst e = 2;\n",
    );
    expect(renderStatements([])).toBe("");
  });

  it("gives the same text for the same statements", () => {
    const statements = [{ kind: StructureKind.TypeAlias, name: "A", type: "string" } as const];
    expect(renderStatements(statements)).toBe("type A = string;\n");
    expect(renderStatements(statements)).toBe("type A = string;\n");
  });
});

describe("dataConstant", () => {
  it.each([
    ["a short literal on one line", "a", { id: "x", n: 1 }, true, 'export const a = { id: "x", n: 1 };'],
    ["an unexported one", "b", [1, 2], false, "const b = [1, 2];"],
    [
      "a long literal one entry per line, at the file's indentation",
      "c",
      { path: "/".repeat(60), nested: { list: ["a".repeat(50), "b".repeat(50)] } },
      true,
      `export const c = {\n  path: "${"/".repeat(60)}",\n  nested: {\n    list: [\n      "${"a".repeat(50)}",\n      "${"b".repeat(50)}",\n    ],\n  },\n};`,
    ],
  ])("%s", (_name, name, value, exported, want) => {
    expect(dataConstant(name, value, exported)).toBe(want);
    // As a statement of a file, it is written as it is.
    expect(renderStatements([dataConstant(name, value, exported)])).toBe(`${want}\n`);
  });
});
