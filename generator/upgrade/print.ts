/** The changed shapes back into text edits (generator/upgrade/README.md). */
import { ts, type ts as TS } from "ts-morph";
import { objectKey } from "../emit/escape.js";
import type { FileEdits, Part } from "./edits.js";
import type { ArrNode, Entry, ObjNode, VNode } from "./shape.js";

const copy = (n: TS.Node): Part => ({ start: n.getStart(), end: n.getEnd() });

/** The text of a value where it now stands. */
export function printValue(v: VNode, loose = false): Part[] {
  switch (v.kind) {
    case "const":
      return [printJson(v.value, loose)];
    case "expr":
    case "ref":
      return [copy(v.expr)];
    case "arr":
      return [copy((v.lit ?? v.mapped)!)];
    case "obj": {
      if (v.lit) return [copy(v.lit)];
      // A new object reads as JSON:API writes resource objects: `type` and `id` first.
      const live = v.entries.filter((e) => !e.deleted);
      const rank = (e: Entry) => (e.key === "type" ? 0 : e.key === "id" ? 1 : 2);
      live.sort((a, b) => rank(a) - rank(b));
      if (live.length === 0) return ["{}"];
      return ["{ ", ...join(live.map((e) => printEntry(e, loose))), " }"];
    }
  }
}

/**
 * A constant as a literal: JSON, with the keys of objects bare where they can be. `loose`: written where no type
 * narrows it (a helper's returned literal), a string keeps its literal type with `as const`.
 */
