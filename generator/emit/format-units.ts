/**
 * Prettier once per distinct piece of code. The twelve revisions share most of what they emit (an operation's
 * function and types, a schema, a path entry change in one revision and then stay the same), so formatting every
 * file whole formats the same text about ten times over. This formats a file in pieces ("units"): each top-level
 * statement, and each member of a large interface or object type (recursively: `components` -> `schemas` -> one
 * schema), and keeps every formatted unit for the rest of the run, keyed by its parser, text and the indentation it
 * lands at.
 *
 * Why the pieces compose: with our options prettier prints a statement list, and the members of an object type whose
 * `{` is followed by a line break, as each item printed on its own lines at the block's indentation, a blank line
 * kept where the source had one; an item's layout depends only on its own text and that indentation (property keys
 * are unquoted one by one under quoteProps "as-needed"). So the file is formatted as a skeleton in which each run of
 * sibling units is one placeholder line, which places the runs and lays out everything around them, and the units
 * themselves are laid out without prettier when they are plain (plain-layout.ts, nearly all of them), the others in
 * one prettier batch per indentation, nested to that depth and separated by marker lines. Any doubt (a
 * comment between units, a marker not found where expected, a piece prettier refuses) returns undefined and the
 * caller formats the file whole; test/emit/format-units.test.ts holds the result to whole-file prettier on every file
 * we emit, on a table of awkward shapes and on seeded random object types.
 */
import * as prettier from "./prettier.js";
import type TS from "typescript";
import { plainLayout } from "./plain-layout.js";
import { ts } from "./typescript.js";

export type UnitParser = "babel-ts" | "acorn";

/** Containers smaller than this stay one unit: below it, splitting costs more than repeats save. */
const splitAbove = 1024;

export interface Unit {
  node: TS.Node;
  start: number;
  end: number;
  /** A member of an object type (else a top-level statement). */
  member: boolean;
  /** Which list (of statements, of one object type's members) the unit is an item of. */
  list: number;
}

/** Formatted units of this run (undefined: not formattable in a batch), by parser, indentation and text. */
const done = new Map<string, Promise<string | undefined>>();
// A long-lived process (a watch mode, a test run) starts over past this many units; our revisions keep about 1,000.
const maxKept = 50_000;

export async function formatByUnits(text: string, sf: TS.SourceFile, parser: UnitParser): Promise<string | undefined> {
  if (done.size > maxKept) done.clear();
  const units = unitsOf(text, sf);
  if (units === undefined || units.length === 0) return undefined;
  const marker = freshMarker(text);
  // Runs: units of one list in a row, with spaces and line breaks alone between them. A run lands at one
  // indentation, a unit per line and a blank line where the source had one, so one placeholder stands for it.
  const runs: Unit[][] = [];
  units.forEach((unit, i) => {
    const previous = units[i - 1];
    if (previous?.list === unit.list && /^[ \t\n]*$/.test(text.slice(previous.end, unit.start)))
      runs.at(-1)!.push(unit);
    else runs.push([unit]);
  });
  const placeholder = (run: Unit[], r: number) => (run[0]!.member ? `${marker}p${r}: 0;` : `${marker}p${r};`);
  // The skeleton: each run replaced by its placeholder, everything between runs kept as it is.
  let skeleton = "";
  let at = 0;
  runs.forEach((run, r) => {
    skeleton += text.slice(at, run[0]!.start) + placeholder(run, r);
    at = run.at(-1)!.end;
  });
  skeleton += text.slice(at);
  // A file of statements alone (the entry points, the upgrade modules) is one run: prettier would print just that
  // line. A file prettier cannot parse fails in the caller's whole-file format, with positions in the file itself.
  const formatted =
    runs.length === 1 && !units[0]!.member && skeleton.trim() === placeholder(runs[0]!, 0)
      ? `${placeholder(runs[0]!, 0)}\n`
      : await prettier.format(skeleton, { parser, printWidth: 120 }).catch(() => undefined);
  if (formatted === undefined) return undefined;
  const lines = formatted.split("\n");

  // Where each placeholder landed, and so at which indentation its run is printed.
  const placed: { line: number; indent: number }[] = [];
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l]!;
    const trimmed = line.trimStart();
    if (!trimmed.startsWith(`${marker}p`)) continue;
    const r = placed.length;
    const run = runs[r];
    if (run === undefined || trimmed !== placeholder(run, r)) return undefined;
    const indent = line.length - trimmed.length;
    if (run[0]!.member === (indent === 0) || indent % 2 !== 0) return undefined;
    placed.push({ line: l, indent });
  }
  if (placed.length !== runs.length) return undefined;

  const keys = runs.map((run, r) =>
    run.map((unit) => `${parser}\n${placed[r]!.indent}\n${text.slice(unit.start, unit.end)}`),
  );
  // A unit new to this run is laid out without prettier when it is plain (plain-layout.ts: a type declaration or one
  // of the entry points' statements), and goes to prettier otherwise.
  const missing = new Map<number, Set<string>>();
  keys.forEach((run, r) => {
    const indent = placed[r]!.indent;
    run.forEach((key, k) => {
      if (done.has(key)) return;
      const unit = runs[r]![k]!;
      const plain = plainLayout(unit.node, sf, unit.start, indent);
      if (plain !== undefined) done.set(key, Promise.resolve(plain));
      else missing.set(indent, (missing.get(indent) ?? new Set()).add(key));
    });
  });
  // Registered before they are awaited, so that files formatted at the same time (the emit worker takes its jobs as
  // they come) share them.
  for (const [indent, set] of missing) {
    const batch = [...set];
    const formatted = formatBatch(indent, batch, parser, marker).catch(() => undefined);
    batch.forEach((key, i) =>
      done.set(
        key,
        formatted.then((texts) => texts?.[i]),
      ),
    );
  }
  const texts = await Promise.all(keys.map((run) => Promise.all(run.map((key) => done.get(key)!))));
  for (const [r, run] of runs.entries()) {
    const printed = texts[r]!;
    if (printed.some((t) => t === undefined)) return undefined;
    // A blank line between two units where the source had at least one (prettier keeps one).
    lines[placed[r]!.line] = printed
      .map((t, k) => (k > 0 && text.slice(run[k - 1]!.end, run[k]!.start).split("\n").length > 2 ? `\n${t}` : t))
      .join("\n");
  }
  return lines.join("\n");
}

