/**
 * The hand-written runtime (templates/runtime/*.ts), compiled to JavaScript plus declarations for the package.
 * It is copied as is: the compiler only strips types and writes .d.ts files; no spec text is involved.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ts } from "ts-morph";

export const runtimeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../templates/runtime");

/** Compiled runtime files, keyed by their name inside the package's runtime/ folder. */
export function compileRuntime(banner: string): Map<string, string> {
  const files = readdirSync(runtimeDir)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
    .sort();
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    declaration: true,
    strict: true,
    skipLibCheck: true,
    verbatimModuleSyntax: true,
    removeComments: false,
    newLine: ts.NewLineKind.LineFeed,
    outDir: "/out",
    rootDir: runtimeDir,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const out = new Map<string, string>();
  host.writeFile = (name, text) => out.set(path.basename(name), `/* ${banner} */\n${text}`);
  const program = ts.createProgram(
    files.map((f) => path.join(runtimeDir, f)),
    options,
    host,
  );
  const result = program.emit();
  const errors = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics].filter(
    (d) => d.category === ts.DiagnosticCategory.Error,
  );
  if (errors.length > 0) {
    const d = errors[0]!;
    const where = d.file ? `${path.relative(process.cwd(), d.file.fileName)}: ` : "";
    throw new Error(`${where}the runtime does not compile: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}

export function runtimeSourceText(): string {
  return readdirSync(runtimeDir)
    .filter((f) => f.endsWith(".ts"))
    .sort()
    .map((f) => readFileSync(path.join(runtimeDir, f), "utf8"))
    .join("\n");
}
