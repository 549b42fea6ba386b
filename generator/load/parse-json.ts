/**
 * Parses one JSON spec file: a quick scan first, then the native JSON.parse.
 *
 * The scan exists because JSON.parse silently keeps the last of two equal keys (`{"paths":{},"paths":{…}}`,
 * docs/safety.md L2, B18) and because nesting must be capped before anything recursive touches the text (L3). It only
 * looks at structure characters and keys and jumps over strings with indexOf, so it stays cheap next to JSON.parse.
 * Positions are not stored for every value (that would triple the memory of a big spec). `position()` indexes a
 * container the first time a pointer goes through it (where each of its members starts) and keeps that index, so
 * each container's text is scanned at most once however many lookups pass through it: a diff of two vendor-size specs
 * looks up thousands of pointers, nearly all of them through the same few containers near the root.
 */
import type { LineCounter } from "yaml";
import { LoadError, quote, type SourceLocation } from "./errors.js";
import { LIMITS } from "./limits.js";
import { countLines, type ParsedText } from "./lines.js";
import { formatPointer } from "./pointer.js";

export function parseJson(text: string, display: string): ParsedText {
  // Counted on first use: most files are never asked for a position.
  let lines: LineCounter | undefined;
  const linePos = (offset: number) => (lines ??= countLines(text)).linePos(offset);
  const at = (offset: number): SourceLocation => ({ file: display, ...linePos(offset) });
  scan(text, at);
  const offsets = jsonOffsets(text);
  try {
    return { value: JSON.parse(text) as unknown, position: (segments) => linePos(offsets(segments)) };
  } catch (error) {
    const { sentence, offset } = syntaxError(error instanceof Error ? error.message : String(error), text);
    throw new LoadError(`JSON syntax error: ${sentence}`, at(offset));
  }
}

/**
 * V8's sentence about JSON that JSON.parse refused, and where it is: the position the sentence gives, without it;
 * else (Node 20's "Unexpected token 'N', ..."x-n": NaN,\n  "... is not valid JSON", which quotes a piece of the
 * text and names no position) the token alone, at the place syntaxErrorOffset finds, never at the end of the file.
 */
function syntaxError(message: string, text: string): { sentence: string; offset: number } {
  const token = /^(Unexpected token '[\s\S]+?'), [\s\S]* is not valid JSON$/.exec(message);
  if (token) return { sentence: token[1]!, offset: syntaxErrorOffset(text) };
  const position = /(?: in JSON)? at position (\d+)/.exec(message);
  if (!position) return { sentence: message, offset: syntaxErrorOffset(text) };
  return { sentence: message.slice(0, position.index), offset: Number(position[1]) };
}

/**
 * Where text that JSON.parse refused stops being JSON, for V8's messages that name no position (Node 20's "Unexpected
 * token", for a `NaN`, a single-quoted value, a trailing comma in a list; "Unexpected end of JSON input"): the first
 * character no JSON text could have there, or the end. Everything before it is valid JSON (V8 names a position for a
 * bad string or number), so strings are only skipped. A stack of open containers: no nesting can overflow it.
 */
export function syntaxErrorOffset(text: string): number {
  const closers: string[] = [];
  let i = skipWhitespace(text, 0);
  /** Past a member's key and its colon, at its value; or -1 - the offset of what is neither. */
  const member = (): number => {
    if (text[i] !== '"') return -1 - i;
    const end = stringEnd(text, i);
    if (end < 0) return -1 - text.length;
    const colon = skipWhitespace(text, end + 1);
    return text[colon] === ":" ? skipWhitespace(text, colon + 1) : -1 - colon;
  };
  for (;;) {
    // A value starts at i.
    const c = text[i];
    if (c === "{" || c === "[") {
      i = skipWhitespace(text, i + 1);
      if (text[i] === (c === "{" ? "}" : "]")) i++;
      else {
        closers.push(c === "{" ? "}" : "]");
        if (c === "{" && (i = member()) < 0) return -1 - i;
        continue;
      }
    } else if (c === '"') {
      const end = stringEnd(text, i);
      if (end < 0) return text.length;
      i = end + 1;
    } else {
      const end = scalarEnd(text, i);
      if (end < 0) return -1 - end;
      i = end;
    }
    // After a value: a comma and the next one, the end of containers, or the end of the text.
    for (;;) {
      i = skipWhitespace(text, i);
      const closer = closers.at(-1);
      if (closer === undefined) return i;
      if (text[i] === closer) {
        closers.pop();
        i++;
      } else if (text[i] === ",") {
        i = skipWhitespace(text, i + 1);
        if (closer === "}" && (i = member()) < 0) return -1 - i;
        break;
      } else return i;
    }
  }
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

/** Past a number, `true`, `false` or `null` at `i`; or -1 - the offset of the first character that is none. */
function scalarEnd(text: string, i: number): number {
  const word = ["true", "false", "null"].find((one) => one[0] === text[i]);
  if (word) {
    for (let k = 1; k < word.length; k++) if (text[i + k] !== word[k]) return -1 - (i + k);
    return i + word.length;
  }
  NUMBER.lastIndex = i;
  return NUMBER.test(text) ? NUMBER.lastIndex : -1 - i;
}

/** Rejects duplicate keys and too deep nesting. Malformed text is left for JSON.parse to report. */
function scan(text: string, at: (offset: number) => SourceLocation): void {
  const keys: (Set<string> | null)[] = []; // one entry per open container: a key set for objects, null for arrays
  const path: string[] = [];
  let expectKey = false;
  const refuse = (detail: string, offset: number, depth: number) =>
    new LoadError(detail, at(offset), formatPointer(path.slice(0, depth)));
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const end = stringEnd(text, i);
      if (end < 0) return;
      const top = keys[keys.length - 1];
      if (expectKey && top) {
        const key = readKey(text, i, end);
        if (key === undefined) return;
        path[keys.length - 1] = key;
        if (top.has(key))
          throw refuse(`duplicate key ${quote(key)} (JSON.parse would silently keep the last one)`, i, keys.length);
        top.add(key);
        expectKey = false;
      }
      i = end;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      const isObject = c === 0x7b;
      keys.push(isObject ? new Set() : null);
      if (!isObject) path[keys.length - 1] = "0";
      if (keys.length > LIMITS.depth) throw refuse(`nesting is deeper than ${LIMITS.depth} levels`, i, keys.length - 1);
      expectKey = isObject;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      keys.pop();
      expectKey = false;
    } else if (c === 0x2c /* , */) {
      const depth = keys.length - 1;
      if (keys[depth]) expectKey = true;
      else if (depth >= 0) path[depth] = String(Number(path[depth]) + 1);
    }
  }
}

