/**
 * The caps and key checks every parsed file passes whatever its syntax (docs/safety.md L3, B21): such keys become
 * property names and identifiers downstream. The walk goes no deeper than the depth limit, so a 10 000-deep document
 * is refused instead of overflowing the stack. Values shared through YAML aliases are counted every time they appear, which is what they
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
 * author meets reading from the top; one path array is pushed and popped, so a scalar costs no allocation (a big spec
 * has a million values).
 */
export function checkLimits(value: unknown, locate: (segments: string[]) => SourceLocation): boolean {
  let nodes = 0;
  let wide = false;
  const at: string[] = [];
  const fail = (message: string): never => {
    throw errorIn({ locate }, at, message);
  };
  const visit = (node: unknown): void => {
    if (++nodes > LIMITS.nodes) fail(`more than ${LIMITS.nodes} values in one file`);
    if (typeof node === "number") wide ||= isWide(node);
    if (typeof node !== "object" || node === null) return;
    if (at.length >= LIMITS.depth) fail(`nesting is deeper than ${LIMITS.depth} levels`);
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        at.push(String(i));
        visit(node[i]);
        at.pop();
      }
      return;
    }
    for (const key of Object.keys(node)) {
      at.push(key);
      if (key.includes("\u0000")) fail(`key ${quote(key)} contains a NUL character`);
      if (hasLoneSurrogate(key)) fail(`key ${quote(key)} contains a lone UTF-16 surrogate (not valid Unicode)`);
      visit((node as Record<string, unknown>)[key]);
      at.pop();
    }
  };
  visit(value);
  return wide;
}
