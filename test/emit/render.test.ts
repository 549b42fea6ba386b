/**
 * renderStatements (generator/emit/render.ts) prints structures with ts-morph's own structure printer and skips the
 * parse `addStatements` does after printing. Held here to what `addStatements` writes, byte for byte, on every file
 * the package for our twelve revisions is built from (entry points, shims, legacy), and on a table of statement lists
 * whose separators take each of the printer's paths (it prints each distinct statement once and joins the texts).
 */
import {
  Project,
  type StatementStructures,
  StructureKind,
  VariableDeclarationKind,
  type WriterFunction,
} from "ts-morph";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { generateClientPackage, repositoryInputs } from "../../generator/index.js";

const calls: { name: string; statements: StatementStructures[]; text: string }[] = [];

vi.mock("../../generator/emit/render.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../generator/emit/render.js")>();
  return {
    ...real,
    renderStatements: (name: string, statements: StatementStructures[]) => {
      const text = real.renderStatements(name, statements);
      calls.push({ name, statements, text });
      return text;
    },
  };
});

describe("renderStatements", () => {
  beforeAll(async () => {
    await generateClientPackage(repositoryInputs(), { load: { cache: new Map() } });
  }, 120_000);

  it("prints every file of the package as addStatements writes it", async () => {
    const { viaAddStatements } = await vi.importActual<typeof import("../../generator/emit/render.js")>(
      "../../generator/emit/render.js",
    );
    const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { allowJs: true } });
    const names = new Set(calls.map((c) => c.name));
    // Two files per revision (index.js, index.d.ts) at least, declaration files among them.
    expect(calls.length).toBeGreaterThanOrEqual(24);
    expect([...names].some((n) => n.endsWith(".d.ts"))).toBe(true);
    for (const { name, statements, text } of calls) {
      const file = project.createSourceFile(name, "", { overwrite: true });
      expect(text, name).toBe(viaAddStatements(file, statements));
      project.removeSourceFile(file);
    }
  });
});

describe("renderStatements joins statements as ts-morph separates them", () => {
  const fn = (name: string, body = "return 1;"): StatementStructures => ({
    kind: StructureKind.Function,
    name,
    isExported: true,
    statements: [body],
  });
  const declared = (name: string): StatementStructures => ({
    kind: StructureKind.Function,
    name,
    hasDeclareKeyword: true,
    returnType: "void",
  });
  const constant = (name: string, initializer: string): StatementStructures => ({
    kind: StructureKind.VariableStatement,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name, initializer }],
  });
  const alias = (name: string): StatementStructures => ({ kind: StructureKind.TypeAlias, name, type: "string" });
  const face = (name: string): StatementStructures => ({ kind: StructureKind.Interface, name, properties: [] });
  const table: [string, string, (string | WriterFunction | StatementStructures)[]][] = [
    ["functions in a script", "a.js", [fn("a"), fn("b"), constant("c", "1"), fn("d")]],
    ["functions in a declaration file", "a.d.ts", [declared("a"), declared("b"), alias("C"), declared("d")]],
    ["functions in an ES module declaration file", "a.d.mts", [declared("a"), fn("b"), alias("C"), fn("d")]],
    ["functions in a TypeScript file", "a.ts", [fn("a"), fn("b"), alias("C"), declared("d")]],
    ["interfaces and aliases", "a.d.ts", [alias("A"), face("B"), alias("C"), face("D"), face("E")]],
    ["text without a line break", "a.js", ["const a = 1;", "const b = 2;", constant("c", "3"), "let d;"]],
    ["text ending in a brace", "a.js", ["if (x) {\n}", "const b = 2;", "{ }  \t", constant("c", "{}"), "x"]],
    ["text ending in line breaks", "a.js", ["a;\n", "b;\n\n", fn("c"), "d;\r\n", "e;\r", fn("f"), "g;\n\r\n"]],
    ["empty text first and between", "a.js", ["", fn("a"), "", "", constant("b", "2"), ""]],
    ["a writer function", "a.js", [(w) => w.write("const w = 1;"), fn("a"), (w) => w.writeLine("}")]],
    ["an object initializer ending in a brace", "a.js", [constant("a", "{ b: 1 }"), constant("c", "2")]],
    ["comments", "a.d.ts", ["// one", alias("A"), "/* two */", face("B"), "// three"]],
    ["the same statements again", "a.js", [fn("a"), fn("b"), constant("c", "1"), fn("d")]],
  ];
  it.each(table)("%s", async (_name, file, statements) => {
    const { renderStatements, viaAddStatements } = await vi.importActual<
      typeof import("../../generator/emit/render.js")
    >("../../generator/emit/render.js");
    const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { allowJs: true } });
    const want = viaAddStatements(project.createSourceFile(file, "", { overwrite: true }), statements);
    // Twice: printed, then from what the first call kept.
    expect(renderStatements(file, statements)).toBe(want);
    expect(renderStatements(file, statements)).toBe(want);
  });
});