/** Index of the quote that closes the string opening at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const q = text.indexOf('"', from);
    if (q < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(q - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return q;
    from = q + 1;
  }
}

function readKey(text: string, start: number, end: number): string | undefined {
  const raw = text.slice(start + 1, end);
  if (!raw.includes("\\")) return raw;
  try {
    return JSON.parse(text.slice(start, end + 1)) as string;
  } catch {
    return undefined;
  }
}

const WHITESPACE = /[ \t\r\n]*/y;
const STRUCTURE = /["{}[\]]/g;

function skipWhitespace(text: string, i: number): number {
  WHITESPACE.lastIndex = i;
  WHITESPACE.exec(text);
  return WHITESPACE.lastIndex;
}

/** Index just past the JSON value that starts at `i`, in text JSON.parse has read. */
function skipValue(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return stringEnd(text, i) + 1;
  if (c !== "{" && c !== "[") return scalarEnd(text, i);
  let depth = 0;
  STRUCTURE.lastIndex = i;
  for (let m = STRUCTURE.exec(text); m; m = STRUCTURE.exec(text)) {
    const ch = m[0];
    if (ch === '"') STRUCTURE.lastIndex = stringEnd(text, m.index) + 1;
    else if (ch === "{" || ch === "[") depth++;
    else if (--depth === 0) return m.index + 1;
  }
  return text.length;
}

/**
 * Where the members of a container start: for an object, each key's offset and its value's; for an array, each item's.
 * Keys are unique (scan() refuses duplicates).
 */
type Members = { keys: Map<string, { key: number; value: number }> } | { items: number[] };

/**
 * The offset of the member key (or array item) at a pointer's segments, or of its deepest existing ancestor. The
 * containers indexed so far are kept by the offset of their opening bracket.
 */
function jsonOffsets(text: string): (segments: readonly string[]) => number {
  const containers = new Map<number, Members>();
  const membersAt = (open: number): Members | undefined => {
    const known = containers.get(open);
    if (known) return known;
    const object = text[open] === "{";
    if (!object && text[open] !== "[") return undefined;
    const keys = new Map<string, { key: number; value: number }>();
    const items: number[] = [];
    // The text is valid JSON (JSON.parse read it): members are separated by commas, up to the closing bracket.
    for (let i = skipWhitespace(text, open + 1); i < text.length && text[i] !== "}" && text[i] !== "]";) {
      let value = i;
      if (object) {
        const end = stringEnd(text, i);
        const name = readKey(text, i, end);
        value = skipWhitespace(text, skipWhitespace(text, end + 1) + 1); // past the colon
        if (name !== undefined) keys.set(name, { key: i, value });
      } else items.push(i);
      i = skipWhitespace(text, skipValue(text, value));
      if (text[i] === ",") i = skipWhitespace(text, i + 1);
    }
    const members = object ? { keys } : { items };
    containers.set(open, members);
    return members;
  };
  return (segments) => {
    let i = skipWhitespace(text, 0);
    let best = i;
    for (const segment of segments) {
      const members = membersAt(i);
      if (members === undefined) return best;
      if ("keys" in members) {
        const member = members.keys.get(segment);
        if (!member) return best;
        best = member.key;
        i = member.value;
      } else {
        const item = /^(0|[1-9][0-9]*)$/.test(segment) ? members.items[Number(segment)] : undefined;
        if (item === undefined) return best;
        best = i = item;
      }
    }
    return best;
  };
}