function printJson(value: unknown, loose: boolean): string {
  if (Array.isArray(value)) return `[${value.map((v) => printJson(v, loose)).join(", ")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).map(([k, v]) => `${objectKey(k)}: ${printJson(v, loose)}`);
    return entries.length === 0 ? "{}" : `{ ${entries.join(", ")} }`;
  }
  return typeof value === "string" && loose ? `${JSON.stringify(value)} as const` : JSON.stringify(value);
}

const join = (parts: Part[][]): Part[] => parts.flatMap((p, i) => (i === 0 ? p : [", ", ...p]));

/** `key: value`, or the shorthand `key` when the value is a variable of that name. */
function printEntry(e: Entry, loose = false): Part[] {
  const v = e.value;
  if ((v.kind === "expr" || v.kind === "ref") && ts.isIdentifier(v.expr) && v.expr.text === e.key) return [e.key];
  return [objectKey(e.key), ": ", ...printValue(v, loose)];
}

/** Emits the edits of every literal reachable from `roots` whose shape changed, each literal once. */
export function emitEdits(roots: VNode[], editsOf: (file: TS.SourceFile) => FileEdits): void {
  const done = new Set<VNode>();
  const visit = (v: VNode): void => {
    if (done.has(v)) return;
    done.add(v);
    if (v.kind === "ref") return v.origin.valid ? visit(v.origin.node) : undefined;
    if (v.kind === "obj") {
      if (v.lit) emitObject(v, editsOf(v.lit.getSourceFile()));
      for (const e of v.entries) if (!e.deleted) visit(e.value);
      for (const s of v.spreads) visit(s);
    } else if (v.kind === "arr") {
      emitArray(v, editsOf((v.lit ?? v.mapped)!.getSourceFile()));
      for (const s of v.items) visit(s.value);
    }
  };
  for (const r of roots) visit(r);
}

function emitArray(v: ArrNode, edits: FileEdits): void {
  const loose = v.untyped === true;
  for (const s of v.items)
    if (s.orig && s.value !== s.origValue)
      edits.replace(s.orig.getStart(), s.orig.getEnd(), ...printValue(s.value, loose));
  const added = v.items.filter((s) => !s.orig).map((s) => printValue(s.value, loose));
  if (added.length === 0 || !v.lit) return;
  const last = v.lit.elements[v.lit.elements.length - 1];
  if (last) edits.insert(last.getEnd(), ...added.flatMap((p) => [", ", ...p]));
  else edits.replace(v.lit.getStart(), v.lit.getEnd(), "[", ...join(added), "]");
}

function emitObject(v: ObjNode, edits: FileEdits): void {
  const lit = v.lit!;
  const text = lit.getSourceFile().text;
  const multiline = text.slice(lit.getStart(), lit.getEnd()).includes("\n");
  const props = lit.properties;
  const byOrig = new Map(v.entries.filter((e) => e.orig).map((e) => [e.orig!, e] as const));
  const kept = props.filter((p) => !byOrig.get(p)?.deleted);
  const added = v.entries.filter((e) => !e.orig && !e.deleted);
  const loose = v.untyped === true;
  const printed = added.map((e) => printEntry(e, loose));
  if (!multiline && kept.length === 0) {
    if (props.length > 0 || added.length > 0)
      edits.replace(lit.getStart(), lit.getEnd(), ...(added.length ? ["{ ", ...join(printed), " }"] : ["{}"]));
    return;
  }
  for (const p of props) {
    const e = byOrig.get(p);
    if (e === undefined) continue;
    if (e.deleted) removeProperty(p, kept, edits, multiline);
    else changeProperty(p, e, edits, loose);
  }
  if (added.length === 0) return;
  const anchor = kept[kept.length - 1];
  if (!multiline) return edits.insert(anchor!.getEnd(), ...printed.flatMap((p) => [", ", ...p]));
  const indent = indentOf(text, (props[0] ?? lit).getStart()) + (props.length === 0 ? "  " : "");
  const trailing = props.hasTrailingComma || props.length === 0;
  const lines = printed.map((p, i) => ["\n", indent, ...p, ...(i < printed.length - 1 || trailing ? [","] : [])]);
  if (anchor === undefined) return edits.insert(lit.getStart() + 1, ...lines.flat());
  // After the anchor's comma when it has one (a property after it was removed, or a trailing comma).
  const after = text.slice(anchor.getEnd()).match(/^\s*,/);
  if (after) return edits.insert(anchor.getEnd() + after[0].length, ...lines.flat());
  edits.insert(anchor.getEnd(), ",", ...lines.flat());
}

function changeProperty(p: TS.ObjectLiteralElementLike, e: Entry, edits: FileEdits, loose: boolean): void {
  const renamed = e.key !== e.origKey;
  const replaced = e.value !== e.origValue;
  if (!renamed && !replaced) return;
  if (ts.isPropertyAssignment(p)) {
    if (renamed) edits.replace(p.name.getStart(), p.name.getEnd(), objectKey(e.key));
    if (replaced) edits.replace(p.initializer.getStart(), p.initializer.getEnd(), ...printValue(e.value, loose));
    return;
  }
  edits.replace(p.getStart(), p.getEnd(), ...printEntry(e, loose));
}

/** Removes a property with its comma: its whole line in a multi-line literal, else up to the next property. */
function removeProperty(
  p: TS.ObjectLiteralElementLike,
  kept: readonly TS.ObjectLiteralElementLike[],
  edits: FileEdits,
  multiline: boolean,
): void {
  const text = p.getSourceFile().text;
  const props = (p.parent as TS.ObjectLiteralExpression).properties;
  const i = props.indexOf(p);
  if (multiline) {
    const start = startsLine(text, p.getStart()) ? lineStart(text, p.getStart()) : p.getStart();
    let end = p.getEnd();
    const comma = text.slice(end).match(/^[ \t]*,/);
    if (comma) end += comma[0].length;
    const rest = text.slice(end).match(/^[ \t]*(\/\/[^\n]*)?\r?\n/);
    if (rest) end += rest[0].length;
    return edits.replace(start, end);
  }
  // Up to the next property, or, when no kept property follows, from the end of the last kept one before it.
  const before = kept.filter((k) => props.indexOf(k) < i).pop();
  if (kept.some((k) => props.indexOf(k) > i)) return edits.replace(p.getStart(), props[i + 1]!.getStart());
  return edits.replace(before!.getEnd(), p.getEnd());
}

export const lineStart = (text: string, pos: number): number => text.lastIndexOf("\n", pos - 1) + 1;

/** Only blanks stand before `pos` on its line. */
export const startsLine = (text: string, pos: number): boolean =>
  /^[ \t]*$/.test(text.slice(lineStart(text, pos), pos));

export const indentOf = (text: string, pos: number): string => /^[ \t]*/.exec(text.slice(lineStart(text, pos)))![0];
