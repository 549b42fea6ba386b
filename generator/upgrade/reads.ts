/** Reads of response data in the consumer's code (generator/upgrade/README.md). */
import path from "node:path";
import { ts, type ts as TS } from "ts-morph";
import type { PathSegment, ValuePath } from "../../templates/runtime/upgrade-ops.js";
import { nodesOf } from "./calls.js";
import { propertyName } from "./shape.js";
import { isCallOf, listing, pathProperties } from "./named-reads.js";
import { heldProperties, ownProperties, ownTypeProperties } from "./package-properties.js";
import { parameterReads } from "./parameter-reads.js";
import type { FileEdits } from "./edits.js";
import { propertyKey } from "../emit/escape.js";

export interface Read {
  /**
   * The property access, element access, binding element, `"name" in x` or `Object.hasOwn(x, "name")` test; or a cast to `any` or `unknown`
   * (`x as any`, `<unknown>x`, `const y: any = x`), which stands for every read past it, out of the checker's sight:
   * it has the sites of every property the value holds, and cannot be rewritten.
   */
  node: TS.Node;
  name: string;
  sites: TypeSite[];
  /**
   * Set on response data that flows into a value of the user's own type (`const m: Mine = res.data`, `m = ...`,
   * `f(res.data)` with `f(x: Mine)`, `return res.data` from a function declared to return `Mine`, `{ p: res.data }`
   * typed as `Mine`), or into an `any` or `unknown` the user declares: reads through that type name the user's
   * properties, not the package's, so the read of the property out of the checker's sight stands at the expression,
   * as at a cast.
   */
  hidden?: true;
  /** Set on a read of the property's value alone, not its name (`Object.values(x)`): a rename leaves it as it was. */
  valueOnly?: true;
}

type ReadFlags = Pick<Read, "hidden" | "valueOnly">;
/** A declaration with a type and a value: `const y: T = x`, a class's `p: T = x`, a parameter's `p: T = x`. */
const isTyped = (n: TS.Node): n is TS.VariableDeclaration | TS.PropertyDeclaration | TS.ParameterDeclaration =>
  ts.isVariableDeclaration(n) || ts.isPropertyDeclaration(n) || ts.isParameter(n);
export const isCast = (read: Read) => read.hidden === true || castValue(read.node) !== undefined;

export function findReads(sf: TS.SourceFile, checker: TS.TypeChecker, typesFile: TS.SourceFile): Read[] {
  const out: Read[] = [];
  const add = (node: TS.Node, name: string, symbol: TS.Symbol | undefined, flags?: ReadFlags) => {
    const sites = (symbol?.declarations ?? []).flatMap((d) => siteOf(d, typesFile) ?? []);
    if (sites.length > 0) out.push({ node, name, sites, ...flags });
  };
  const hidden: ReadFlags = { hidden: true };
  // <package>/revisions/<revision>/types.d.ts
  const pkg = path.dirname(path.dirname(path.dirname(typesFile.fileName)));
  for (const n of nodesOf(sf)) {
    for (const [value, type, own, param] of flows(n, checker)) {
      const from = checker.getTypeAtLocation(value);
      // `d = res.data` with `let d: any`, `f(res.data)` with `function f(x: any)`: a cast by flow; the function's
      // reads of its parameter say what it takes from there, when they all spell the names they read.
      const loose = own && type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown);
      const read = loose
        ? ((param && parameterReads(param, from, checker, pkg)) ?? heldProperties(checker, from, pkg))
        : ownTypeProperties(checker, from, type, pkg);
      for (const p of read) add(value, p.name, p, hidden);
    }
    // `Object.keys(x)` and its kin name x's properties in strings the checker does not tie to them.
    const listed = listing(n);
    if (listed)
      for (const p of ownProperties(checker, checker.getTypeAtLocation(listed.value), pkg))
        add(listed.value, p.name, p, listed.names ? hidden : { ...hidden, valueOnly: true });
    const test = propertyTest(n);
    if (ts.isCallExpression(n) && !test)
      for (const [at, p] of pathProperties(n, checker, pkg)) add(at, p.name, p, hidden);
    const cast = castValue(n);
    if (cast) for (const p of heldProperties(checker, checker.getTypeAtLocation(cast), pkg)) add(n, p.name, p);
    else if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.name))
      add(n, n.name.text, checker.getSymbolAtLocation(n.name) ?? propertyOf(checker, n.expression, n.name.text));
    else if (ts.isElementAccessExpression(n) && ts.isStringLiteralLike(n.argumentExpression))
      add(n, n.argumentExpression.text, propertyOf(checker, n.expression, n.argumentExpression.text));
    else if (test) add(n, test.key.text, propertyOf(checker, test.object, test.key.text));
    else if (ts.isBindingElement(n) && ts.isObjectBindingPattern(n.parent) && !n.dotDotDotToken) {
      const name = propertyName(n.propertyName ?? n.name);
      if (name !== undefined) add(n, name, propertyOf(checker, n.parent, name));
    }
  }
  return out;
}

