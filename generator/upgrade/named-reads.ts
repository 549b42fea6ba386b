/**
 * Reads the checker does not tie to a property: names in strings, a property path handed with its object
 * (`_.get(x, "a.b")`), and the keys a listing of an object gives (`Object.keys(x)`).
 */
import { ts, type ts as TS } from "ts-morph";
import { heldProperties, inPackage } from "./package-properties.js";

/**
 * The value whose properties `Object.keys(x)`, `Object.entries(x)`, `Object.values(x)` or `for (const k in x)` list,
 * and whether the listing gives their names: a renamed, moved or removed property changes the names listed, and no
 * name compared or looked up later (`k === "timestamp"`, `keys.includes("timestamp")`) is the checker's to see.
 * `Object.values` gives no names: a moved or removed property changes the values it lists, a renamed one does not.
 */
export function listing(n: TS.Node): { value: TS.Expression; names: boolean } | undefined {
  if (ts.isForInStatement(n)) return { value: n.expression, names: true };
  if (!ts.isCallExpression(n) || !isCallOf(n, "Object", ["keys", "entries", "values", "getOwnPropertyNames"])) return;
  const value = n.arguments[0];
  return value && { value, names: !isCallOf(n, "Object", ["values"]) };
}

/** Whether the call is `<global>.<one of the names>(...)`: `Object.keys(x)`, `JSON.parse(s)`. */
export function isCallOf(call: TS.CallExpression, global: string, names: string[]): boolean {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || !names.includes(callee.name.text)) return false;
  return ts.isIdentifier(callee.expression) && callee.expression.text === global;
}

/**
 * A property path written as a string or a list of names beside the object it is taken from in one call
 * (`_.get(res.data, "data.attributes.email")`, `get(x, ["a", 0, "b"])`, `_.has`, `_.pick`, `_.set`) or in a call the
 * method is chained on (`expect(x).toHaveProperty("a.b")`, `expect(x).to.have.property("a")`), each with the
 * object (where the read stands, and where its origin is followed from): the package's properties the path names,
 * when every name in it is a property down from the object's type (a string that is not such a path is left alone);
 * and, when the call's value is `any` or `unknown`, every property the value at the end holds, as past a cast. The
 * checker reads no names in a string: a renamed one would be read as undefined without an error.
 */
export function pathProperties(call: TS.CallExpression, checker: TS.TypeChecker, pkg: string) {
  const out: [TS.Expression, TS.Symbol][] = [];
  for (const at of call.arguments) {
    const names = ts.isStringLiteralLike(at)
      ? at.text.split(/[.[\]]+/).filter((s) => s !== "")
      : ts.isArrayLiteralExpression(at) && at.elements.every((e) => ts.isStringLiteralLike(e) || ts.isNumericLiteral(e))
        ? at.elements.map((e) => (e as TS.LiteralExpression).text)
        : [];
    if (names.length === 0 || notAPath(call, at, checker)) continue;
    for (const object of [...call.arguments, ...chainedOn(call.expression)]) {
      if (object === at) continue;
      const found = walkPath(checker, checker.getTypeAtLocation(object), names);
      if (found === undefined) continue;
      const into = checker.getTypeAtLocation(call);
      const loose = into.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown);
      const end = loose ? found.end.flatMap((t) => heldProperties(checker, t, pkg)) : [];
      for (const p of [...found.named.filter((p) => inPackage(p, pkg)), ...end]) out.push([object, p]);
    }
  }
  return out;
}

/**
 * Whether the argument is a value the call takes as it is, not a path into another argument: it is given to a
 * parameter declared `any` or `unknown` (`console.log("timestamp", mk)`, a rest parameter's elements too), or with a
 * type parameter of the receiver's own type, a key or an element the receiver keeps (`map.set("timestamp", mk)`, a
 * Map's `key: K`; `list.push("timestamp")`, an Array's `...items: T[]`).
 */
function notAPath(call: TS.CallExpression, argument: TS.Expression, checker: TS.TypeChecker): boolean {
  const decl = checker.getResolvedSignature(call)?.declaration;
  if (decl === undefined || ts.isJSDocSignature(decl)) return false;
  const params = decl.parameters;
  const i = call.arguments.indexOf(argument);
  const param = params[i] ?? (params.at(-1)?.dotDotDotToken ? params.at(-1) : undefined);
  let type = param?.type;
  if (param?.dotDotDotToken && type !== undefined && ts.isArrayTypeNode(type)) type = type.elementType;
  if (type === undefined) return false;
  if (type.kind === ts.SyntaxKind.AnyKeyword || type.kind === ts.SyntaxKind.UnknownKeyword) return true;
  if (!ts.isTypeReferenceNode(type)) return false;
  const declared = checker.getSymbolAtLocation(type.typeName)?.declarations?.[0];
  return declared !== undefined && ts.isTypeParameterDeclaration(declared) && declared.parent === decl.parent;
}

/** The arguments of the calls a method is chained on: `x` in `expect(x).to.have.property`. */
function chainedOn(callee: TS.Expression): TS.Expression[] {
  let e = callee;
  while (ts.isPropertyAccessExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
  return ts.isCallExpression(e) ? [...e.arguments, ...chainedOn(e.expression)] : [];
}

/**
 * The properties the names of a path read down from the type (a number: an array's element) and the types at its
 * end; undefined when a name is not there.
 */
function walkPath(checker: TS.TypeChecker, type: TS.Type, names: string[]) {
  const named: TS.Symbol[] = [];
  let end = [type];
  for (const name of names) {
    end = nameDown(checker, end, name).flatMap(({ property, types }) => {
      if (property) named.push(property);
      return types;
    });
    if (end.length === 0) return undefined;
  }
  return { named, end };
}

/**
 * One name down from some types, each without null and undefined and each member of a union apart: per member, what
 * the name reads there (an array's element for a number, else the property and its type; nothing when it is not there).
 */
export function nameDown(checker: TS.TypeChecker, types: TS.Type[], name: string) {
  return types
    .flatMap((type) => {
      const t = checker.getNonNullableType(type);
      return t.isUnion() ? t.types : [t];
    })
    .map((from): { from: TS.Type; property?: TS.Symbol; types: readonly TS.Type[] } => {
      if (checker.isArrayType(from) && /^\d+$/.test(name))
        return { from, types: checker.getTypeArguments(from as TS.TypeReference) };
      const property = checker.getPropertyOfType(checker.getApparentType(from), name);
      return { from, property, types: property ? [checker.getTypeOfSymbol(property)] : [] };
    });
}
