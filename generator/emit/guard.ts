/**
 * The post-generation guard (docs/safety.md G): every emitted file is parsed again and rejected if it holds anything
 * but declarations and the few call shapes our own templates write. A spec string that escaped its literal or comment
 * would show up here as a new statement, call or assignment.
 */
import { createRequire } from "node:module";
import type TS from "typescript";

// Required, like openapi-typescript (types-file.ts) loads it in the same thread: an ES import would scan its 9 MB
// for export names first.
const ts = createRequire(import.meta.url)("typescript") as typeof TS;

/**
 * The calls emitted entry points make (revision-module.ts), plus the shims' (generator/shims: an older entry point's
 * createClient, the upgrade modules, the legacy entry point); nothing else may call anything.
 */
const allowedCalls = new Set([
  "client.request",
  "pages",
  "items",
  "createRuntimeClient",
  "createUpgradableClient",
  "createUpgrader",
  "legacyCall",
  "schemeAuth",
]);

/**
 * A dynamic `import()` is allowed only with one string literal naming a relative `.js` module that climbs only with
 * leading `../` (the upgrade module an older entry point loads when a client upgrades).
 */
const dynamicImport = /^(\.\.\/)*(\.\/)?[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*\.js$/;

export class GuardError extends Error {
  constructor(file: string, line: number, col: number, what: string) {
    super(`${file}:${line}:${col} emitted code rejected by the guard: ${what}`);
    this.name = "GuardError";
  }
}

/** Checks an emitted file (with `typescript`, which openapi-typescript loads for the types anyway). */
export function guardEmittedFile(name: string, text: string): void {
  const isDts = name.endsWith(".d.ts");
  // Without parent pointers (nothing here walks up) and without parsing JSDoc into nodes (comments are trivia to the
  // guard; the scanner still ends each one at its `*/`): the guard needs neither, and it parses every emitted file.
  const sf = ts.createSourceFile(
    name,
    text,
    { languageVersion: ts.ScriptTarget.ES2022, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    isDts ? ts.ScriptKind.TS : ts.ScriptKind.JS,
  );
  const fail = (node: TS.Node, what: string): never => {
    const { line, character } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    throw new GuardError(name, line + 1, character + 1, what);
  };
  const diagnostics = (sf as unknown as { parseDiagnostics?: TS.Diagnostic[] }).parseDiagnostics ?? [];
  if (diagnostics.length > 0) {
    const d = diagnostics[0]!;
    const { line, character } = sf.getLineAndCharacterOfPosition(d.start ?? 0);
    throw new GuardError(
      name,
      line + 1,
      character + 1,
      `parse error: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`,
    );
  }
  for (const statement of sf.statements) {
    if (
      !ts.isImportDeclaration(statement) &&
      !ts.isExportDeclaration(statement) &&
      !ts.isTypeAliasDeclaration(statement) &&
      !ts.isInterfaceDeclaration(statement) &&
      !ts.isFunctionDeclaration(statement) &&
      !ts.isVariableStatement(statement) &&
      !ts.isEnumDeclaration(statement)
    )
      fail(statement, `top-level ${ts.SyntaxKind[statement.kind]}`);
    if (ts.isVariableStatement(statement) && !(statement.declarationList.flags & ts.NodeFlags.Const))
      fail(statement, "a non-const variable");
  }
  // Every node is visited (types included: a computed property name holds an expression); one switch on its kind,
  // as the checks concern a few kinds of node among the hundreds of thousands a run's types are made of.
  const K = ts.SyntaxKind;
  const visit = (node: TS.Node): void => {
    switch (node.kind) {
      case K.CallExpression: {
        const call = node as TS.CallExpression;
        if (call.expression.kind === K.ImportKeyword) {
          const [arg, ...rest] = call.arguments;
          const ok =
            !isDts && rest.length === 0 && arg !== undefined && ts.isStringLiteral(arg) && dynamicImport.test(arg.text);
          if (!ok) fail(node, `a dynamic import of ${arg?.getText(sf) ?? "nothing"}`);
        } else {
          const callee = call.expression.getText(sf);
          if (isDts || !allowedCalls.has(callee)) fail(node, `a call to ${callee}`);
        }
        break;
      }
      case K.NewExpression:
        fail(node, "a new expression");
        break;
      case K.TaggedTemplateExpression:
      case K.TemplateExpression:
        fail(node, "a template expression");
        break;
      case K.BinaryExpression:
        if (isAssignment((node as TS.BinaryExpression).operatorToken.kind)) fail(node, "an assignment");
        break;
      case K.PrefixUnaryExpression:
      case K.PostfixUnaryExpression: {
        const op = (node as TS.PrefixUnaryExpression | TS.PostfixUnaryExpression).operator;
        if (op === K.PlusPlusToken || op === K.MinusMinusToken) fail(node, "an update expression");
        break;
      }
      case K.EnumMember: {
        const { initializer } = node as TS.EnumMember;
        if (initializer && !isLiteral(initializer)) fail(node, "an enum initializer that is not a literal");
        break;
      }
      case K.VariableDeclaration: {
        const { initializer } = node as TS.VariableDeclaration;
        if (initializer && !isDataLiteral(initializer)) fail(node, "a constant that is not a data literal");
        break;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

function isAssignment(kind: TS.SyntaxKind): boolean {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}

function isLiteral(node: TS.Expression): boolean {
  return (
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    (ts.isPrefixUnaryExpression(node) &&
      node.operator === ts.SyntaxKind.MinusToken &&
      ts.isNumericLiteral(node.operand))
  );
}

/** Object and array literals of literals, as jsonLiteral writes them (`["__proto__"]` the one computed key). */
function isDataLiteral(node: TS.Expression): boolean {
  if (isLiteral(node) || node.kind === ts.SyntaxKind.NullKeyword) return true;
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) return true;
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isDataLiteral);
  if (ts.isObjectLiteralExpression(node))
    return node.properties.every(
      (p) =>
        ts.isPropertyAssignment(p) &&
        (ts.isIdentifier(p.name) ||
          ts.isStringLiteral(p.name) ||
          (ts.isComputedPropertyName(p.name) &&
            ts.isStringLiteral(p.name.expression) &&
            p.name.expression.text === "__proto__")) &&
        isDataLiteral(p.initializer),
    );
  return false;
}
