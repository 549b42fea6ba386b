/**
 * The hand-written runtime folders (templates/runtime/*.ts, and templates/oauth/*.ts for the server-side OAuth entry
 * point), compiled to JavaScript plus declarations for the package, each into the package folder of the same name.
 * They are copied as is: the compiler only strips types and writes .d.ts files; no spec text is involved.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ts as TS } from "ts-morph";
import { tsMorph } from "./ts-morph.js";
import { runtimeFiles, templatesDir } from "./runtime-files.js";

const { ts } = tsMorph;

/**
 * Compiled runtime files, keyed by their path inside the package (`runtime/client.js`, `oauth/pkce.d.ts`...). One
 * program over the template files with `noCheck` and isolated declarations: JavaScript by stripping types,
 * declarations from each file's own annotations (every export of the runtime carries its type), so no type-checker
 * runs and no file outside templates/ is read. The same output as transpiling file by file, at a fifth of the cost.
 * The runtime is type-checked where it lives, by the project's tsc and its tests.
 */
export function compileRuntime(banner: string): Map<string, string> {
  const options: TS.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    declaration: true,
    isolatedDeclarations: true,
    isolatedModules: true,
    verbatimModuleSyntax: true,
    removeComments: false,
    newLine: ts.NewLineKind.LineFeed,
    noCheck: true,
    noLib: true,
    noResolve: true,
    types: [],
    outDir: templatesDir,
  };
  const sources = new Map(
    runtimeFiles().map((f) => [path.join(templatesDir, f), readFileSync(path.join(templatesDir, f), "utf8")]),
  );
  const host = ts.createCompilerHost(options);
  host.getSourceFile = (name, language) => {
    const text = sources.get(name);
    return text === undefined ? undefined : ts.createSourceFile(name, text, language);
  };
  host.fileExists = (name) => sources.has(name);
  host.readFile = (name) => sources.get(name);
  const out = new Map<string, string>();
  host.writeFile = (name, text) =>
    out.set(path.relative(templatesDir, name).split(path.sep).join("/"), `/* ${banner} */\n${text}`);
  const program = ts.createProgram([...sources.keys()], options, host);
  const { diagnostics } = program.emit();
  const problem = [...program.getSyntacticDiagnostics(), ...diagnostics].find(
    (d) => d.category === ts.DiagnosticCategory.Error,
  );
  if (problem) {
    const where =
      problem.file && problem.start !== undefined
        ? problem.file.getLineAndCharacterOfPosition(problem.start)
        : undefined;
    const file = problem.file ? path.relative(path.dirname(templatesDir), problem.file.fileName) : "templates";
    const at = where ? `:${where.line + 1}:${where.character + 1}` : "";
    throw new Error(`${file}${at} does not compile: ${ts.flattenDiagnosticMessageText(problem.messageText, " ")}`);
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}
