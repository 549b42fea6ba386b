/**
 * Prints ts-morph statement structures as one file's text, all of a file's statements in one call (a loop of
 * addFunction calls is quadratic: toolchain.md pitfall 3). Every emitter of the package (entry points, shims, legacy) builds its files through this.
 *
 * The text comes from ts-morph's own structure printer, the one `addStatements` runs, without the step after it:
 * `addStatements` parses the printed text back into a syntax tree of ts-morph nodes, which this stage never reads
 * (the guard parses every file later anyway). On GitHub's spec that parse was two thirds of the emission, over a
 * second. The printer is reached through ts-morph internals (`_context`, `_getWriterWithChildIndentation`), so the
 * exact ts-morph version is pinned and test/emit/render.test.ts holds this text to `addStatements`' on every file
 * the package emits; if the internals are ever missing, `addStatements` is used.
 *
 * The twelve revisions' entry points share most of their statements (an operation's function reads the same in every
 * revision that has it), so each distinct statement is printed once per run, on a writer of its own, and a file is
 * those texts joined the way ts-morph's statement printer separates them (`separator`). In a `generate` of our specs
 * about 700 of 4,700 statements are printed, and printing takes 0.14 s of the main thread instead of 0.22 s (most of
 * what is left is the first revision's, on code not yet optimised).
 */
import type { SourceFile, StatementStructures, WriterFunction } from "ts-morph";

/** What a file's statements may be given as (ts-morph's addStatements takes the same). */
type Statement = string | WriterFunction | StatementStructures;
import { tsMorph } from "./ts-morph.js";

const { Project } = tsMorph;

const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { allowJs: true } });

interface StatementPrinter {
  printTexts(writer: unknown, structures: readonly Statement[]): void;
}

/** The internals of a ts-morph SourceFile that `insertStatements` uses (ts-morph 28). */
interface SourceFileInternals {
  _context?: { structurePrinterFactory?: { forStatement(options: { isAmbient: boolean }): StatementPrinter } };
  _getWriterWithChildIndentation?(): { toString(): string };
}

export function renderStatements(name: string, statements: readonly Statement[]): string {
  const text = printed(scratchFile(name), statements);
  if (text !== undefined) return text;
  const file = project.createSourceFile(name, "", { overwrite: true });
  try {
    return viaAddStatements(file, statements);
  } finally {
    project.removeSourceFile(file);
  }
}

/**
 * An empty file that stands for every file of `name`'s kind (a declaration file or not: all the printer asks of it):
 * printing never writes into it, so one of each kind serves the run instead of a file created and removed per call.
 */
const scratch = new Map<boolean, SourceFile>();
function scratchFile(name: string): SourceFile {
  // TypeScript's declaration file names: .d.ts, .d.mts, .d.cts and .d.<extension>.ts.
  const ambient = /\.d\.([^.]+\.)?[cm]?ts$/.test(name);
  let file = scratch.get(ambient);
  if (file === undefined)
    scratch.set(ambient, (file = project.createSourceFile(ambient ? "scratch.d.ts" : "scratch.js", "")));
  return file;
}

/** A statement's own text, by file kind (ambient or not) and structure; kept for the rest of the run. */
const printedOnce = new Map<string, string>();
// A long-lived process (a watch mode, a test run) starts over past this many statements; a run keeps about 700.
const maxKept = 50_000;

