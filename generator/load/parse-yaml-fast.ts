/**
 * The fast path for YAML specs written as plain data, which is nearly all of them: js-yaml, about five times faster
 * than the `yaml` package on our specs (its syntax tree and documents cost a `revforge diff --steps` a third of its
 * time). parse-yaml.ts stays the reference: this returns undefined for anything it is not sure to read the same way,
 * and the caller then parses with `yaml`, so every error, message and refusal still comes from there.
 *
 * Read the same way means: the same value (scalars resolved by YAML 1.2's core schema exactly as `yaml` does, below)
 * and the same position for every pointer (a mapping entry starts at its key, a sequence item at the item). The
 * positions are collected through js-yaml's node listener and cross-checked against the value built: any node whose
 * children cannot be paired one to one with its entries sends the file to the reference parser.
 *
 * Sent to the reference parser without trying: directives (`%YAML`), a byte-order mark, lone CR line breaks, and
 * merge keys. Abandoned on the way: tags, anchors and aliases, keys that are not strings or plain integers, the
 * `__proto__` key, nesting at the depth limit, and anything js-yaml rejects (syntax, duplicate keys, several
 * documents). test/load/parse-yaml-fast.test.ts holds both parsers to the same answers on every YAML file of the
 * repository and on mutated copies of our specs.
 */
import jsyaml from "js-yaml";
import { LIMITS } from "./limits.js";
import { LineIndex } from "./lines.js";
import type { ParsedText } from "./lines.js";

/**
 * YAML 1.2 core schema scalars, with the `yaml` package's patterns and conversions (yaml/dist/schema/core). Every
 * plain scalar is tried against each type in turn, so a type first looks at the one character its pattern can start
 * with (`first`) before running the pattern.
 */
const scalar = (tag: string, first: string, test: RegExp, construct: (text: string) => unknown) =>
  new jsyaml.Type(`tag:yaml.org,2002:${tag}`, {
    kind: "scalar",
    resolve: (text: string) => (text === "" || first.includes(text[0]!)) && test.test(text),
    construct,
  });
const DIGITS = "0123456789";
const CORE = jsyaml.FAILSAFE_SCHEMA.extend({
  implicit: [
    scalar("null", "~nN", /^(?:~|[Nn]ull|NULL)?$/, () => null),
    scalar("bool", "tTfF", /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text[0] === "t" || text[0] === "T"),
    scalar("int", `${DIGITS}-+`, /^(?:0o[0-7]+|[-+]?[0-9]+|0x[0-9a-fA-F]+)$/, (text) =>
      text.startsWith("0o")
        ? parseInt(text.slice(2), 8)
        : text.startsWith("0x")
          ? parseInt(text.slice(2), 16)
          : parseInt(text, 10),
    ),
    scalar(
      "float",
      `${DIGITS}-+.`,
      /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+|[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*))$/,
      (text) =>
        /^\.(?:nan|NaN|NAN)$/.test(text)
          ? NaN
          : /inf$/i.test(text)
            ? text[0] === "-"
              ? Number.NEGATIVE_INFINITY
              : Number.POSITIVE_INFINITY
            : parseFloat(text),
    ),
  ],
});

/** Left to the reference parser before any work: a directive line, a BOM, a CR that is not part of CRLF, `<<`. */
const NOT_PLAIN = /^%|^\uFEFF|\r(?!\n)|<</m;

/** Thrown from the listener to abandon the fast path. */
const GIVE_UP = new Error("not plain YAML data");

/** One node as the listener saw it: where it opened, started and closed, what it became, and its child nodes. */
interface Frame {
  open: number;
  start: number;
  close: number;
  kind: string | null;
  result: unknown;
  children: Frame[];
}

/** Where each entry of a mapping (by key) or sequence (by index) starts, for every collection of the value. */
type Starts = Map<string, number> | number[];

