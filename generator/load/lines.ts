/**
 * Line and column of an offset in text the yaml parser did not read (JSON files, the bytes before an encoding error),
 * counted by the yaml package's own LineCounter, as in YAML files: 1-based, columns in UTF-16 code units.
 */
import { LineCounter } from "yaml";
import type { LoadWarning } from "./errors.js";

export function countLines(text: string): LineCounter {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lines.addNewLine(i + 1);
  return lines;
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