/**
 * `"name" in x`, `Object.hasOwn(x, "name")`, `x.hasOwnProperty("name")`, `Object.prototype.hasOwnProperty.call(x,
 * "name")`: tests for the property, false without an error once it is renamed or moved.
 */
function propertyTest(n: TS.Node): { object: TS.Expression; key: TS.StringLiteralLike } | undefined {
  if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.InKeyword)
    return ts.isStringLiteralLike(n.left) ? { object: n.right, key: n.left } : undefined;
  if (!ts.isCallExpression(n) || !ts.isPropertyAccessExpression(n.expression)) return undefined;
  const { name, expression: on } = n.expression;
  const [first, second] = n.arguments;
  const viaCall = name.text === "call" && ts.isPropertyAccessExpression(on) && on.name.text === "hasOwnProperty";
  const [object, key] =
    name.text === "hasOwnProperty" ? [on, first] : viaCall || isCallOf(n, "Object", ["hasOwn"]) ? [first, second] : [];
  return object && key && ts.isStringLiteralLike(key) ? { object, key } : undefined;
}

/** The value a cast to `any` or `unknown` hides from the checker (`x` in `x as any`), or undefined. */
function castValue(n: TS.Node): TS.Expression | undefined {
  const loose = (t: TS.TypeNode | undefined) =>
    t?.kind === ts.SyntaxKind.AnyKeyword || t?.kind === ts.SyntaxKind.UnknownKeyword;
  if ((ts.isAsExpression(n) || ts.isTypeAssertionExpression(n)) && loose(n.type)) return n.expression;
  return isTyped(n) && loose(n.type) ? n.initializer : undefined;
}

/** A value, the type it flows into, whether the user's own code declares that place, the parameter it is given to. */
type Flow = [value: TS.Expression, into: TS.Type, own: boolean, param?: TS.ParameterDeclaration];

/**
 * The values that flow into a declared type at a node, each with the type and whether the user's own code declares
 * that place (where `any` or `unknown` is a cast; a library's, `console.log(x)`, is not): a typed declaration's value,
 * a cast, an assignment, an argument (with its parameter), a returned value, an object literal's property or spread,
 * an array literal's element.
 */
