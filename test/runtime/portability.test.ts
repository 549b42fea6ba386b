/**
 * The runtime is copied verbatim into the generated package and must run on Node 20 fetch and on edge runtimes:
 * no dependencies, no `node:` modules, no Node globals. Checked two ways: every import is a relative `./x.js` of a
 * file in the folder, and the folder type-checks on its own with `types: []` (no @types/node), strict, with the
 * project's flags, so a stray `Buffer`, `process` or `setImmediate` is a compile error here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const dir = fileURLToPath(new URL("../../templates/runtime/", import.meta.url));
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".ts"))
  .sort();

describe("templates/runtime portability", () => {
  it.each(files)("%s imports only sibling runtime files and starts with a banner comment", (file) => {
    const source = readFileSync(path.join(dir, file), "utf8");
    expect(source.startsWith("/**\n")).toBe(true);
    const specifiers = [...source.matchAll(/(?:import|export)[^"';]*?from\s+["']([^"']+)["']/g)].map((m) => m[1]!);
    for (const specifier of specifiers) {
      expect(specifier).toMatch(/^\.\/[a-z-]+\.js$/);
      expect(files).toContain(specifier.slice(2).replace(/\.js$/, ".ts"));
    }
    expect(source).not.toMatch(/\brequire\(|\bimport\(/);
    expect(source.split("\n").length).toBeLessThanOrEqual(300);
  });

  it("type-checks without Node types", () => {
    const program = ts.createProgram(
      files.map((f) => path.join(dir, f)),
      {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
        types: [],
        strict: true,
        noEmit: true,
        verbatimModuleSyntax: true,
        noUncheckedIndexedAccess: true,
        isolatedModules: true,
        skipLibCheck: true,
      },
    );
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(diagnostics).toEqual([]);
  }, 30_000);
});