/**
 * The units of a file, in order, or undefined when its statements are not separated by whitespace alone (a comment
 * on a statement's last line would belong to the placeholder in the skeleton).
 */
export function unitsOf(text: string, sf: TS.SourceFile): Unit[] | undefined {
  const units: Unit[] = [];
  const whitespace = (from: number, to: number) => from <= to && text.slice(from, to).trim() === "";
  const startOf = (node: TS.Node) => ts.getLeadingCommentRanges(text, node.pos)?.[0]?.pos ?? node.getStart(sf);

  // Items separated by whitespace alone, from `from` to `to`; each one is split further when it is a large object
  // type whose members are in turn separated by whitespace alone, and is one unit otherwise.
  let lists = 0;
  const list = (items: readonly TS.Node[], from: number, to: number, member: boolean): boolean => {
    const id = lists++;
    let at = from;
    for (const item of items) {
      const start = startOf(item);
      if (!whitespace(at, start) || printedApart(item)) return false;
      const before = units.length;
      if (!(item.end - start > splitAbove && splitObject(item))) {
        units.length = before;
        units.push({ node: item, start, end: item.end, member, list: id });
      }
      at = item.end;
    }
    return whitespace(at, to);
  };
  const splitObject = (item: TS.Node): boolean => {
    const object = objectType(item);
    if (object === undefined || object.members.length === 0) return false;
    const { members } = object;
    const close = object.end - 1;
    // prettier keeps an object type expanded only when its `{` is followed by a line break.
    return (
      text[close] === "}" &&
      text.slice(members.pos, startOf(members[0]!)).includes("\n") &&
      list(members, members.pos, close, true)
    );
  };
  return list(sf.statements, 0, text.length, false) ? units : undefined;
}

/**
 * Statements prettier does not print as one statement among others: an empty statement (it drops it) and a string
 * on its own (a directive at the top of a file, an expression elsewhere).
 */
function printedApart(node: TS.Node): boolean {
  return ts.isEmptyStatement(node) || (ts.isExpressionStatement(node) && ts.isStringLiteralLike(node.expression));
}

/** An interface, or the object type given to a type alias or a property: its members and where it ends. */
function objectType(node: TS.Node): { members: TS.NodeArray<TS.TypeElement>; end: number } | undefined {
  if (ts.isInterfaceDeclaration(node)) return node;
  if ((ts.isTypeAliasDeclaration(node) || ts.isPropertySignature(node)) && node.type && ts.isTypeLiteralNode(node.type))
    return node.type;
  return undefined;
}

/**
 * Formats units that land at one indentation, in one prettier call: statements one after another, members nested in
 * object types to that depth; a marker line after each unit tells where the next begins. `keys` are memo keys (the
 * unit's text after two header lines). Exported for test/emit/plain-layout.test.ts, which holds plain layouts to it.
 */
export async function formatBatch(
  indent: number,
  keys: string[],
  parser: UnitParser,
  marker: string,
): Promise<string[] | undefined> {
  const bodies = keys.map((key) => key.slice(key.indexOf("\n", key.indexOf("\n") + 1) + 1));
  const depth = indent / 2;
  const separator = indent === 0 ? `${marker}s;` : `${marker}s: 0;`;
  const head =
    indent === 0 ? [] : [`interface ${marker}w {`, ...Array.from({ length: depth - 1 }, () => `${marker}w: {`)];
  const tail = indent === 0 ? [] : [...Array.from({ length: depth - 1 }, () => "};"), "}"];
  const source = [...head, ...bodies.flatMap((body) => [body, separator]), ...tail].join("\n");
  const lines = (await prettier.format(source, { parser, printWidth: 120 })).split("\n");
  if (lines.pop() !== "") return undefined;
  const body = lines.slice(head.length, lines.length - tail.length);
  const marked = " ".repeat(indent) + separator;
  const texts: string[] = [];
  let from = 0;
  for (let end; texts.length < keys.length && (end = body.indexOf(marked, from)) >= 0; from = end + 1)
    texts.push(body.slice(from, end).join("\n"));
  return texts.length === keys.length && from === body.length ? texts : undefined;
}

/** A prefix for placeholders and markers that the file does not contain, so none can be confused with its code. */
function freshMarker(text: string): string {
  for (let n = 0; ; n++) {
    const marker = `__rf${n}_`;
    if (!text.includes(marker)) return marker;
  }
}
