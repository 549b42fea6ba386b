/** Reads of response data in the consumer's code (generator/upgrade/README.md). */
import { ts, type ts as TS } from "ts-morph";
import type { PathSegment, ValuePath } from "../../templates/runtime/upgrade-ops.js";
import { nodesOf } from "./calls.js";
import { propertyName } from "./shape.js";
import type { FileEdits } from "./edits.js";
import { propertyKey } from "../emit/escape.js";

export interface Read {
  /** The property access, element access, binding element or `"name" in x` test. */
  node: TS.PropertyAccessExpression | TS.ElementAccessExpression | TS.BindingElement | TS.BinaryExpression;
  name: string;
  sites: TypeSite[];
}

export function findReads(sf: TS.SourceFile, checker: TS.TypeChecker, typesFile: TS.SourceFile): Read[] {
  const out: Read[] = [];
  const add = (node: Read["node"], name: string, symbol: TS.Symbol | undefined) => {
    const sites = (symbol?.declarations ?? []).flatMap((d) => siteOf(d, typesFile) ?? []);
    if (sites.length > 0) out.push({ node, name, sites });
  };
  for (const n of nodesOf(sf)) {
    if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.name))
      add(n, n.name.text, checker.getSymbolAtLocation(n.name) ?? propertyOf(checker, n.expression, n.name.text));
    else if (ts.isElementAccessExpression(n) && ts.isStringLiteralLike(n.argumentExpression))
      add(n, n.argumentExpression.text, propertyOf(checker, n.expression, n.argumentExpression.text));
    // `"name" in x` tests for the property: once it is renamed or moved, the test would be false without an error.
    else if (
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind === ts.SyntaxKind.InKeyword &&
      ts.isStringLiteralLike(n.left)
    )
      add(n, n.left.text, propertyOf(checker, n.right, n.left.text));
    else if (ts.isBindingElement(n) && ts.isObjectBindingPattern(n.parent) && !n.dotDotDotToken) {
      const name = propertyName(n.propertyName ?? n.name);
      if (name !== undefined) add(n, name, propertyOf(checker, n.parent, name));
    }
  }
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
  if (ts.isElementAccessExpression(n) || ts.isBinaryExpression(n)) {
    const arg = ts.isBinaryExpression(n) ? n.left : n.argumentExpression;
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
  if (ts.isBindingElement(read.node) || ts.isBinaryExpression(read.node) || depth < 1) return undefined;
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

type TypeSite =
  { kind: "schema"; schema: string; path: ValuePath } | { kind: "response"; operationId: string; path: ValuePath };

/** The site of a property declaration inside `typesFile`, or undefined when it is declared elsewhere. */
function siteOf(decl: TS.Declaration, typesFile: TS.SourceFile): TypeSite | undefined {
  if (decl.getSourceFile() !== typesFile || !ts.isPropertySignature(decl)) return undefined;
  const path: PathSegment[] = [];
  let n: TS.Node = decl;
  for (;;) {
    if (ts.isPropertySignature(n)) {
      const name = propertyName(n.name);
      if (name === undefined) return undefined;
      path.unshift(name);
    } else if (ts.isArrayTypeNode(n.parent) && n === n.parent.elementType) path.unshift([]);
    else if (ts.isInterfaceDeclaration(n)) break;
    else if (!(
      ts.isTypeLiteralNode(n) ||
      ts.isUnionTypeNode(n) ||
      ts.isIntersectionTypeNode(n) ||
      ts.isParenthesizedTypeNode(n) ||
      ts.isArrayTypeNode(n)
    ))
      return undefined;
    n = n.parent;
  }
  const root = (n as TS.InterfaceDeclaration).name.text;
  const names = path.map((s) => (typeof s === "string" ? s : undefined));
  if (root === "components" && names[0] === "schemas" && names[1] !== undefined)
    return { kind: "schema", schema: names[1], path: path.slice(2) };
  // operations.<id>.responses.<status>.content.<media>.<body path>
  if (root === "operations" && names[0] !== undefined && names[1] === "responses" && names[3] === "content")
    return { kind: "response", operationId: names[0], path: path.slice(5) };
  return undefined;
}
