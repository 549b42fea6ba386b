/**
 * Where an upgrade acted in a file, in the lines of the file as it was written: the manual-step comments it added
 * (each on its own line, above the line it flags) and the lines it rewrote. The upgraded text is compared with the
 * original line by line (the `diff` package), its comments taken out first, so that a line that only moved down under
 * a comment counts as untouched.
 */
import { diffLines } from "diff";
import ts from "typescript";
import { markedSteps } from "../../generator/upgrade/manual.js";

export interface Acted {
  /** Each manual-step comment added: its change, and the original lines of the line it stands above. */
  flags: { change?: string; lines: number[] }[];
  /** The original lines (1-based) that were replaced, or that text was inserted before. */
  rewritten: number[];
}

export function actedAt(before: string, after: string): Acted {
  const comments = new Map(markedSteps(after).map((m) => [m.line, m]));
  const kept: string[] = [];
  // For each comment, the index in `kept` of the line it stands above.
  const above: { change?: string; at: number }[] = [];
  after.split("\n").forEach((line, i) => {
    const m = comments.get(i + 1);
    if (m !== undefined) above.push({ change: m.change, at: kept.length });
    else kept.push(line);
  });
  const origin: number[][] = [];
  const rewritten: number[] = [];
  let b = 1;
  const changes = diffLines(before, kept.join("\n"));
  changes.forEach((c, i) => {
    const n = c.count ?? 0;
    if (c.removed) {
      for (let k = 0; k < n; k++) rewritten.push(b + k);
      b += n;
    } else if (c.added) {
      const prev = changes[i - 1];
      // Lines that replace removed ones stand for them; lines only inserted, for the line they come before.
      const replaced = prev?.removed ? range(b - (prev.count ?? 0), b) : [b];
      if (!prev?.removed) rewritten.push(b);
      for (let k = 0; k < n; k++) origin.push(replaced);
    } else for (let k = 0; k < n; k++) origin.push([b++]);
  });
  return { flags: above.map((a) => ({ change: a.change, lines: origin[a.at] ?? [] })), rewritten };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** The lines (1-based) of a program's imports, re-exports and `createClient` statement: what every upgrade moves. */
export function entryLines(text: string): number[] {
  const sf = ts.createSourceFile("program.ts", text, ts.ScriptTarget.ES2022, true);
  const line = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;
  return sf.statements
    .filter(
      (s) =>
        ts.isImportDeclaration(s) ||
        (ts.isExportDeclaration(s) && s.moduleSpecifier !== undefined) ||
        s.getText(sf).includes("createClient("),
    )
    .flatMap((s) => range(line(s.getStart(sf)), line(s.getEnd()) + 1));
}
