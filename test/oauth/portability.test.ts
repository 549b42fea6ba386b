/**
 * templates/oauth is copied into the generated package as `oauth/` beside `runtime/` and must run on Node 20 and on
 * edge runtimes: no dependencies, no `node:` modules (except file-store.ts, its own Node-only entry point, which
 * index.ts must not re-export), imports only of sibling files or of `../runtime/<file>.js`, a banner comment first,
 * small files. The edge-safe part type-checks without @types/node (a stray Buffer or process is a compile error).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const dir = fileURLToPath(new URL("../../templates/oauth/", import.meta.url));
const runtimeDir = fileURLToPath(new URL("../../templates/runtime/", import.meta.url));
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".ts"))
  .sort();
const runtimeFiles = readdirSync(runtimeDir).filter((f) => f.endsWith(".ts"));
const specifiersOf = (source: string) =>
  [...source.matchAll(/(?:import|export)[^"';]*?from\s+["']([^"']+)["']/g)].map((m) => m[1]!);

describe("templates/oauth portability", () => {
  it.each(files)("%s imports only siblings and the runtime, and starts with a banner", (file) => {
    const source = readFileSync(path.join(dir, file), "utf8");
    expect(source.startsWith("/**\n")).toBe(true);
    for (const specifier of specifiersOf(source)) {
      if (file === "file-store.ts" && /^node:(fs|path|crypto)$/.test(specifier)) continue;
      const sibling = /^\.\/([a-z-]+)\.js$/.exec(specifier);
      const runtime = /^\.\.\/runtime\/([a-z-]+)\.js$/.exec(specifier);
      expect(sibling ?? runtime, `${file}: ${specifier}`).not.toBeNull();
      if (sibling) expect(files).toContain(`${sibling[1]}.ts`);
      if (runtime) expect(runtimeFiles).toContain(`${runtime[1]}.ts`);
    }
    expect(source).not.toMatch(/\brequire\(|\bimport\(/);
    expect(source.split("\n").length).toBeLessThanOrEqual(260);
  });

  it("index.ts does not re-export the file store", () => {
    const source = readFileSync(path.join(dir, "index.ts"), "utf8");
    expect(specifiersOf(source)).not.toContain("./file-store.js");
  });

  it("type-checks without Node types (file-store.ts aside)", () => {
    const program = ts.createProgram(
      files.filter((f) => f !== "file-store.ts").map((f) => path.join(dir, f)),
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
        isolatedDeclarations: true,
        declaration: true,
        skipLibCheck: true,
      },
    );
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    expect(diagnostics).toEqual([]);
  }, 30_000);
});
