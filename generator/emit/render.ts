/**
 * Prints a file's ts-morph statement structures as its text: ts-morph's structure printer (`printStructure`) on the
 * file as one source-file structure, with two-space indentation. No source file is made, since nothing reads the
 * text back as a syntax tree here (the guard parses every file once). Every emitter of the
 * package (entry points, shims, legacy) builds its files through this.
 *
 * The layout is the printer's: one statement per line, a blank line before a function or a class and after a
 * statement that ends with a block; a structure's `leadingTrivia` adds more (the declaration files put a blank line
 * before each operation's declarations).
 */
import type { StatementStructures } from "ts-morph";
import { jsonLiteral } from "./escape.js";
import { tsMorph } from "./ts-morph.js";

const { printStructure, StructureKind } = tsMorph;

/** A structure, or a statement already written as text (dataConstant). */
export type Statement = string | StatementStructures;

export function renderStatements(statements: readonly Statement[]): string {
  if (statements.length === 0) return "";
  return printStructure({ kind: StructureKind.SourceFile, statements: [...statements] }, { indentNumberOfSpaces: 2 });
}

/**
 * `[export] const <name> = <data literal>;` for a top-level constant, written as text: as a structure's initializer
 * a multi-line literal would be indented as a continuation line. `name` is an identifier made by escape.ts, the value
 * goes through jsonLiteral.
 */
export function dataConstant(name: string, value: unknown, exported: boolean): string {
  return `${exported ? "export " : ""}const ${name} = ${jsonLiteral(value)};`;
}
