/** Manual steps as comments at their sites (generator/upgrade/README.md). */
import { ts, type ts as TS } from "ts-morph";
import type { FileEdits } from "./edits.js";
import { indentOf } from "./print.js";

export const marker = "// revforge upgrade ";
const markerLine = /^[ \t]*\/\/ revforge upgrade (\S+): (.*?)(?: \(([A-Z][A-Za-z0-9]*)\))?[ \t]*$/;

export interface Marked {
  line: number;
  revision: string;
  step: string;
  change?: string;
}

/** The manual-step comments of a text. */
export function markedSteps(text: string): Marked[] {
  return text.split("\n").flatMap((l, i) => {
    const m = markerLine.exec(l.replace(/\r$/, ""));
    return m ? [{ line: i + 1, revision: m[1]!, step: m[2]!, change: m[3] }] : [];
  });
}

export class ManualComments {
  private readonly placed = new Set<string>();

  constructor(private readonly revision: string) {}

  /** Adds the comment above the line `node` belongs to, unless that line already carries it. */
  add(node: TS.Node, text: string, edits: FileEdits): void {
    const sf = node.getSourceFile();
    const at = lineStart(sf.text, anchor(node).getStart());
    const key = `${sf.fileName}\0${at}\0${text}`;
    if (this.placed.has(key) || commentsAbove(sf.text, at).includes(text)) return;
    this.placed.add(key);
    edits.insert(at, `${indentOf(sf.text, at)}${marker}${this.revision}: ${text}\n`);
  }
}

/** The node whose line the comment goes above: the innermost statement, property or element that starts its line. */
function anchor(node: TS.Node): TS.Node {
  const text = node.getSourceFile().text;
  for (let n: TS.Node | undefined = node; n !== undefined && !ts.isSourceFile(n); n = n.parent) {
    const startsLine = /^[ \t]*$/.test(text.slice(text.lastIndexOf("\n", n.getStart() - 1) + 1, n.getStart()));
    const placeable =
      ts.isStatement(n) ||
      ts.isObjectLiteralElementLike(n) ||
      ts.isClassElement(n) ||
      (n.parent !== undefined && (ts.isArrayLiteralExpression(n.parent) || ts.isCallExpression(n.parent)));
    if (startsLine && placeable && !(n.parent && ts.isCallExpression(n.parent) && n === n.parent.expression)) return n;
  }
  return node;
}

function lineStart(text: string, pos: number): number {
  return text.lastIndexOf("\n", pos - 1) + 1;
}

/** The steps of the marker comments right above a line. */
function commentsAbove(text: string, at: number): string[] {
  const out: string[] = [];
  let end = at - 1;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end).replace(/\r$/, "");
    if (!/^[ \t]*\/\//.test(line)) break;
    const m = markerLine.exec(line);
    if (m) out.push(m[3] ? `${m[2]} (${m[3]})` : m[2]!);
    end = start - 1;
  }
  return out;
}