function flows(n: TS.Node, checker: TS.TypeChecker): Flow[] {
  const out: [TS.Expression, TS.Type | undefined, boolean, TS.ParameterDeclaration?][] = [];
  const own = (d: TS.Node | undefined) => d !== undefined && !d.getSourceFile().isDeclarationFile;
  if (isTyped(n) && n.type && n.initializer && !castValue(n))
    out.push([n.initializer, checker.getTypeFromTypeNode(n.type), false]);
  else if (
    (ts.isAsExpression(n) || ts.isTypeAssertionExpression(n)) &&
    !castValue(n) &&
    !ts.isConstTypeReference(n.type)
  )
    out.push([n.expression, checker.getTypeFromTypeNode(n.type), false]);
  else if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken)
    out.push([n.right, checker.getTypeAtLocation(n.left), true]);
  else if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
    const callee = checker.getResolvedSignature(n)?.declaration;
    const params = callee && !ts.isJSDocSignature(callee) ? callee.parameters : [];
    (n.arguments ?? []).forEach((a, i, all) => {
      // The parameter the argument is given to, unless a spread comes before it.
      const param = all.slice(0, i + 1).some(ts.isSpreadElement) ? undefined : params[i];
      out.push([a, checker.getContextualType(a), own(callee), param]);
    });
    // `Object.assign(target, ...sources)` assigns each source's properties into the target, as `=` would.
    const [target, ...sources] = ts.isCallExpression(n) && isCallOf(n, "Object", ["assign"]) ? n.arguments : [];
    if (target) for (const source of sources) out.push([source, checker.getTypeAtLocation(target), true]);
    // `JSON.parse(JSON.stringify(x))`, the deep copy, gives back x as `any` unless it is typed again: a cast of x.
    const copied = ts.isCallExpression(n) ? jsonCopied(n) : undefined;
    const into = copied && checker.getContextualType(n);
    if (copied && (!into || into.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)))
      out.push([copied, checker.getAnyType(), true]);
  }
  // Where an expression stands says where it flows too: `return load()`, `{ p: x as T }`.
  if (ts.isExpression(n)) {
    const p = n.parent;
    // A returned or yielded value is cast only by the function's own return type, not by a library's callback type.
    const fn =
      ts.isReturnStatement(p) || ts.isYieldExpression(p) || (ts.isArrowFunction(p) && p.body === n)
        ? ts.findAncestor(p, ts.isFunctionLike)
        : undefined;
    // A literal checked by `satisfies` keeps its own type: the value in it is still read as the package's.
    const checked = satisfied(n);
    const entry =
      !checked &&
      ((ts.isPropertyAssignment(p) && p.initializer === n) || (ts.isShorthandPropertyAssignment(p) && p.name === n))
        ? p
        : undefined;
    const literal = entry && checker.getContextualType(entry.parent);
    const property = entry && literal?.getProperty(propertyName(entry.name) ?? "");
    // A literal typed by an index signature (`{ [k: string]: Mine }`, `Record<string, Mine>`) has no such property.
    const index = literal && !property ? checker.getIndexInfosOfType(literal)[0] : undefined;
    if (fn || property || index) {
      const into = checker.getContextualType(n) ?? (fn && implemented(fn, checker));
      out.push([n, into, fn ? fn.type !== undefined : own(property?.valueDeclaration ?? index?.declaration)]);
    } else if (!checked && (ts.isSpreadAssignment(p) || ts.isArrayLiteralExpression(p) || ts.isSpreadElement(p)))
      out.push([n, checker.getContextualType(n), false]);
  }
  return out.filter((f): f is Flow => f[1] !== undefined);
}

/** Whether the value stands in object and array literals that `x satisfies T` checks, with nothing else between. */
function satisfied(n: TS.Node): boolean {
  let e = n.parent;
  while (
    ts.isObjectLiteralExpression(e) ||
    ts.isArrayLiteralExpression(e) ||
    ts.isPropertyAssignment(e) ||
    ts.isShorthandPropertyAssignment(e) ||
    ts.isSpreadAssignment(e) ||
    ts.isSpreadElement(e) ||
    ts.isParenthesizedExpression(e)
  )
    e = e.parent;
  return ts.isSatisfiesExpression(e);
}

