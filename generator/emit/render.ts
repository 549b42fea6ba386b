/**
 * Prints ts-morph statement structures as one file's text, in one batch (a loop of addFunction calls is quadratic:
 * toolchain.md pitfall 3). Every emitter of the package (entry points, shims, legacy) builds its files through this.
 *
 * The text comes from ts-morph's own structure printer, the one `addStatements` runs, without the step after it:
 * `addStatements` parses the printed text back into a syntax tree of ts-morph nodes, which this stage never reads
 * (the guard parses every file later anyway). On GitHub's spec that parse was two thirds of the emission, over a
 * second. The printer is reached through ts-morph internals (`_context`, `_getWriterWithChildIndentation`), so the
 * exact ts-morph version is pinned and test/emit/render.test.ts holds this text to `addStatements`' on every file
 * the package emits; if the internals are ever missing, `addStatements` is used.
 */
import type { SourceFile, StatementStructures } from "ts-morph";
import { tsMorph } from "./ts-morph.js";

const { Project } = tsMorph;

const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { allowJs: true } });

interface StatementPrinter {
  printTexts(writer: unknown, structures: readonly StatementStructures[]): void;
}

/** The internals of a ts-morph SourceFile that `insertStatements` uses (ts-morph 28). */
interface SourceFileInternals {
  _context?: { structurePrinterFactory?: { forStatement(options: { isAmbient: boolean }): StatementPrinter } };
  _getWriterWithChildIndentation?(): { toString(): string };
}

export function renderStatements(name: string, statements: StatementStructures[]): string {
  const file = project.createSourceFile(name, "", { overwrite: true });
  try {
    return printed(file, statements) ?? viaAddStatements(file, statements);
  } finally {
    project.removeSourceFile(file);
  }
}

/** What `addStatements` would write into the empty `file`, or undefined when ts-morph's internals are not there. */
function printed(file: SourceFile, statements: StatementStructures[]): string | undefined {
  const internals = file as unknown as SourceFileInternals;
  const factory = internals._context?.structurePrinterFactory;
  if (!factory || typeof internals._getWriterWithChildIndentation !== "function") return undefined;
  const writer = internals._getWriterWithChildIndentation();
  // insertStatements: ambient in a declaration file; insertChildText: a first child of a file ends with a newline.
  factory.forStatement({ isAmbient: file.isDeclarationFile() }).printTexts(writer, statements);
  const text = writer.toString();
  return text === "" || text.endsWith("\n") ? text : `${text}\n`;
}

/** The public way: insert, then read the file's text back. */
export function viaAddStatements(file: SourceFile, statements: StatementStructures[]): string {
  file.addStatements(statements);
  return file.getFullText();
}
