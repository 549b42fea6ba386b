/**
 * Reads of response data in the consumer's code: `x.name`, `x?.name`, `x["name"]` and `const { name } = x`, each
 * with the sites (sites.ts) of the property it reads. Response instructions act on these: a rename renames the read,
 * a move rewrites the access chain from the object the move happens in, a removal gets a manual comment.
 */
import { ts, type ts as TS } from "ts-morph";
import { siteOf, type TypeSite } from "./sites.js";
import { propertyName } from "./shape.js";
import type { FileEdits } from "./edits.js";
import { propertyKey } from "../emit/escape.js";

export interface Read {
  /** The property access, element access or binding element. */
  node: TS.PropertyAccessExpression | TS.ElementAccessExpression | TS.BindingElement;
  name: string;
  sites: TypeSite[];
}

export function findReads(sf: TS.SourceFile, checker: TS.TypeChecker, typesFile: TS.SourceFile): Read[] {
  const out: Read[] = [];
  const add = (node: Read["node"], name: string, symbol: TS.Symbol | undefined) => {
    const sites = (symbol?.declarations ?? [])
      .map((d) => siteOf(d, typesFile))
      .filter((s): s is TypeSite => s !== undefined);
    if (sites.length > 0) out.push({ node, name, sites });
  };
  const visit = (n: TS.Node): void => {
    if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.name))
      add(n, n.name.text, checker.getSymbolAtLocation(n.name) ?? propertyOf(checker, n.expression, n.name.text));
    else if (ts.isElementAccessExpression(n) && ts.isStringLiteralLike(n.argumentExpression))
      add(n, n.argumentExpression.text, propertyOf(checker, n.expression, n.argumentExpression.text));
    else if (ts.isBindingElement(n) && ts.isObjectBindingPattern(n.parent) && !n.dotDotDotToken) {
      const name = propertyName(n.propertyName ?? n.name);
      if (name !== undefined) add(n, name, propertyOf(checker, n.parent, name));
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

function propertyOf(checker: TS.TypeChecker, object: TS.Node, name: string): TS.Symbol | undefined {
  const type = checker.getNonNullableType(checker.getTypeAtLocation(object));
  return checker.getPropertyOfType(checker.getApparentType(type), name);
}

/** Renames what a read reads, keeping the name a destructuring binds (`{ a }` becomes `{ b: a }`). */
export function renameRead(read: Read, to: string, edits: FileEdits): void {
  const n = read.node;
  if (ts.isPropertyAccessExpression(n)) return edits.replace(n.name.getStart(), n.name.getEnd(), to);
  if (ts.isElementAccessExpression(n)) {
    const arg = n.argumentExpression;
    return edits.replace(arg.getStart() + 1, arg.getEnd() - 1, to);
  }
  if (n.propertyName) return edits.replace(n.propertyName.getStart(), n.propertyName.getEnd(), propertyKey(to));
  edits.insert(n.name.getStart(), `${propertyKey(to)}: `);
}

/**
 * The object `depth` accesses below a read (`e.attributes?.metric_id` at depth 2 is `e`) and whether the access right
 * above it is optional, or undefined when the chain is shorter: the value was stored in a variable on the way, and
 * which object it came from is not in the expression.
 */
export function accessChain(read: Read, depth: number): { root: TS.Expression; optional: boolean } | undefined {
  if (ts.isBindingElement(read.node) || depth < 1) return undefined;
  let e: TS.Expression = read.node;
  let optional = false;
  for (let i = 0; i < depth; i++) {
    while (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
    if (!(ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e))) return undefined;
    optional = e.questionDotToken !== undefined;
    e = e.expression;
  }
  return { root: e, optional };
}