/** `x` in `JSON.parse(JSON.stringify(x))`, or undefined. */
function jsonCopied(call: TS.CallExpression): TS.Expression | undefined {
  let inner = call.arguments[0];
  while (inner && ts.isParenthesizedExpression(inner)) inner = inner.expression;
  if (!isCallOf(call, "JSON", ["parse"]) || !inner || !ts.isCallExpression(inner)) return undefined;
  return isCallOf(inner, "JSON", ["stringify"]) ? inner.arguments[0] : undefined;
}

/**
 * What a class's method without a return type returns into: the return type of the method it implements or overrides
 * (`class ApiRepo implements Repo { load() { ... } }`, or `load = async () => ...`), which gives the class's own
 * methods no contextual type.
 */
function implemented(fn: TS.SignatureDeclaration, checker: TS.TypeChecker): TS.Type | undefined {
  // The member that holds the function: the method itself, or the property an arrow or function initializes.
  const member = ts.isMethodDeclaration(fn) ? fn : ts.isPropertyDeclaration(fn.parent) ? fn.parent : undefined;
  if (!member || !ts.isClassLike(member.parent)) return undefined;
  const name = propertyName(member.name) ?? "";
  for (const base of member.parent.heritageClauses?.flatMap((h) => h.types) ?? []) {
    const method = checker.getTypeAtLocation(base).getProperty(name);
    const signature = method && checker.getTypeOfSymbol(method).getCallSignatures()[0];
    if (signature) return signature.getReturnType();
  }
  return undefined;
}

function propertyOf(checker: TS.TypeChecker, object: TS.Node, name: string): TS.Symbol | undefined {
  const type = checker.getNonNullableType(checker.getTypeAtLocation(object));
  return checker.getPropertyOfType(checker.getApparentType(type), name);
}

/**
 * Renames what a read reads, keeping the name a destructuring binds (`{ a }` becomes `{ b: a }`); false for a cast,
 * whose reads are out of sight.
 */
export function renameRead(read: Read, to: string, edits: FileEdits): boolean {
  const n = read.node;
  if (read.hidden) return false;
  if (ts.isPropertyAccessExpression(n)) edits.replace(n.name.getStart(), n.name.getEnd(), to);
  else if (ts.isElementAccessExpression(n) || ts.isBinaryExpression(n) || ts.isCallExpression(n)) {
    const arg = ts.isElementAccessExpression(n) ? n.argumentExpression : propertyTest(n)!.key;
    edits.replace(arg.getStart() + 1, arg.getEnd() - 1, to);
  } else if (!ts.isBindingElement(n)) return false;
  else if (n.propertyName) edits.replace(n.propertyName.getStart(), n.propertyName.getEnd(), propertyKey(to));
  else edits.insert(n.name.getStart(), `${propertyKey(to)}: `);
  return true;
}

/**
 * The object the accesses of `path` lead down from to a read (`e.attributes?.metric_id` with the path
 * `attributes.metric_id` is `e`) and whether the access right above it is optional, or undefined when the expression
 * does not spell the path: the value was stored in a variable on the way, or copied (`{ ...e.attributes }[0]`), and
 * which object it came from is not in the expression.
 */
export function accessChain(read: Read, path: PathSegment[]): { root: TS.Expression; optional: boolean } | undefined {
  const n = read.node;
  if (read.hidden || !(ts.isPropertyAccessExpression(n) || ts.isElementAccessExpression(n)) || path.length < 1)
    return undefined;
  let e: TS.Expression = n;
  let optional = false;
  for (const segment of [...path].reverse()) {
    while (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
    const name = ts.isPropertyAccessExpression(e)
      ? e.name.text
      : ts.isElementAccessExpression(e) && ts.isStringLiteralLike(e.argumentExpression)
        ? e.argumentExpression.text
        : undefined;
    // `[]` is any element of an array: an index, never a property name.
    const spelt =
      typeof segment === "string" ? name === segment : ts.isElementAccessExpression(e) && name === undefined;
    if (!spelt || !(ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e))) return undefined;
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
