/** The shape of a value the consumer passes to an operation (generator/upgrade/README.md). */
import { ts, type ts as TS } from "ts-morph";
import type { JsonValue } from "../../templates/runtime/upgrade-ops.js";

export interface Entry {
  key: string;
  value: VNode;
  /** The property as written, for an entry of the literal. */
  orig?: TS.ObjectLiteralElementLike;
  origKey?: string;
  origValue?: VNode;
  deleted?: boolean;
}

export interface Slot {
  value: VNode;
  orig?: TS.Expression;
  origValue?: VNode;
}

export type VNode =
  | {
      kind: "obj";
      lit?: TS.ObjectLiteralExpression;
      entries: Entry[];
      spreads: VNode[];
      unknown: TS.Node[];
      /** A literal without a contextual type (a helper's return): constants written in it need `as const`. */
      untyped?: boolean;
    }
  | {
      kind: "arr";
      /** The array literal, or else the `.map()` call (`mapped`) that makes the array: one of the two is there. */
      lit?: TS.ArrayLiteralExpression;
      mapped?: TS.Expression;
      items: Slot[];
      open: boolean;
      untyped?: boolean;
    }
  | { kind: "expr"; expr: TS.Expression }
  | { kind: "const"; value: JsonValue }
  | { kind: "ref"; expr: TS.Expression; origin: Origin };

export type ObjNode = Extract<VNode, { kind: "obj" }>;
export type ArrNode = Extract<VNode, { kind: "arr" }>;

/** A declaration a value was followed to: a const or a helper function. */
export interface Origin {
  /** The declaration's name, where references are looked up. */
  name: TS.Identifier;
  node: VNode;
  /** Where the value was followed from (the identifier of each use) and the place it flowed into. */
  visits: { at: TS.Node; key: string }[];
  valid?: boolean;
}

export class ShapeReader {
  private readonly origins = new Map<TS.Node, Origin>();
  /** The origin each literal read through one belongs to (the innermost), and the origins being read. */
  private readonly owners = new Map<TS.Node, Origin>();
  private readonly reading: Origin[] = [];

  constructor(
    private readonly checker: TS.TypeChecker,
    /** Files the assistant may edit: an origin elsewhere (a library, a declaration file) stays opaque. */
    private readonly editable: (file: TS.SourceFile) => boolean,
  ) {}

  /** The shape of `expr`, flowing into `key` (an operation and a path inside its arguments). */
  read(expr: TS.Expression, key: string): VNode {
    const e = skipOuter(expr);
    if (ts.isObjectLiteralExpression(e)) return this.object(e, key);
    if (ts.isArrayLiteralExpression(e)) {
      const written = e.elements.filter((el) => !ts.isSpreadElement(el) && !ts.isOmittedExpression(el));
      const items = written.map((el) => this.slot(el, `${key}[]`));
      const open = written.length < e.elements.length;
      return { kind: "arr", lit: e, items, open, untyped: this.checker.getContextualType(e) === undefined };
    }
    if (ts.isIdentifier(e)) return this.follow(e, e, key);
    if (ts.isElementAccessExpression(e) && ts.isIdentifier(e.expression) && ts.isNumericLiteral(e.argumentExpression))
      return this.follow(e.expression, e, key, Number(e.argumentExpression.text));
    if (ts.isCallExpression(e)) {
      const mapped = mappedLiteral(e);
      if (mapped) {
        const untyped = this.checker.getContextualType(mapped) === undefined;
        return { kind: "arr", mapped: e, items: [this.slot(mapped, `${key}[]`)], open: false, untyped };
      }
      if (ts.isIdentifier(e.expression)) return this.follow(e.expression, e, key);
    }
    return { kind: "expr", expr };
  }

  /** An element of an array, as written. */
  private slot(el: TS.Expression, key: string): Slot {
    const value = this.read(el, key);
    return { value, orig: el, origValue: value };
  }

