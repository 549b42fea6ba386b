/** The uses of an entry point in one file (generator/upgrade/README.md). */
import { type Project, type SourceFile, ts, type ts as TS } from "ts-morph";
import { returnedValue, skipOuter } from "./shape.js";
import type { Chain } from "./steps.js";

export interface EntryPoint {
  /** `@revforge/client/2023-06-15` */
  specifier: string;
  /** Its index.d.ts in the program, when it resolves. */
  file?: TS.SourceFile;
}

/** The calls of the entry point's functions, each with the function's name there (`getProfiles`, `createClient`). */
export function findCalls(sf: TS.SourceFile, checker: TS.TypeChecker, entry: EntryPoint) {
  return nodesOf(sf).flatMap((n) => {
    const name = ts.isCallExpression(n) ? calleeName(n, checker, entry) : undefined;
    return name === undefined ? [] : [{ call: n as TS.CallExpression, name }];
  });
}

/** A node and every node below it, in source order. */
export function nodesOf(root: TS.Node): TS.Node[] {
  const out: TS.Node[] = [];
  const visit = (n: TS.Node): void => {
    out.push(n);
    ts.forEachChild(n, visit);
  };
  visit(root);
  return out;
}

/** The entry point's name for what a call calls, or undefined when it is not one of its functions. */
export function calleeName(call: TS.CallExpression, checker: TS.TypeChecker, entry: EntryPoint): string | undefined {
  let callee: TS.Expression = call.expression;
  while (ts.isParenthesizedExpression(callee) || ts.isNonNullExpression(callee)) callee = callee.expression;
  // What the call resolves to, whatever the value went through (a destructured `await import()`, a local, a
  // parameter typed as the function).
  const signature = entry.file && checker.getResolvedSignature(call)?.declaration;
  if (signature && ts.isFunctionDeclaration(signature) && signature.name && signature.getSourceFile() === entry.file)
    return signature.name.text;
  const id = ts.isIdentifier(callee) ? callee : ts.isPropertyAccessExpression(callee) ? callee.name : undefined;
  if (id === undefined) return undefined;
  const symbol = checker.getSymbolAtLocation(id);
  if (symbol) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const decl = target.declarations?.[0];
    if (decl && entry.file && decl.getSourceFile() === entry.file) return target.name;
    if (decl) return undefined;
    // Unresolved: an import of a name the entry point does not export.
    const spec = symbol.declarations?.[0];
    if (spec && ts.isImportSpecifier(spec) && importsEntry(spec.parent.parent.parent, entry))
      return (spec.propertyName ?? spec.name).text;
    return undefined;
  }
  // `ns.removedOperation(...)` on a namespace import of the entry point.
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
    const ns = checker.getSymbolAtLocation(callee.expression)?.declarations?.[0];
    if (ns && ts.isNamespaceImport(ns) && importsEntry(ns.parent.parent, entry)) return callee.name.text;
  }
  return undefined;
}

/** The operation a call of one of the entry point's functions sends (by the chain's function names). */
export function callOperation(call: TS.CallExpression, checker: TS.TypeChecker, entry: EntryPoint, chain: Chain) {
  const name = calleeName(call, checker, entry);
  return name === undefined ? undefined : chain.operationOf.get(name);
}

export function importsEntry(decl: { moduleSpecifier?: TS.Expression }, entry: EntryPoint): boolean {
  const spec = decl.moduleSpecifier;
  return spec !== undefined && ts.isStringLiteral(spec) && spec.text === entry.specifier;
}

/**
 * The scope's files in the project's program, the first that names the entry point, and the entry point as the
 * program resolves it from there; undefined when no file names it.
 */
export function openEntry(project: Project, scope: SourceFile[], specifier: string) {
  const program = project.getProgram().compilerObject;
  const files = scope.map((f) => program.getSourceFile(f.getFilePath())!);
  const using = files.find((sf) => specifiersOf(sf, specifier).length > 0);
  if (using === undefined) return undefined;
  const resolved = ts.resolveModuleName(specifier, using.fileName, program.getCompilerOptions(), ts.sys).resolvedModule;
  const entry: EntryPoint = { specifier, file: resolved && program.getSourceFile(resolved.resolvedFileName) };
  return { program, checker: program.getTypeChecker(), files, using, entry };
}

/**
 * Every string literal in the file that names the entry point as a module: imports, re-exports, `import()`
 * expressions and types, `require()`, and also what a test runner is handed (`vi.mock("...")`,
 * `jest.requireActual("...")`), which no import declares: a mock left on the older revision would no longer replace
 * the module the code imports, and its tests would reach the real client without a word.
 */
export function specifiersOf(sf: TS.SourceFile, specifier: string): TS.StringLiteralLike[] {
  return nodesOf(sf).filter((n): n is TS.StringLiteralLike => ts.isStringLiteralLike(n) && n.text === specifier);
}

const arrayMethods = new Set(["map", "flatMap", "forEach", "filter", "find", "findLast", "some", "every", "at"]);

/** The array an array method is called on (`xs` in `xs.map`). */
const arrayOf = (callee: TS.Expression) =>
  ts.isPropertyAccessExpression(callee) && arrayMethods.has(callee.name.text) ? callee.expression : undefined;

/** Which operation's response a read comes from, when the code shows it (README.md, "origin"). */
export function originOperation(start: TS.Node, checker: TS.TypeChecker, entry: EntryPoint, chain: Chain) {
  // Each step follows one expression or declaration: a chain that loops ends at the depth limit.
  const fromExpr = (e: TS.Expression, depth: number): string | undefined => {
    if (depth > 24) return undefined;
    e = skipOuter(e);
    while (ts.isAwaitExpression(e) || ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e))
      e = skipOuter(e.expression);
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
      // `Promise.all([getProfile(...), ...])`: the values of the calls in the list, when they all name one operation.
      const list = e.arguments[0];
      if (
        ts.isPropertyAccessExpression(callee) &&
        callee.expression.getText() === "Promise" &&
        list &&
        ts.isArrayLiteralExpression(list)
      ) {
        const ops = new Set(list.elements.map((x) => fromExpr(x, depth + 1)));
        return ops.size === 1 ? [...ops][0] : undefined;
      }
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

/**
 * The operation whose response a type names: `GetProfileData` (the entry point's response type of get_profile), or
 * written another way, `Awaited<ReturnType<typeof getProfile>>` or a user's alias `Unwrap<GetProfileData>`: the names
 * of the entry point's response types and functions anywhere in it, through the user's aliases; undefined unless all
 * name one operation.
 */
function responseTypeOperation(type: TS.TypeNode, checker: TS.TypeChecker, entry: EntryPoint, chain: Chain) {
  const found = new Set<string>();
  const seen = new Set<TS.Node>();
  const visit = (n: TS.Node): void => {
    if (seen.has(n)) return;
    seen.add(n);
    const name = ts.isTypeReferenceNode(n) ? n.typeName : ts.isTypeQueryNode(n) ? n.exprName : undefined;
    let symbol = name && checker.getSymbolAtLocation(ts.isIdentifier(name) ? name : name.right);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const decl = symbol?.declarations?.[0];
    if (decl?.getSourceFile() === entry.file) {
      const op = (ts.isTypeQueryNode(n) ? chain.operationOf : chain.responseTypeOf).get(symbol!.name);
      if (op !== undefined) found.add(op);
    } else if (decl && ts.isTypeAliasDeclaration(decl) && !decl.getSourceFile().isDeclarationFile) visit(decl.type);
    ts.forEachChild(n, visit);
  };
  visit(type);
  return found.size === 1 ? [...found][0] : undefined;
}
