/**
 * The hand-written runtime folders (templates/runtime/*.ts, and templates/oauth/*.ts for the server-side OAuth entry
 * point), compiled to JavaScript plus declarations for the package, each into the package folder of the same name.
 * They are copied as is: the compiler only strips types and writes .d.ts files; no spec text is involved.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const templatesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../templates");

/** The hand-written folders copied into the package, in package order. */
export const runtimeFolders = ["runtime", "oauth"] as const;

/**
 * Compiled runtime files, keyed by their path inside the package (`runtime/client.js`, `oauth/pkce.d.ts`...). Each file is transpiled on its
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
    const source = readFileSync(path.join(templatesDir, file), "utf8");
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

/** `folder/file.ts` for every source file of the runtime folders that exist. */
function runtimeFiles(): string[] {
  return runtimeFolders.flatMap((folder) => {
    const dir = path.join(templatesDir, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
      .sort()
      .map((f) => `${folder}/${f}`);
  });
}

export function runtimeSourceText(): string {
  return runtimeFiles()
    .map((f) => readFileSync(path.join(templatesDir, f), "utf8"))
    .join("\n");
}
