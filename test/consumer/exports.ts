/**
 * The two sides of every entry point of an installed @revforge/client, for the test that they agree: the value
 * exports its `.d.ts` declares (read with the TypeScript checker, aliases followed, types dropped) and the exports
 * Node actually gives a consumer importing the subpath through the exports map (read in a child node process run in
 * the consumer project, so resolution is Node's own). A name the types promise but the JavaScript lacks compiles and
 * then fails at import time with "does not provide an export named ...".
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { output, run } from "./project.js";

interface Manifest {
  name: string;
  exports: Record<string, string | { types?: string; default?: string }>;
}

function manifest(projectDir: string): { dir: string; pkg: Manifest } {
  const dir = path.join(projectDir, "node_modules/@revforge/client");
  return { dir, pkg: JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as Manifest };
}

/** `"@revforge/client/2023-09-15"` → its `types` file, for every exports entry with types. */
function typedEntries(projectDir: string): Map<string, string> {
  const { dir, pkg } = manifest(projectDir);
  const entries = new Map<string, string>();
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target === "object" && target.types !== undefined) {
      entries.set(pkg.name + subpath.slice(1), path.join(dir, target.types));
    }
  }
  return entries;
}

export function declaredValueExports(projectDir: string): Record<string, string[]> {
  const entries = typedEntries(projectDir);
  const program = ts.createProgram([...entries.values()], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    types: [],
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const result: Record<string, string[]> = {};
  for (const [specifier, file] of entries) {
    const source = program.getSourceFile(file);
    const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    if (module === undefined) throw new Error(`${specifier}: no module symbol for ${file}`);
    result[specifier] = checker
      .getExportsOfModule(module)
      .filter((symbol) => {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        return (target.flags & ts.SymbolFlags.Value) !== 0;
      })
      .map((symbol) => symbol.name)
      .sort();
  }
  return result;
}

export async function runtimeExports(projectDir: string): Promise<Record<string, string[]>> {
  const specifiers = [...typedEntries(projectDir).keys()];
  const script = [
    "const out = {};",
    `for (const s of ${JSON.stringify(specifiers)}) out[s] = Object.keys(await import(s)).sort();`,
    "console.log(JSON.stringify(out));",
  ].join("\n");
  const r = await run(process.execPath, ["--input-type=module", "-e", script], { cwd: projectDir, timeoutMs: 60_000 });
  if (r.code !== 0) throw new Error(`importing the entry points failed: ${output(r)}`);
  return JSON.parse(r.stdout) as Record<string, string[]>;
}
