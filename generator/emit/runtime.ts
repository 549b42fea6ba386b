/**
 * The hand-written runtime (templates/runtime/*.ts), compiled to JavaScript plus declarations for the package.
 * It is copied as is: the compiler only strips types and writes .d.ts files; no spec text is involved.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const runtimeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../templates/runtime");

/**
 * Compiled runtime files, keyed by their name inside the package's runtime/ folder. Each file is transpiled on its
 * own: JavaScript by stripping types, declarations with `transpileDeclaration` (isolated declarations: every export
 * of the runtime carries its own type annotation), so no type-checker runs here. The runtime is type-checked where it
 * lives, by the project's tsc and its tests.
 */
export function compileRuntime(banner: string): Map<string, string> {
  const compilerOptions: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    declaration: true,
    isolatedDeclarations: true,
    verbatimModuleSyntax: true,
    removeComments: false,
    newLine: ts.NewLineKind.LineFeed,
  };
  const out = new Map<string, string>();
  for (const file of runtimeFiles()) {
    const source = readFileSync(path.join(runtimeDir, file), "utf8");
    const { declaration: _d, isolatedDeclarations: _i, ...jsOptions } = compilerOptions;
    const js = ts.transpileModule(source, { compilerOptions: jsOptions, fileName: file, reportDiagnostics: true });
    const dts = ts.transpileDeclaration(source, { compilerOptions, fileName: file, reportDiagnostics: true });
    const problem = [...(js.diagnostics ?? []), ...(dts.diagnostics ?? [])].find(
      (d) => d.category === ts.DiagnosticCategory.Error,
    );
    if (problem) {
      const where =
        problem.file && problem.start !== undefined
          ? problem.file.getLineAndCharacterOfPosition(problem.start)
          : undefined;
      const at = where ? `:${where.line + 1}:${where.character + 1}` : "";
      throw new Error(
        `templates/runtime/${file}${at} does not compile: ${ts.flattenDiagnosticMessageText(problem.messageText, " ")}`,
      );
    }
    const stem = file.replace(/\.ts$/, "");
    out.set(`${stem}.js`, `/* ${banner} */\n${js.outputText}`);
    out.set(`${stem}.d.ts`, `/* ${banner} */\n${dts.outputText}`);
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}

function runtimeFiles(): string[] {
  return readdirSync(runtimeDir)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
    .sort();
}

export function runtimeSourceText(): string {
  return runtimeFiles()
    .map((f) => readFileSync(path.join(runtimeDir, f), "utf8"))
    .join("\n");
}