  private object(e: TS.ObjectLiteralExpression, key: string): VNode {
    const owner = this.reading[this.reading.length - 1];
    if (owner) this.owners.set(e, owner);
    const node: ObjNode = { kind: "obj", lit: e, entries: [], spreads: [], unknown: [] };
    if (this.checker.getContextualType(e) === undefined) node.untyped = true;
    for (const p of e.properties) {
      if (ts.isSpreadAssignment(p)) {
        node.spreads.push(this.read(p.expression, key));
        continue;
      }
      const name = ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p) ? propertyName(p.name) : undefined;
      if (name === undefined) {
        node.unknown.push(p);
        continue;
      }
      // A shorthand `{ name }` reads the variable `name`.
      const written = ts.isPropertyAssignment(p) ? p.initializer : (p as TS.ShorthandPropertyAssignment).name;
      const value = this.read(written, `${key}.${name}`);
      node.entries.push({ key: name, value, orig: p, origKey: name, origValue: value });
    }
    return node;
  }

  /**
   * A const (or the element `index` of a const array literal) or a local helper's return value, as a reference to its
   * origin; anything else is opaque.
   */
  private follow(id: TS.Identifier, use: TS.Expression, key: string, index?: number): VNode {
    const opaque: VNode = { kind: "expr", expr: use };
    let symbol =
      ts.isShorthandPropertyAssignment(id.parent) && id.parent.name === id
        ? this.checker.getShorthandAssignmentValueSymbol(id.parent)
        : this.checker.getSymbolAtLocation(id);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (decl === undefined || !this.editable(decl.getSourceFile())) return opaque;
    const value =
      index !== undefined
        ? elementOf(valueOfConst(decl), index)
        : use === id
          ? valueOfConst(decl)
          : returnedValue(decl);
    if (value === undefined) return opaque;
    // An element is an origin of its own: two elements of one array used apart leave neither editable.
    let origin = this.origins.get(index === undefined ? decl : value);
    if (origin === undefined) {
      const name = (decl as TS.VariableDeclaration | TS.FunctionDeclaration).name as TS.Identifier;
      origin = { name, node: { kind: "expr", expr: value }, visits: [] };
      this.origins.set(index === undefined ? decl : value, origin);
      this.reading.push(origin);
      origin.node = this.read(value, key);
      this.reading.pop();
    }
    origin.visits.push({ at: id, key });
    return { kind: "ref", expr: use, origin };
  }

  /**
   * True when text written into `host` would be shared: the literal belongs to an origin that several uses reach, and
   * `value` (the text that moves there) is not part of it, so it differs from one use to the next.
   */
  shared(host: TS.Node, value: TS.Node): boolean {
    const owner = this.owners.get(host);
    if (owner === undefined || owner.visits.length < 2) return false;
    const decl = owner.name.parent;
    return !(value.getSourceFile() === decl.getSourceFile() && value.pos >= decl.pos && value.end <= decl.end);
  }

  /**
   * An origin is edited in place only when every reference to it was followed here, into one place: any other use
   * (a second operation, a read, a reassignment) would see the edit too.
   */
  validateOrigins(references: (name: TS.Identifier) => { file: string; start: number }[] | undefined): void {
    for (const origin of this.origins.values()) {
      const refs = references(origin.name);
      const keys = new Set(origin.visits.map((v) => v.key));
      origin.valid =
        refs !== undefined &&
        keys.size === 1 &&
        refs.every((r) =>
          origin.visits.some((v) => v.at.getSourceFile().fileName === r.file && v.at.getStart() === r.start),
        );
    }
  }
}

/** The expression itself, without parentheses, `as`, `satisfies`, `!` and `<T>` around it. */
export function skipOuter(expr: TS.Expression): TS.Expression {
  let e = expr;
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isSatisfiesExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isTypeAssertionExpression(e)
  )
    e = e.expression;
  return e;
}

