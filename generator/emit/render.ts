/**
 * Prints a file's ts-morph statement structures as its text: ts-morph's structure printer (`printStructure`) on the
 * file as one source-file structure, with two-space indentation. No source file is made, since nothing reads the
 * text back as a syntax tree here (the guard parses every file once). The shims' emitters (upgrade modules, the
 * legacy entry point) build their files through this; the entry points are written as text (revision-module.ts).
 *
 * The layout is the printer's: one statement per line, a blank line before a function or a class and after a
 * statement that ends with a block; a structure's `leadingTrivia` adds more (the declaration files put a blank line
 * before each operation's declarations).
 */
import type { StatementStructures } from "ts-morph";
import { tsMorph } from "./ts-morph.js";

const { printStructure, StructureKind } = tsMorph;

/** A structure, or a statement already written as text (dataConstant). */
export type Statement = string | StatementStructures;

export function renderStatements(statements: readonly Statement[]): string {
  if (statements.length === 0) return "";
  return printStructure({ kind: StructureKind.SourceFile, statements: [...statements] }, { indentNumberOfSpaces: 2 });
}

export { dataConstant } from "./data-constant.js";
