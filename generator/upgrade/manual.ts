/** Manual steps as comments at their sites (generator/upgrade/README.md). */
import { ts, type ts as TS } from "ts-morph";
import { remember } from "../run-context.js";
import { outcome, type Run } from "./context.js";
import { FileEdits } from "./edits.js";
import { indentOf, lineStart, startsLine } from "./print.js";

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

/** The edits of one pass over the files (a step, the net), and its manual steps: outcomes, and their comments. */
export class Marks {
  private readonly placed = new Set<string>();
  private readonly edits = new Map<string, FileEdits>();

  constructor(private readonly run: Run) {}

  readonly editsOf = (sf: TS.SourceFile) => remember(this.edits, sf.fileName, () => new FileEdits(sf.text));

  /**
   * A manual step at `node` (`net`: flagged by the net): the change's own manual step, else `text`, else the change's
   * description; its comment goes above the line `node` belongs to unless already there.
   */
  add(change: string | undefined, node: TS.Node, text?: string, net?: true): void {
    const decl = change === undefined ? undefined : this.run.chain.declarations.get(change);
    const step = decl?.unshimmable?.manualStep ?? decl?.limits?.manualStep ?? text ?? decl?.description ?? change ?? "";
    text = step.replace(/\s+/g, " ").trim() + (decl === undefined ? "" : ` (${decl.name})`);
    this.run.outcomes.push({ ...outcome(change ?? "", node), manual: text, ...(net && { net }) });
    const sf = node.getSourceFile();
    const at = lineStart(sf.text, anchor(node).getStart());
    const key = `${sf.fileName}\0${at}\0${text}`;
    if (this.placed.has(key) || commentsAbove(sf.text, at).includes(text)) return;
    this.placed.add(key);
    this.editsOf(sf).insert(at, `${indentOf(sf.text, at)}${marker}${this.run.target}: ${text}\n`);
  }

  /** Every edit applied to the project's files in memory. */
  apply(): void {
    for (const f of this.run.scope) {
      const e = this.edits.get(f.compilerNode.fileName);
      if (e && e.edits.length > 0) f.replaceWithText(e.apply());
    }
  }
}

/** The node whose line the comment goes above: the innermost statement, property or element that starts its line. */
function anchor(node: TS.Node): TS.Node {
  const text = node.getSourceFile().text;
  for (let n: TS.Node | undefined = node; n !== undefined && !ts.isSourceFile(n); n = n.parent) {
    const placeable =
      ts.isStatement(n) ||
      ts.isObjectLiteralElementLike(n) ||
      ts.isClassElement(n) ||
      ts.isArrayLiteralExpression(n.parent) ||
      (ts.isCallExpression(n.parent) && n !== n.parent.expression);
    if (placeable && startsLine(text, n.getStart())) return n;
  }
  return node;
}

/** The steps of the marker comments right above a line. */
function commentsAbove(text: string, at: number): string[] {
  const out: string[] = [];
  let end = at - 1;
  while (end > 0) {
    const start = lineStart(text, end);
    const line = text.slice(start, end).replace(/\r$/, "");
    if (!/^[ \t]*\/\//.test(line)) break;
    const m = markerLine.exec(line);
    if (m) out.push(m[3] ? `${m[2]} (${m[3]})` : m[2]!);
    end = start - 1;
  }
  return out;
}