/** What `addStatements` would write into the empty `file`, or undefined when ts-morph's internals are not there. */
function printed(file: SourceFile, statements: readonly Statement[]): string | undefined {
  const internals = file as unknown as SourceFileInternals;
  const factory = internals._context?.structurePrinterFactory;
  const writerOf = internals._getWriterWithChildIndentation;
  if (!factory || typeof writerOf !== "function") return undefined;
  if (printedOnce.size > maxKept) printedOnce.clear();
  // insertStatements: ambient in a declaration file.
  const ambient = file.isDeclarationFile();
  const printer = factory.forStatement({ isAmbient: ambient });
  const own = (statement: Statement): string => {
    const key = memoKey(ambient, statement);
    let text = key === undefined ? undefined : printedOnce.get(key);
    if (text === undefined) {
      const writer = writerOf.call(file);
      printer.printTexts(writer, [statement]);
      text = writer.toString();
      if (key !== undefined) printedOnce.set(key, text);
    }
    return text;
  };
  const parts: string[] = [];
  for (const statement of statements) parts.push(separator(parts, statement, ambient), own(statement));
  const text = parts.join("");
  // insertChildText: a first child of a file ends with a newline.
  return text === "" || text.endsWith("\n") ? text : `${text}\n`;
}

/**
 * The memo key of a statement: its structure as JSON, or undefined when it holds a writer function (whose text JSON
 * cannot tell apart; printed every time).
 */
function memoKey(ambient: boolean, statement: Statement): string | undefined {
  if (typeof statement === "function") return undefined;
  let plain = true;
  const json = JSON.stringify(statement, (_key, value: unknown) => {
    if (typeof value === "function") plain = false;
    return value;
  });
  return plain ? `${ambient ? "d" : "s"}${json}` : undefined;
}

/**
 * What ts-morph's statement printer (StatementStructurePrinter.printTexts and printText) writes before `statement` on
 * a writer holding `parts`: nothing at the start of the file; else a blank line after a `}` and a line break after
 * anything else; and a blank line before an interface, class, namespace or enum, and before a function outside a
 * declaration file. code-block-writer's tests on the text it holds, done on the last characters of `parts` (the
 * text is never joined or scanned whole: that made a file quadratic).
 */
function separator(parts: readonly string[], statement: Statement, ambient: boolean): string {
  if (lastChars(parts).next().done) return "";
  const kind = typeof statement === "object" ? statement.kind : undefined;
  const blank =
    lastNonWhitespace(parts) === "}" ||
    (kind !== undefined && (blankBefore.has(kind) || (kind === StructureKind.Function && !ambient)));
  // code-block-writer's newLineIfLastNot (the last character is a line break) and blankLineIfLastNot (two line
  // breaks at the end, carriage returns aside).
  const breaks = trailingBreaks(parts);
  if (!blank) return breaks.last ? "" : "\n";
  if (breaks.count >= 2) return "";
  return breaks.last ? "\n" : "\n\n";
}

const { StructureKind } = tsMorph;
const blankBefore = new Set<number>([
  StructureKind.Class,
  StructureKind.Interface,
  StructureKind.Module,
  StructureKind.Enum,
]);
// ts-morph's whitespace (StringUtils.isWhitespaceCharCode).
const whitespace = new Set([" ", "\f", "\n", "\r", "\t", "\v", "\u00A0", "\u2028", "\u2029"]);

/** The characters of `parts` from the last one back. */
function* lastChars(parts: readonly string[]): Generator<string> {
  for (let p = parts.length - 1; p >= 0; p--) for (let c = parts[p]!.length - 1; c >= 0; c--) yield parts[p]![c]!;
}

function lastNonWhitespace(parts: readonly string[]): string | undefined {
  for (const char of lastChars(parts)) if (!whitespace.has(char)) return char;
  return undefined;
}

/** Whether the text ends with a line break (`\n` or `\r`), and how many `\n` end it with only `\r` among them. */
function trailingBreaks(parts: readonly string[]): { last: boolean; count: number } {
  let count = 0;
  let first: string | undefined;
  for (const char of lastChars(parts)) {
    first ??= char;
    if (char === "\n") {
      if (++count === 2) break;
    } else if (char !== "\r") break;
  }
  return { last: first === "\n" || first === "\r", count };
}

/** The public way: insert, then read the file's text back. */
export function viaAddStatements(file: SourceFile, statements: readonly Statement[]): string {
  file.addStatements(statements);
  return file.getFullText();
}
