/**
 * Offsets to 1-based line and column, for the parts of the loader that read text without the yaml package's
 * LineCounter (JSON files, byte-level errors). Columns count UTF-16 code units, as the yaml package does.
 */
import type { LoadWarning } from "./errors.js";

export class LineIndex {
  private starts: number[] | undefined;

  constructor(private readonly text: string) {}

  position(offset: number): { line: number; col: number } {
    const starts = (this.starts ??= lineStarts(this.text));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - (starts[lo] ?? 0) + 1 };
  }

  /** The offset of a 1-based line and column. */
  offset(line: number, col: number): number {
    const starts = (this.starts ??= lineStarts(this.text));
    return (starts[line - 1] ?? this.text.length) + col - 1;
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

/** What every parser of spec text returns (parse-yaml.ts, parse-json.ts). */
export interface ParsedText {
  value: unknown;
  /** Line and column of the node at `segments`, or of its deepest existing ancestor. */
  position(segments: readonly string[]): { line: number; col: number };
  /** Set when a YAML alias puts one parsed node at several places. */
  aliased?: boolean;
  /** What the parser read that is unusual but safe (a YAML merge key), one located warning each. */
  warnings?: LoadWarning[];
}
