/**
 * What a function of the user's own code reads from a parameter it declares `any` or `unknown`: response data given
 * to it is out of the checker's sight inside, like past a cast (generator/upgrade/README.md).
 */
import { ts, type ts as TS } from "ts-morph";
import { nodesOf } from "./calls.js";
import { nameDown } from "./named-reads.js";
import { heldProperties, inPackage } from "./package-properties.js";

/**
 * The package's properties the function reads from the argument (of type `from`) through the parameter, when every
 * use of the parameter in it is an access chain of written names (`m.attributes.email`, `m?.["a"]`, `m[0]`): those
 * the names read down from the argument's type, and everything the value where a chain stops holds (`return
 * m.attributes`, `m.data.map(...)`: used past there out of sight). Undefined when the parameter's value itself goes
 * out of sight (passed on, returned, stored, destructured, cast, tested with `in`, or kept as a parameter property),
 * the function reads `arguments`, or it has no body: then it reads everything the argument holds.
 */
export function parameterReads(
  param: TS.ParameterDeclaration,
  from: TS.Type,
  checker: TS.TypeChecker,
  pkg: string,
): TS.Symbol[] | undefined {
  const fn = param.parent;
  const symbol = checker.getSymbolAtLocation(param.name);
  const body = ts.isFunctionLike(fn) ? (fn as TS.FunctionLikeDeclaration).body : undefined;
  // A parameter property (`constructor(private m: any)`) keeps the value on the instance, out of sight.
  if (!ts.isIdentifier(param.name) || !symbol || param.dotDotDotToken || param.modifiers?.length || !body) return;
  const out: TS.Symbol[] = [];
  for (const id of nodesOf(fn)) {
    if (!ts.isIdentifier(id) || id === param.name) continue;
    if (id.text === "arguments" && !(ts.isPropertyAccessExpression(id.parent) && id.parent.name === id)) return;
    const used = ts.isShorthandPropertyAssignment(id.parent)
      ? checker.getShorthandAssignmentValueSymbol(id.parent)
      : checker.getSymbolAtLocation(id);
    if (used !== symbol) continue;
    const names = chainNames(id);
    if (names.length === 0) return;
    out.push(...chainReads(checker, from, names, pkg));
  }
  return out;
}

/** The names of the access chain down from an identifier: `["a", "b"]` for `m.a?.["b"]!`. */
function chainNames(id: TS.Identifier): string[] {
  const names: string[] = [];
  for (let e: TS.Node = id; ; e = e.parent) {
    const p = e.parent;
    if (ts.isParenthesizedExpression(p) || ts.isNonNullExpression(p)) continue;
    const name = accessed(p, e);
    if (name === undefined) return names;
    names.push(name);
  }
}

/** The name `p` reads from `e` when it is `e.name`, `e["name"]` or `e[0]`. */
function accessed(p: TS.Node, e: TS.Node): string | undefined {
  if (ts.isPropertyAccessExpression(p) && p.expression === e && ts.isIdentifier(p.name)) return p.name.text;
  if (!ts.isElementAccessExpression(p) || p.expression !== e) return undefined;
  const key = p.argumentExpression;
  return ts.isStringLiteralLike(key) || ts.isNumericLiteral(key) ? key.text : undefined;
}

/**
 * The package's properties the names read down from the type (a number: an array's element), and everything the
 * value holds where the chain stops: at its end, or at a name the package does not declare (`length`, `map`).
 */
function chainReads(checker: TS.TypeChecker, type: TS.Type, names: string[], pkg: string): TS.Symbol[] {
  const out: TS.Symbol[] = [];
  let at = [type];
  for (const name of names)
    at = nameDown(checker, at, name).flatMap(({ from, property, types }) => {
      if (property === undefined || inPackage(property, pkg)) {
        if (property) out.push(property);
        return types;
      }
      // A name of the value's own kind (`length`, `map`): the value is used past there, out of sight.
      out.push(...heldProperties(checker, from, pkg));
      return [];
    });
  for (const t of at) out.push(...heldProperties(checker, t, pkg));
  return out;
}
