/**
 * The caps and key checks every parsed file passes whatever its syntax (docs/safety.md L3, B21): such keys become
 * property names and identifiers downstream. The walk is iterative, so a 10 000-deep document is refused instead of
 * overflowing the stack. Values shared through YAML aliases are counted every time they appear, which is what they
 * cost downstream.
 */
import { errorIn, quote, type SourceLocation } from "./errors.js";
import { isWide } from "./numbers.js";

export const LIMITS = {
  /** Deepest nesting of mappings and sequences. The real specs reach about 15. */
  depth: 256,
  /** Most values in one file (a 13 MB GitHub spec has about 1.5 million). */
  nodes: 5_000_000,
  /** Most YAML alias expansions, as the yaml package counts them (docs/safety.md L2); their values count in `nodes`. */
  aliases: 10_000,
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);

/**
 * Throws a LoadError located with `locate` for the first value that breaks a limit or has a bad key. Returns whether
 * the data holds a number JavaScript could not hold as written (numbers.ts), which the walk notes on its way.
 *
 * Depth first in document order, a key checked when its member comes up, so the problem reported is the first one an
 * author meets reading from the top; one frame per open container, so a scalar costs no allocation (a big spec has a
 * million values).
 */
export function checkLimits(value: unknown, locate: (segments: string[]) => SourceLocation): boolean {
  let nodes = 0;
  let wide = false;
  const path: string[] = [];
  const frames: Frame[] = [];
  let node = value;
  let depth = 0;
  for (;;) {
    if (++nodes > LIMITS.nodes) fail(path.slice(0, depth), `more than ${LIMITS.nodes} values in one file`);
    if (typeof node === "number") wide ||= isWide(node);
    else if (typeof node === "object" && node !== null) {
      if (depth >= LIMITS.depth) fail(path.slice(0, depth), `nesting is deeper than ${LIMITS.depth} levels`);
      const keys = Array.isArray(node) ? undefined : Object.keys(node);
      const length = keys?.length ?? (node as unknown[]).length;
      if (length > 0) frames.push({ items: node as Frame["items"], keys, length, next: 0 });
    }
    // The next value: the next member of the innermost container that has one left.
    let frame = frames[frames.length - 1];
    while (frame && frame.next >= frame.length) {
      frames.pop();
      frame = frames[frames.length - 1];
    }
    if (!frame) return wide;
    depth = frames.length;
    const key = frame.keys ? frame.keys[frame.next++]! : String(frame.next++);
    path[depth - 1] = key;
    if (frame.keys) {
      if (key.includes("\u0000")) fail(path.slice(0, depth), `key ${quote(key)} contains a NUL character`);
      if (hasLoneSurrogate(key))
        fail(path.slice(0, depth), `key ${quote(key)} contains a lone UTF-16 surrogate (not valid Unicode)`);
    }
    node = (frame.items as Record<string, unknown>)[key];
  }

  function fail(at: string[], message: string): never {
    throw errorIn({ locate }, at, message);
  }
}

/** A container being walked: a sequence's items, or a mapping's keys, in order. */
interface Frame {
  items: unknown[] | Record<string, unknown>;
  keys: string[] | undefined;
  length: number;
  next: number;
}
