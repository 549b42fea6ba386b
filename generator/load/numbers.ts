/**
 * Numbers JavaScript cannot hold as written (docs/safety.md E7): read, never refused, one warning per document, and
 * the exact text the spec wrote kept by pointer for the places that show the value (emit/types-input.ts). Only files
 * that hold such a number keep their text for this (source-file.ts, noted by the limits walk every file passes), so
 * the walk below runs on few documents.
 */
import type { Origin } from "./build.js";
import { warningAt, type Locate, type LoadWarning } from "./errors.js";
import { sourceOf } from "./locate.js";
import { formatPointer } from "./pointer.js";

/** A number token of JSON or of YAML's core schema. */
const NUMBER_TOKEN =
  /[-+]?(?:\.(?:inf|Inf|INF|nan|NaN|NAN)|0x[0-9a-fA-F]+|0o[0-7]+|(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?)/g;

/** How far past a node's position its number may start (after its key, a colon and spaces). */
const REACH = 1024;

/** Whether a parsed number lost what the spec wrote: not finite, or an integer JavaScript cannot hold exactly. */
export function isWide(value: unknown): value is number {
  return (
    typeof value === "number" && (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value)))
  );
}

/** The number token the spec wrote for `value`, at or just after `offset` in `text` (the node's key or value). */
export function numberTextAt(text: string, offset: number, value: number): string | undefined {
  NUMBER_TOKEN.lastIndex = offset;
  for (let m = NUMBER_TOKEN.exec(text); m && m.index < offset + REACH; m = NUMBER_TOKEN.exec(text)) {
    if (sameNumber(m[0], value)) return m[0];
  }
  return undefined;
}

function sameNumber(token: string, value: number): boolean {
  const lower = token.toLowerCase();
  if (lower.endsWith(".nan")) return Number.isNaN(value);
  if (lower.endsWith(".inf")) return value === (lower.startsWith("-") ? -Infinity : Infinity);
  return Number(token.startsWith("+") ? token.slice(1) : token) === value;
}

/**
 * Whether `value` is not what `text` says: not finite, or an integer written with all its digits that the double does
 * not hold exactly (`9223372036854775807`; `9223372036854775808` is 2^63 and exact). A number written with an exponent
 * or a fraction (`1e300`) is a floating-point number, and its double is what it means.
 */
function lost(text: string, value: number): boolean {
  if (!Number.isFinite(value)) return true;
  return /^[-+]?[0-9]+$/.test(text) && BigInt(text) !== BigInt(value);
}

/**
 * Every wide number of the bundled document: by pointer, the number as the spec wrote it, and one warning for the
 * document, or none. `origins` maps parts of the document to the file and place they came from (build.ts); the walk
 * runs only when one of those files may hold such a number.
 */
export function wideNumbers(
  document: unknown,
  origins: Map<string, Origin>,
  locate: Locate,
): { texts: Record<string, string>; warning?: LoadWarning } {
  const texts: Record<string, string> = {};
  if (![...origins.values()].some((o) => o.file.numberText)) return { texts };
  const found: { pointer: string; value: number }[] = [];
  // Depth-first over own keys, one path array pushed and popped (the loader capped the depth at 256, L3).
  const at: string[] = [];
  const walk = (value: unknown): void => {
    if (isWide(value)) {
      const source = sourceOf(origins, at);
      const text = source?.file.numberText?.(source.segments, value);
      if (text !== undefined && !lost(text, value)) return;
      const pointer = formatPointer(at);
      if (text !== undefined) texts[pointer] = text;
      found.push({ pointer, value });
    } else if (typeof value === "object" && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        at.push(key);
        walk(child);
        at.pop();
      }
    }
  };
  walk(document);
  const [first] = found;
  if (first === undefined) return { texts };
  const shown = texts[first.pointer] ?? String(first.value);
  const others = found.length - 1;
  const more = others > 0 ? ` (and ${others} more such number${others > 1 ? "s" : ""})` : "";
  return {
    texts,
    warning: warningAt(
      locate,
      first.pointer,
      `the number ${shown} cannot be held exactly by JavaScript (beyond 2^53 or not finite); it is read as ` +
        `written, typed as its schema's type and shown as the spec writes it${more}`,
    ),
  };
}
