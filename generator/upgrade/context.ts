/** What every rewrite sees while it works on one step, and what the steps share (generator/upgrade/README.md). */
import { ts, type Project, type SourceFile, type ts as TS } from "ts-morph";
import { nodesOf, originOperation, type EntryPoint } from "./calls.js";
import { deref, type MayHold, type Place } from "./tree.js";
import type { Marks } from "./manual.js";
import type { Chain, Step } from "./steps.js";
import { literal, type ShapeReader, type VNode } from "./shape.js";
import { accessChain, renameRead, type Read } from "./reads.js";

export interface Outcome {
  change: string;
  file: string;
  /** 1-based line of the site in the file as it was when the step started. */
  line: number;
  manual?: string;
  /** Flagged by the type checker's net (net.ts), not by a rewrite. */
  net?: true;
}

/** What the steps and the type checker's net of one upgrade share. */
export interface Run {
  project: Project;
  /** The files the assistant may change. */
  scope: SourceFile[];
  chain: Chain;
  packageName: string;
  /** The revision the upgrade ends at. */
  target: string;
  outcomes: Outcome[];
}

/**
 * What every rewrite sees while it works on one step: the step, the edits of each file, the two ways a site ends
 * (rewritten, or a manual step), and what the type checker says of the consumer's values.
 */
export type StepContext = ReturnType<typeof stepContext>;

export function stepContext(
  run: Run,
  step: Step,
  marks: Marks,
  checker: TS.TypeChecker,
  entry: EntryPoint,
  reader: ShapeReader,
) {
  const claimed = new Set<TS.Node>();
  return {
    run,
    step,
    edits: marks.editsOf,
    rewritten: (change: string, node: TS.Node) => void run.outcomes.push(outcome(change, node)),
    manual: (change: string, node: TS.Node, text?: string) => marks.add(change, node, text),
    manualCount: () => run.outcomes.filter((o) => o.manual !== undefined).length,
    mayHold: ((expr, key) =>
      members(checker.getNonNullableType(checker.getTypeAtLocation(expr))).some((t) => {
        if (t.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return true;
        if (key === undefined) return checker.isArrayType(t) || checker.isTupleType(t);
        return checker.getPropertyOfType(checker.getApparentType(t), key) !== undefined;
      })) as MayHold,
    /** True when the value may be undefined at run time (its type says so). */
    mayBeAbsent(v: VNode): boolean {
      const d = deref(v);
      if (d.kind !== "expr" || literal(d.expr) !== undefined) return false;
      return members(checker.getTypeAtLocation(d.expr)).some(
        (t) => t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Any | ts.TypeFlags.Unknown),
      );
    },
    /** True when the expression is an object (its type says so). */
    isObject: (expr: TS.Expression) =>
      members(checker.getTypeAtLocation(expr)).every(
        (t) => (t.flags & (ts.TypeFlags.Object | ts.TypeFlags.NonPrimitive)) !== 0 && !checker.isArrayType(t),
      ),
    originOperation: (read: Read) => originOperation(read.node, checker, entry, run.chain),
    /** True when every name in the value's text means the same at `host` as where it is written now. */
    inScope: (value: VNode, host: TS.Node) => inScope(checker, value, host, (n) => reader.shared(host, n)),
    /** True the first time a node is claimed for an edit in this step: a read is rewritten once. */
    once: (node: TS.Node) => (claimed.has(node) ? false : (claimed.add(node), true)),
    // Handed to the kinds here, not imported by them: their modules are loaded by every generation too, which must
    // not load ts-morph (shape.ts and reads.ts do).
    literal,
    accessChain,
    renameRead,
  };
}

/** A call of an operation function of the package, with the shape of its arguments. */
export interface CallSite {
  call: TS.CallExpression;
  operationId: string;
  /** The arguments object (created empty when the call passes none). */
  args: Place;
}

/** A site's outcome, at the line where `node` starts. */
export function outcome(change: string, node: TS.Node): Outcome {
  const sf = node.getSourceFile();
  return { change, file: sf.fileName, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1 };
}

/** The types a union is made of, or the type itself. */
const members = (type: TS.Type): TS.Type[] => (type.isUnion() ? type.types : [type]);

function inScope(checker: TS.TypeChecker, value: VNode, host: TS.Node, shared: (n: TS.Node) => boolean): boolean {
  const nodes: TS.Node[] = [];
  const collect = (v: VNode): void => {
    if (v.kind === "expr" || v.kind === "ref") nodes.push(v.expr);
    else if (v.kind === "obj") {
      if (v.lit) nodes.push(v.lit);
      else for (const e of v.entries) if (!e.deleted) collect(e.value);
    } else if (v.kind === "arr") nodes.push((v.lit ?? v.mapped)!);
  };
  collect(value);
  let visible: Set<TS.Symbol> | undefined;
  const ok = (id: TS.Identifier, within: TS.Node): boolean => {
    const p = id.parent;
    // A property's name, not a name the value uses.
    if ((ts.isPropertyAccessExpression(p) || ts.isPropertyAssignment(p)) && p.name === id) return true;
    if (ts.isBindingElement(p) && p.propertyName === id) return true;
    const symbol = ts.isShorthandPropertyAssignment(id.parent)
      ? checker.getShorthandAssignmentValueSymbol(id.parent)
      : checker.getSymbolAtLocation(id);
    const decls = symbol?.declarations ?? [];
    if (
      symbol === undefined ||
      decls.every((d) => d.pos >= within.pos && d.end <= within.end && d.getSourceFile() === within.getSourceFile())
    )
      return true;
    visible ??= new Set(checker.getSymbolsInScope(host, ts.SymbolFlags.Value | ts.SymbolFlags.Alias));
    return visible.has(symbol) && host.getSourceFile() === within.getSourceFile();
  };
  return nodes.every((n) => !shared(n) && nodesOf(n).every((id) => !ts.isIdentifier(id) || ok(id, n)));
}
