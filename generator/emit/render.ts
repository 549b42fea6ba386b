/**
 * Prints ts-morph statement structures as one file's text, all of a file's statements in one batch (a loop of
 * `addFunction` calls is quadratic in the file's size; one structure for the whole file is not). Every emitter of the package
 * (entry points, shims, legacy) builds its files through this, on ts-morph's public API only.
 */
import type { StatementStructures, WriterFunction } from "ts-morph";
import { jsonLiteral } from "./escape.js";
import { tsMorph } from "./ts-morph.js";

/** What a file's statements may be given as (ts-morph's addStatements takes the same). */
export type Statement = string | WriterFunction | StatementStructures;

const project = new tsMorph.Project({
  useInMemoryFileSystem: true,
  compilerOptions: { allowJs: true },
  manipulationSettings: { indentationText: tsMorph.IndentationText.TwoSpaces },
});

/**
 * `[export] const <name> = <data literal>;` for a top-level constant, written as text: as a structure's initializer
 * a multi-line literal would be indented as a continuation line. `name` is an identifier made by escape.ts, the value
 * goes through jsonLiteral.
 */
export function dataConstant(name: string, value: unknown, exported: boolean): string {
  return `${exported ? "export " : ""}const ${name} = ${jsonLiteral(value)};`;
}

export function renderStatements(name: string, statements: readonly Statement[]): string {
  const file = project.createSourceFile(name, { statements: [...statements] }, { overwrite: true });
  try {
    return file.getFullText();
  } finally {
    project.removeSourceFile(file);
  }
}