/** The JSON value of a literal expression (`"a"`, `1`, `true`, `null`), else undefined. */
export function literal(expr: TS.Expression): unknown {
  if (ts.isStringLiteralLike(expr)) return expr.text;
  if (ts.isNumericLiteral(expr)) return Number(expr.text);
  if (expr.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (expr.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (expr.kind === ts.SyntaxKind.NullKeyword) return null;
  const minus = ts.isPrefixUnaryExpression(expr) && expr.operator === ts.SyntaxKind.MinusToken;
  return minus && ts.isNumericLiteral(expr.operand) ? -Number(expr.operand.text) : undefined;
}

export function propertyName(name: TS.PropertyName | TS.BindingName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name)) {
    const e = skipOuter(name.expression);
    if (ts.isStringLiteralLike(e) || ts.isNumericLiteral(e)) return e.text;
  }
  return undefined;
}

/** The initializer of `const x = <literal or call>`, or of `x` in `const { x } = { x: <literal or call> }`. */
function valueOfConst(decl: TS.Declaration): TS.Expression | undefined {
  if (ts.isBindingElement(decl) && ts.isIdentifier(decl.name) && !decl.dotDotDotToken && !decl.initializer) {
    const pattern = decl.parent;
    const owner = pattern.parent;
    const key = propertyName(decl.propertyName ?? decl.name);
    const init = ts.isVariableDeclaration(owner) ? valueOfConst(owner) : undefined;
    const object = init && skipOuter(init);
    if (!ts.isObjectBindingPattern(pattern) || key === undefined || !object || !ts.isObjectLiteralExpression(object))
      return;
    const found = object.properties.filter((p) => p.name && propertyName(p.name) === key);
    const only = found.length === 1 && object.properties.every((p) => !ts.isSpreadAssignment(p)) ? found[0] : undefined;
    return only && ts.isPropertyAssignment(only) ? only.initializer : undefined;
  }
  if (ts.isVariableDeclaration(decl) && ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) return decl.initializer;
  return undefined;
}

/** The element `index` of an array literal written with neither spreads nor holes before it. */
function elementOf(init: TS.Expression | undefined, index: number): TS.Expression | undefined {
  const array = init && skipOuter(init);
  if (!array || !ts.isArrayLiteralExpression(array)) return undefined;
  const before = array.elements.slice(0, index + 1);
  return before.some((el) => ts.isSpreadElement(el) || ts.isOmittedExpression(el)) ? undefined : array.elements[index];
}

/** The one value a helper function returns: an arrow's expression body, or its single `return`. */
export function returnedValue(decl: TS.Declaration): TS.Expression | undefined {
  const init = ts.isVariableDeclaration(decl) ? valueOfConst(decl) : undefined;
  const fn = ts.isFunctionDeclaration(decl) ? decl : init && skipOuter(init);
  return fn && ts.isFunctionLike(fn) ? singleReturn(fn as TS.FunctionLikeDeclaration) : undefined;
}

function singleReturn(fn: TS.FunctionLikeDeclaration): TS.Expression | undefined {
  const body = fn.body;
  if (body === undefined) return;
  if (!ts.isBlock(body)) return body;
  const returns: TS.ReturnStatement[] = [];
  const visit = (n: TS.Node): void => {
    if (ts.isFunctionLike(n)) return;
    if (ts.isReturnStatement(n)) returns.push(n);
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(body, visit);
  return returns.length === 1 ? returns[0]!.expression : undefined;
}

/** `xs.map((x) => ({ ... }))`: the literal each element is made of. */
function mappedLiteral(call: TS.CallExpression): TS.ObjectLiteralExpression | undefined {
  if (!ts.isPropertyAccessExpression(call.expression) || call.expression.name.text !== "map") return;
  const fn = call.arguments[0];
  if (fn === undefined || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) return;
  const value = singleReturn(fn);
  const e = value && skipOuter(value);
  return e && ts.isObjectLiteralExpression(e) ? e : undefined;
}
