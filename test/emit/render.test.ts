/**
 * renderStatements (generator/emit/render.ts) prints structures with ts-morph's own structure printer and skips the
 * parse `addStatements` does after printing. Held here to what `addStatements` writes, byte for byte, on every file
 * the package for our twelve revisions is built from (entry points, shims, legacy).
 */
import { Project, type StatementStructures } from "ts-morph";
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
