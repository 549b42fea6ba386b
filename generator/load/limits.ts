/**
 * Size limits for parsed spec data, and the checks every parsed file passes whatever its syntax: depth, node count, and
 * well-formed keys (no NUL character, no lone UTF-16 surrogate: such keys become property names and identifiers
 * downstream, and neither survives a trip through a file name, a header or UTF-8; docs/safety.md L3, B21).
 *
 * The walk is iterative, so a 10 000-deep document is refused instead of overflowing the stack. Values shared
 * through YAML aliases are counted every time they appear, which is what they cost downstream.
 */
import { LoadError, quote, type SourceLocation } from "./errors.js";
import { isWide } from "./numbers.js";
import { formatPointer } from "./pointer.js";

export const LIMITS = {
  /** Deepest nesting of mappings and sequences. The real specs reach about 15. */
  depth: 256,
  /** Most values in one file (a 13 MB GitHub spec has about 1.5 million). */
  nodes: 5_000_000,
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Throws a LoadError located with `locate` for the first value that breaks a limit or has a bad key. Returns whether
 * the data holds a number JavaScript could not hold as written (numbers.ts), which the walk notes on its way.
 */
export function checkLimits(value: unknown, locate: (segments: string[]) => SourceLocation): boolean {
  let nodes = 0;
  let wide = false;
  const stack: Entry[] = [{ value, depth: 0, key: "", parent: undefined }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    if (++nodes > LIMITS.nodes) fail(entry, `more than ${LIMITS.nodes} values in one file`);
    const node = entry.value;
    if (typeof node === "number") wide ||= isWide(node);
    if (typeof node !== "object" || node === null) continue;
    if (entry.depth >= LIMITS.depth) fail(entry, `nesting is deeper than ${LIMITS.depth} levels`);
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--)
        stack.push({ value: node[i], depth: entry.depth + 1, key: String(i), parent: entry });
      continue;
    }
    for (const key of Object.keys(node)) {
      const child: Entry = {
        value: (node as Record<string, unknown>)[key],
        depth: entry.depth + 1,
        key,
        parent: entry,
      };
      if (key.includes("\u0000")) fail(child, `key ${quote(key)} contains a NUL character`);
      if (LONE_SURROGATE.test(key))
        fail(child, `key ${quote(key)} contains a lone UTF-16 surrogate (not valid Unicode)`);
      stack.push(child);
    }
  }
  return wide;

  function fail(entry: Entry, message: string): never {
    const path = pathOf(entry);
    throw new LoadError(message, locate(path), formatPointer(path));
  }
}

interface Entry {
  value: unknown;
  depth: number;
  key: string;
  parent: Entry | undefined;
}

/**
 * The key path of a node in an iterative walk whose entries link to their parent: rebuilt only when a message needs
 * it (the JSON limits walk here and the YAML walk in parse-yaml.ts share it).
 */
export function pathOf(entry: { key: string; parent: { key: string; parent: unknown } | undefined }): string[] {
  const out: string[] = [];
  for (let e = entry as typeof entry | undefined; e?.parent; e = e.parent as typeof entry | undefined) out.push(e.key);
  return out.reverse();
}

/** True when `text` holds a lone surrogate. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}
