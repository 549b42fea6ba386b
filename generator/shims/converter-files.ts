/**
 * The imperative converters (generator/shims/converters/<revision>.ts): which functions each file exports (read from
 * its syntax tree, never by running it) and its JavaScript for the package, stripped of types like the runtime
 * (generator/emit/runtime.ts). Why they live here rather than beside the declarations: they are TypeScript typed
 * with the generated types of both revisions, checked by the project's tsc where they are; specs/ holds data only.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ts as TS } from "ts-morph";

/**
 * ts-morph's compiler, loaded on first use: importing it costs about 0.4 s, which `revforge diff` would pay on every
 * run for a converter file that most pairs never need.
 */
let compiler: typeof TS | undefined;
const typescript = (): typeof TS => (compiler ??= (createRequire(import.meta.url)("ts-morph") as { ts: typeof TS }).ts);

// Relative to the repository rather than to this file, so that the prebuilt generator (dist/generator) finds it too.
export const convertersDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../generator/shims/converters",
);

export interface ConverterFile {
  revision: string;
  file: string;
  source: string;
  /** The exported function names, parsed on first read. */
  readonly exports: ReadonlySet<string>;
}

export function converterFile(revision: string, dir = convertersDir): ConverterFile | undefined {
  const file = path.join(dir, `${revision}.ts`);
  if (!existsSync(file)) return undefined;
  const source = readFileSync(file, "utf8");
  let exports: Set<string> | undefined;
  return {
    revision,
    file,
    source,
    get exports() {
      return (exports ??= exportedFunctions(file, source));
    },
  };
}

function exportedFunctions(file: string, source: string): Set<string> {
  const ts = typescript();
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const out = new Set<string>();
  for (const s of sf.statements)
    if (ts.isFunctionDeclaration(s) && s.name && s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
      out.add(s.name.text);
  return out;
}

/** The file as JavaScript, with a banner; throws with file:line:col on a syntax error. */
export function converterJs(c: ConverterFile, banner: string): string {
  const ts = typescript();
  const out = ts.transpileModule(c.source, {
    fileName: c.file,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ES2022,
      verbatimModuleSyntax: true,
      removeComments: false,
      newLine: ts.NewLineKind.LineFeed,
    },
  });
  const problem = out.diagnostics?.find((d) => d.category === ts.DiagnosticCategory.Error);
  if (problem) {
    const at =
      problem.file && problem.start !== undefined
        ? problem.file.getLineAndCharacterOfPosition(problem.start)
        : undefined;
    const where = at ? `:${at.line + 1}:${at.character + 1}` : "";
    throw new Error(
      `${path.relative(process.cwd(), c.file)}${where} does not compile: ${ts.flattenDiagnosticMessageText(problem.messageText, " ")}`,
    );
  }
  return `/* ${banner} */\n${out.outputText}`;
}
