/** The imperative converters: their exported functions, and their JavaScript (generator/shims/README.md). */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type TS from "typescript";

/**
 * The compiler, loaded on first use: only converterJs needs it, and it runs after openapi-typescript and the guard
 * have `typescript` loaded and warm already.
 */
const require = createRequire(import.meta.url);

// Relative to the repository rather than to this file, so that the prebuilt generator (dist/generator) finds it too.
export const convertersDir = path.resolve(import.meta.dirname, "../../generator/shims/converters");

export interface ConverterFile {
  file: string;
  source: string;
  /** The exported function names, read from the text. */
  exports: ReadonlySet<string>;
}

export function converterFile(revision: string, dir = convertersDir): ConverterFile | undefined {
  const file = path.join(dir, `${revision}.ts`);
  if (!existsSync(file)) return undefined;
  const source = readFileSync(file, "utf8");
  return { file, source, exports: exportedFunctions(source) };
}

/**
 * The functions a converter file exports, read from its text rather than its syntax tree: `revforge diff` would
 * otherwise load the compiler for a list of names. Converter files are prettier-formatted TypeScript, where a top-level
 * declaration starts its line and nothing else starts a line with `export function`; `converterJs`, which has the
 * compiler at hand, refuses a file where the two readings differ, so no package is made from a list the compiler would
 * not confirm.
 */
export function exportedFunctions(source: string): Set<string> {
  const declared = /^export\s+(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)/gm;
  return new Set([...source.replace(/\r\n?/g, "\n").matchAll(declared)].map((m) => m[1]!));
}

/**
 * The file as JavaScript, with a banner; throws with file:line:col on a syntax error, and when the compiler does not
 * find the exported functions its text shows (exportedFunctions). Only the file and its text are read.
 */
export function converterJs(c: Pick<ConverterFile, "file" | "source">, banner: string): string {
  const ts = require("typescript") as typeof TS;
  const declared = compilerExports(ts, c);
  const exports = exportedFunctions(c.source);
  if ([...declared].join() !== [...exports].join())
    throw new Error(
      `${path.relative(process.cwd(), c.file)}: its exported functions are ${[...declared].join(", ") || "none"}, but read as text they are ${[...exports].join(", ") || "none"}; start each exported function declaration on a line of its own, and no other line with "export function"`,
    );
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

/** The exported function declarations, by the compiler, in file order. */
function compilerExports(ts: typeof TS, c: Pick<ConverterFile, "file" | "source">): Set<string> {
  const sf = ts.createSourceFile(c.file, c.source, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const out = new Set<string>();
  for (const s of sf.statements)
    if (ts.isFunctionDeclaration(s) && s.name && s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
      out.add(s.name.text);
  return out;
}
