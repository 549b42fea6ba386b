/**
 * `[export] const <name> = <data literal>;` for a top-level constant of an emitted module, written as text. `name` is
 * an identifier made by escape.ts, the value goes through jsonLiteral.
 */
import { jsonLiteral } from "./escape.js";

export function dataConstant(name: string, value: unknown, exported: boolean): string {
  return `${exported ? "export " : ""}const ${name} = ${jsonLiteral(value)};`;
}
