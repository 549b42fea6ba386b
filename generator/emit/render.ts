/**
 * Prints a file's ts-morph statement structures as its text, with ts-morph's structure printer (`printStructure`,
 * two-space indentation): no source file is made, since nothing reads the text back as a syntax tree here (the
 * guard parses every file once, in the worker thread). Every emitter of the package (entry points, shims, legacy)
 * builds its files through this.
 *
 * Statements are separated by a line break, and by a blank line around a function with a body or a constant that
 * spans several lines; a structure's `leadingTrivia` adds more (the declaration files put a blank line before each
 * operation's declarations).
 */
import type { StatementStructures } from "ts-morph";
import { jsonLiteral } from "./escape.js";
import { tsMorph } from "./ts-morph.js";

const { printStructure } = tsMorph;

/** A structure, or a statement already written as text (dataConstant). */
export type Statement = string | StatementStructures;

export function renderStatements(statements: readonly Statement[]): string {
  let text = "";
  let spacious = false;
  for (const statement of statements) {
    const own = typeof statement === "string" ? statement : printStructure(statement, { indentNumberOfSpaces: 2 });
    const block =
      typeof statement === "string" ? own.includes("\n") : "statements" in statement && !!statement.statements;
    if (text !== "") text += spacious || block ? "\n\n" : "\n";
    text += own;
    spacious = block;
  }
  return text === "" ? "" : `${text}\n`;
}

/**
 * `[export] const <name> = <data literal>;` for a top-level constant, written as text: as a structure's initializer
 * a multi-line literal would be indented as a continuation line. `name` is an identifier made by escape.ts, the value
 * goes through jsonLiteral.
 */
export function dataConstant(name: string, value: unknown, exported: boolean): string {
  return `${exported ? "export " : ""}const ${name} = ${jsonLiteral(value)};`;
}