export function parseYamlFast(text: string): ParsedText | undefined {
  if (NOT_PLAIN.test(text)) return undefined;
  const starts = new WeakMap<object, Starts>();
  const stack: Frame[] = [];
  let root: Frame | undefined;
  const listener = (event: jsyaml.EventType, state: jsyaml.State) => {
    if (event === "open") {
      stack.push({ open: state.position, start: 0, close: 0, kind: null, result: null, children: [] });
      return;
    }
    const frame = stack.pop()!;
    frame.close = state.position;
    frame.kind = state.kind ?? null;
    frame.result = state.result;
    frame.start = contentStart(text, frame.open);
    checkText(text, frame);
    // A collection read while js-yaml looked for a block mapping's first key comes back as the only child of a node
    // with the same result; that child holds the entries.
    const wrapper = frame.children.length === 1 && frame.children[0]!.result === frame.result;
    if (frame.kind === "mapping" && !wrapper) starts.set(frame.result as object, mappingStarts(text, frame));
    else if (frame.kind === "sequence" && !wrapper) starts.set(frame.result as object, sequenceStarts(frame));
    frame.children.length = 0; // read; the parent needs this frame only
    const parent = stack.at(-1);
    if (parent) parent.children.push(frame);
    else root = frame;
  };
  let value: unknown;
  try {
    // maxDepth (js-yaml's documented option; its type definitions lag): a node nested deeper than our limit makes
    // js-yaml throw, and the reference parser then refuses the file with its own message.
    const options = { schema: CORE, listener, maxDepth: LIMITS.depth } as jsyaml.LoadOptions;
    value = jsyaml.load(text, options);
  } catch {
    return undefined;
  }
  if (value === null || value === undefined || !root || root.result !== value) return undefined;
  const rootStart = root.start;
  const lines = new LineIndex(text);
  return {
    value,
    position(segments) {
      let node: unknown = value;
      let offset = rootStart;
      for (const segment of segments) {
        const at = typeof node === "object" && node !== null ? starts.get(node) : undefined;
        if (at === undefined) break;
        if (Array.isArray(at)) {
          const index = /^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : at.length;
          if (index >= at.length) break;
          offset = at[index]!;
          node = (node as unknown[])[index];
        } else {
          const start = at.get(segment);
          if (start === undefined) break;
          offset = start;
          node = (node as Record<string, unknown>)[segment];
        }
      }
      return lines.position(offset);
    },
  };
}

/** A mapping's children are its keys and values, in turn; js-yaml may add one empty node where it stopped looking. */
function mappingStarts(text: string, frame: Frame): Map<string, number> {
  const children = frame.children;
  const last = children.at(-1);
  if (children.length % 2 === 1 && last && last.kind === null && last.result === null) children.pop();
  const object = frame.result as Record<string, unknown>;
  const out = new Map<string, number>();
  for (let i = 0; i + 1 < children.length; i += 2) {
    const key = children[i]!;
    const name = keyName(text, key);
    if (name === undefined || !Object.prototype.hasOwnProperty.call(object, name)) throw GIVE_UP;
    if (!same(object[name], children[i + 1]!.result) || out.has(name)) throw GIVE_UP;
    out.set(name, key.start);
  }
  if (children.length % 2 !== 0 || out.size !== Object.keys(object).length) throw GIVE_UP;
  return out;
}

function sequenceStarts(frame: Frame): number[] {
  const array = frame.result as unknown[];
  if (frame.children.length !== array.length) throw GIVE_UP;
  return frame.children.map((child, i) => {
    if (!same(array[i], child.result)) throw GIVE_UP;
    return child.start;
  });
}

/**
 * A key as the reference parser names it: a string, or a plain integer written the way JavaScript prints it (`200`).
 * Anything else (`1.0`, `0x10`, `true`, `~`, a collection) is left to it, as are the keys it refuses or treats apart.
 */
function keyName(text: string, key: Frame): string | undefined {
  if (key.kind !== "scalar") return undefined;
  const value = key.result;
  let name: string | undefined;
  if (typeof value === "string") name = value;
  else if (typeof value === "number" && text.slice(key.start, key.close).trimEnd() === String(value))
    name = String(value);
  return name === undefined || name === "__proto__" ? undefined : name;
}

function same(a: unknown, b: unknown): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

/**
 * Refuses what js-yaml reads more leniently than `yaml`: a quoted scalar over several lines (`yaml` holds its
 * continuation lines to the indentation) and a comment glued to a quoted scalar or a flow collection (`"a"#c`).
 */
function checkText(text: string, frame: Frame): void {
  const start = frame.start;
  const first = text[start];
  const quoted = frame.kind === "scalar" && (first === '"' || first === "'");
  const flow = frame.kind !== "scalar" && (first === "[" || first === "{");
  if (quoted) {
    const newline = text.indexOf("\n", start);
    if (newline !== -1 && newline < frame.close) throw GIVE_UP;
  }
  if ((quoted || flow) && text[frame.close] === "#") throw GIVE_UP;
}

/**
 * Where a node's text starts: js-yaml reports a node when it starts looking for it, before the spaces, line breaks
 * and comments in front of it. A node that starts with a tag, an anchor or an alias is not plain data.
 */
function contentStart(text: string, from: number): number {
  let i = from;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) i++;
    else if (c === 0x23 /* # */ && (i === 0 || /[ \t\r\n]/.test(text[i - 1]!))) {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end;
    } else break;
  }
  const c = text[i];
  if (c === "!" || c === "&" || c === "*") throw GIVE_UP;
  return i;
}
