/** The error of a bad config: one line naming the file and the field (README.md, "The config": Errors). */
import { formatPointer } from "../load/pointer.js";
import { oneLine } from "../output/invisible.js";
import type { RawConfig } from "./read.js";

export class ConfigError extends Error {
  /** The config file, as shown (relative to the current folder). */
  readonly file: string;
  /** The JSON pointer of the bad field (`#` for the whole file). */
  readonly pointer: string;
  readonly line?: number;
  readonly col?: number;
  /** The bare sentence. */
  readonly detail: string;

  constructor(detail: string, file: string, pointer = "#", position?: { line: number; col: number }) {
    const where = position ? `${file}:${position.line}:${position.col}` : file;
    super(oneLine(`${where} ${pointer} ${detail}`));
    this.name = "ConfigError";
    this.file = file;
    this.pointer = pointer;
    this.detail = oneLine(detail);
    if (position) Object.assign(this, position);
  }
}

/** The error at a field of the config `raw`: its pointer, and its line and column where the format keeps them. */
export function failAt(raw: RawConfig): (segments: string[], detail: string) => never {
  return (segments, detail) => {
    throw new ConfigError(detail, raw.shown, formatPointer(segments), raw.position?.(segments));
  };
}
