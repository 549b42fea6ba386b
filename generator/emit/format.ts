/**
 * Formats emitted files with prettier so the package reads like hand-written code and diffs stay small. Files over
 * 256 KB (GitHub's types.d.ts is 6.5 MB, its index.d.ts 1.5 MB; ours stay under 120 KB) keep the printer's layout,
 * which is just as deterministic: prettier on them would cost more than the rest of the run. Two kinds of file skip
 * it as already final: the runtime, formatted when the generator was built (runtime-snapshot.ts), and an ASCII
 * README, laid out as prettier would (output/markdown-layout.ts).
 * Parsers: babel-ts and acorn print the same as prettier's default typescript and babel parsers on what we emit
 * (declarations and plain ES2022) at two to three times the speed. A script the guard has parsed is formatted in
 * pieces, each distinct piece once per run (format-units.ts): the revisions repeat most of each other's code, and
 * most pieces are plain enough to be laid out as prettier would without calling it (plain-layout.ts).
 */
import * as prettier from "./prettier.js";
import type TS from "typescript";
import { formatByUnits } from "./format-units.js";

const maxFormattedBytes = 256 * 1024;

/** `sf`, the file's syntax tree when the caller has parsed it, lets a script be formatted in pieces (format-units.ts). */
export async function formatFile(name: string, text: string, sf?: TS.SourceFile): Promise<string> {
  if (text.length > maxFormattedBytes) return text;
  const parser = name.endsWith(".json")
    ? "json"
    : name.endsWith(".md")
      ? "markdown"
      : name.endsWith(".ts")
        ? "babel-ts"
        : "acorn";
  const pieces =
    sf && (parser === "babel-ts" || parser === "acorn") ? await formatByUnits(text, sf, parser) : undefined;
  return pieces ?? prettier.format(text, { parser, printWidth: 120 });
}
