/**
 * The guard of compiled instruction lists (index.ts): such a file holds code, which the post-generation guard
 * (generator/emit/guard.ts) rightly refuses in emitted files, so it is checked another way. The compiler renders the
 * same lists a second time, every declaration string written as one neutral literal (`"s"`) and every decision taken
 * as before; the two texts must have the same tokens, string literals aside. A declaration string that got out of
 * its literal would have added or changed tokens.
 */
import type { ts as TS } from "ts-morph";
import { tsMorph } from "../../emit/ts-morph.js";

const { ts } = tsMorph;

export class CompiledGuardError extends Error {
  constructor(file: string, line: number, col: number, what: string) {
    super(`${file}:${line}:${col} compiled shim code rejected by the guard: ${what}`);
    this.name = "CompiledGuardError";
  }
}

function tokens(text: string): { kind: TS.SyntaxKind; text: string; pos: number }[] {
  const scanner = ts.createScanner(ts.ScriptTarget.ES2022, true, ts.LanguageVariant.Standard, text);
  const out: { kind: TS.SyntaxKind; text: string; pos: number }[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    // A `/` or `}` the plain scan cannot place (a regular expression, a template's tail) is left as is: the
    // compiler writes neither, so both texts would have to have one at the same place to pass.
    out.push({ kind, text: scanner.getTokenText(), pos: scanner.getTokenStart() });
  }
  return out;
}

/** Throws unless `text` and `shape` are the same tokens, string literals aside. */
export function guardCompiled(file: string, text: string, shape: string): void {
  const a = tokens(text);
  const b = tokens(shape);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    const same =
      x !== undefined &&
      y !== undefined &&
      x.kind === y.kind &&
      (x.kind === ts.SyntaxKind.StringLiteral || x.text === y.text);
    if (!same) {
      const pos = x?.pos ?? text.length;
      const before = text.slice(0, pos).split("\n");
      throw new CompiledGuardError(
        file,
        before.length,
        before[before.length - 1]!.length + 1,
        `${JSON.stringify(x?.text ?? "end of file")} where the code's shape has ${JSON.stringify(y?.text ?? "the end")}`,
      );
    }
  }
}
