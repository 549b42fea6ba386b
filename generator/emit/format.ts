/**
 * Formats emitted files with prettier so the package reads like hand-written code and diffs stay small. Files over
 * 256 KB (GitHub's types.d.ts is 6.5 MB, its index.d.ts 1.5 MB; ours stay under 120 KB) keep the printer's layout,
 * which is just as deterministic: prettier on them would cost more than the rest of the run. Two kinds of file skip
 * it as already final: the runtime, formatted when the generator was built (runtime-snapshot.ts), and an ASCII
 * README, laid out as prettier would (output/markdown-layout.ts).
 * Parsers: babel-ts and acorn print the same as prettier's default typescript and babel parsers on what we emit
 * (declarations and plain ES2022) at two to three times the speed.
 */
import * as prettier from "prettier";

const maxFormattedBytes = 256 * 1024;

export async function formatFile(name: string, text: string): Promise<string> {
  if (text.length > maxFormattedBytes) return text;
  const parser = name.endsWith(".json")
    ? "json"
    : name.endsWith(".md")
      ? "markdown"
      : name.endsWith(".ts")
        ? "babel-ts"
        : "acorn";
  return prettier.format(text, { parser, printWidth: 120 });
}
