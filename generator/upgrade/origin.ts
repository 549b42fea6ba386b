/** Which operation's response a read comes from, when the code shows it (generator/upgrade/README.md). */
import { ts, type ts as TS } from "ts-morph";
import { callOperation, type EntryPoint } from "./calls.js";
import { returnedValue } from "./shape.js";
import type { Chain } from "./steps.js";

const arrayMethods = new Set(["map", "flatMap", "forEach", "filter", "find", "findLast", "some", "every", "at"]);

/** The array an array method is called on (`xs` in `xs.map`). */
const arrayOf = (callee: TS.Expression) =>
  ts.isPropertyAccessExpression(callee) && arrayMethods.has(callee.name.text) ? callee.expression : undefined;

export function originOperation(start: TS.Node, checker: TS.TypeChecker, entry: EntryPoint, chain: Chain) {
  const seen = new Set<TS.Node>();
  const fromExpr = (e: TS.Expression, depth: number): string | undefined => {
    if (depth > 24 || seen.has(e)) return undefined;
    seen.add(e);
    while (
      ts.isParenthesizedExpression(e) ||
      ts.isNonNullExpression(e) ||
      ts.isAwaitExpression(e) ||
      ts.isAsExpression(e) ||
      ts.isPropertyAccessExpression(e) ||
      ts.isElementAccessExpression(e)
    )
      e = e.expression;
    if (ts.isBinaryExpression(e)) {
      const op = e.operatorToken.kind;
      const fallback = op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken;
      return fallback ? fromExpr(e.left, depth + 1) : undefined;
    }
    if (ts.isCallExpression(e)) {
      const op = callOperation(e, checker, entry, chain);
      if (op !== undefined) return op;
      const callee = e.expression;
      const array = arrayOf(callee);
      if (array) return fromExpr(array, depth + 1);
      // A local helper that returns one expression (`async function f() { return getProfile(...) }`): its value.
      const helper = ts.isIdentifier(callee) ? checker.getSymbolAtLocation(callee)?.valueDeclaration : undefined;
      const returned = helper && returnedValue(helper);
      return returned && fromExpr(returned, depth + 1);
    }
    if (!ts.isIdentifier(e)) return undefined;
    const decl = checker.getSymbolAtLocation(e)?.valueDeclaration;
    return decl && fromDecl(decl, depth + 1);
  };
  const fromDecl = (decl: TS.Node, depth: number): string | undefined => {
    // A value declared with an operation's response type: the type says where it comes from.
    const typed =
      (ts.isVariableDeclaration(decl) || ts.isParameter(decl)) &&
      decl.type &&
      responseTypeOperation(decl.type, checker, entry, chain);
    if (typed) return typed;
    if (ts.isVariableDeclaration(decl)) {
      const loop = decl.parent.parent;
      if (ts.isForOfStatement(loop)) return fromExpr(loop.expression, depth);
      return decl.initializer && fromExpr(decl.initializer, depth);
    }
    if (ts.isBindingElement(decl)) {
      let n: TS.Node = decl.parent;
      while (ts.isObjectBindingPattern(n) || ts.isArrayBindingPattern(n) || ts.isBindingElement(n)) n = n.parent;
      return fromDecl(n, depth);
    }
    // A callback of an array method: the elements come from the array it is called on.
    const fn = decl.parent;
    if (!ts.isParameter(decl) || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) return undefined;
    const array = ts.isCallExpression(fn.parent) ? arrayOf(fn.parent.expression) : undefined;
    return array && fromExpr(array, depth);
  };
  return ts.isExpression(start) ? fromExpr(start as TS.Expression, 0) : fromDecl(start, 0);
}

/** `GetProfileData` (the entry point's response type of get_profile) -> `get_profile`. */
function responseTypeOperation(type: TS.TypeNode, checker: TS.TypeChecker, entry: EntryPoint, chain: Chain) {
  if (!ts.isTypeReferenceNode(type)) return undefined;
  let symbol = checker.getSymbolAtLocation(ts.isIdentifier(type.typeName) ? type.typeName : type.typeName.right);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const decl = symbol?.declarations?.[0];
  if (!decl || decl.getSourceFile() !== entry.file || !symbol!.name.endsWith("Data")) return undefined;
  const stem = symbol!.name.slice(0, -"Data".length);
  return chain.operationOf.get(stem.charAt(0).toLowerCase() + stem.slice(1));
}
