/**
 * The post-generation guard (docs/safety.md G): every emitted file is parsed again and rejected if it holds anything
 * but declarations and the few call shapes our own templates write. A spec string that escaped its literal or comment
 * would show up here as a new statement, call or assignment.
 */
import { createRequire } from "node:module";
import type TS from "typescript";

// Required, as openapi-typescript loads it (types-file.ts): an ES import would scan its 9 MB for export names first.
const ts = createRequire(import.meta.url)("typescript") as typeof TS;
const K = ts.SyntaxKind;

/**
 * The calls emitted entry points make (revision-module.ts), plus the shims' (generator/shims: an older entry point's
 * createClient, the upgrade modules, the legacy entry point); nothing else may call anything.
 */
const allowedCalls = new Set([
  "client.request",
  "pages",
  "items",
  "createClientWith",
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

class GuardError extends Error {
  constructor(file: string, line: number, col: number, what: string) {
    super(`${file}:${line}:${col} emitted code rejected by the guard: ${what}`);
    this.name = "GuardError";
  }
}

/**
 * Checks an emitted file (with `typescript`, which openapi-typescript loads for the types anyway), in parts of about
 * `partSize` characters: a large entry point's syntax tree, parsed whole, lives long enough to fill the heap's old
 * generation, where each part's tree is gone before the next is parsed. A part ends at a blank line and is checked on
 * its own only when it parses with no error and its last statement cannot go on into the next part (it ends with `;`
 * or is a declaration with a body); the parser then starts the next part where it would have in the whole file. At
 * any doubt, the rest of the file is parsed as one part, so what is refused, and where, is what the whole file's
 * parse gives.
 */
export function guardEmittedFile(name: string, text: string, partSize = 1 << 16): void {
  let start = 0;
  // The file's line where the part starts (0-based), and the text put before every part but the first: a part of a
  // module is parsed as a module, as in the whole file.
  let line = 0;
  let prefix = "";
  for (;;) {
    const cut = text.indexOf("\n\n", start + partSize);
    const end = cut < 0 ? text.length : cut + 2;
    const part = parsed(name, prefix + text.slice(start, end));
    const offset = line - (prefix ? 1 : 0);
    // The last part, or one that may not end where it was cut, or a first part that is no module: the rest as one.
    if (end === text.length || !endsCleanly(part) || !(prefix || ts.isExternalModule(part.sf))) {
      checkPart(name, end === text.length ? part : parsed(name, prefix + text.slice(start)), offset);
      return;
    }
    checkPart(name, part, offset);
    for (let i = text.indexOf("\n", start); i >= 0 && i < end; i = text.indexOf("\n", i + 1)) line++;
    prefix = "export {};\n";
    start = end;
  }
}

/** A part of an emitted file as the parser reads it, and whether the parser met an error in it. */
interface Part {
  sf: TS.SourceFile;
  broken: boolean;
}

function parsed(name: string, text: string): Part {
  // Without parent pointers (nothing here walks up) and without parsing JSDoc into nodes (comments are trivia to the
  // guard; the scanner still ends each one at its `*/`): the guard needs neither, and it parses every emitted file.
  const sf = ts.createSourceFile(
    name,
    text,
    { languageVersion: ts.ScriptTarget.ES2022, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    name.endsWith(".d.ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS,
  );
  return { sf, broken: hasParseError(sf) };
}

/**
 * Whether the parser met an error below `node`: it marks the node it finishes after each error it reports
 * (`NodeFlags.ThisNodeHasError`). Its list of errors is public only through a program of the file, too costly to make
 * for every part (docs/safety.md G1): one is made only to say which error (`firstParseError`).
 */
function hasParseError(node: TS.Node): boolean {
  return (node.flags & ts.NodeFlags.ThisNodeHasError) !== 0 || ts.forEachChild(node, hasParseError) === true;
}

/** The first syntax error of a part the parser marked, as a program of that one file (no lib, no modules) gives it. */
function firstParseError(sf: TS.SourceFile): { start: number; message: string } {
  const options: TS.CompilerOptions = { noLib: true, noResolve: true, allowJs: true, types: [] };
  const host: TS.CompilerHost = { ...ts.createCompilerHost(options), getSourceFile: () => sf };
  const [first] = ts.createProgram([sf.fileName], options, host).getSyntacticDiagnostics(sf);
  return { start: first?.start ?? 0, message: first ? ts.flattenDiagnosticMessageText(first.messageText, " ") : "" };
}

/** True when `sf` parsed with no error and nothing after it could continue its last statement. */
function endsCleanly({ sf, broken }: Part): boolean {
  const last = sf.statements.at(-1);
  if (broken || last === undefined) return false;
  const end = sf.text[last.end - 1];
  return (
    end === ";" ||
    (end === "}" &&
      (ts.isFunctionDeclaration(last) ||
        ts.isInterfaceDeclaration(last) ||
        ts.isEnumDeclaration(last) ||
        ts.isModuleDeclaration(last)))
  );
}

/** The guard's checks of one part, whose first line is the file's line `line` + 1. */
function checkPart(name: string, { sf, broken }: Part, line: number): void {
  const isDts = name.endsWith(".d.ts");
  const failAt = (position: number, what: string): never => {
    const at = sf.getLineAndCharacterOfPosition(position);
    throw new GuardError(name, line + at.line + 1, at.character + 1, what);
  };
  const fail = (node: TS.Node, what: string) => failAt(node.getStart(sf), what);
  if (broken) {
    const { start, message } = firstParseError(sf);
    failAt(start, `parse error: ${message}`);
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
      fail(statement, `top-level ${K[statement.kind]}`);
    if (ts.isVariableStatement(statement) && !(statement.declarationList.flags & ts.NodeFlags.Const))
      fail(statement, "a non-const variable");
  }
  // Every node is visited (types included: a computed property name holds an expression); one switch on its kind,
  // as the checks concern a few kinds of node among the hundreds of thousands a run's types are made of.
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
      case K.BinaryExpression: {
        const { kind } = (node as TS.BinaryExpression).operatorToken;
        if (kind >= K.FirstAssignment && kind <= K.LastAssignment) fail(node, "an assignment");
        break;
      }
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

function isLiteral(node: TS.Expression): boolean {
  return (
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    (ts.isPrefixUnaryExpression(node) && node.operator === K.MinusToken && ts.isNumericLiteral(node.operand))
  );
}

/** Object and array literals of literals, as jsonLiteral writes them (`["__proto__"]` the one computed key). */
function isDataLiteral(node: TS.Expression): boolean {
  if (isLiteral(node) || [K.NullKeyword, K.TrueKeyword, K.FalseKeyword].includes(node.kind)) return true;
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

/**
 * The types openapi-typescript builds (emit/types-file.ts), checked before they are printed, so that a large
 * document's types need not be parsed again (docs/safety.md G8 says what is checked): true when every node is one of
 * the type-only kinds below, made by TypeScript's factory (never parsed from text), and every place where the printer
 * writes text as it is holds text that cannot leave its place. Such a tree prints as declarations of types only; for
 * any other tree the caller parses the printed file with `guardEmittedFile`, which locates what is wrong.
 */
export function typesProvenSafe(nodes: readonly TS.Node[]): boolean {
  if (!nodes.every((n) => n.kind === K.TypeAliasDeclaration || n.kind === K.InterfaceDeclaration)) return false;
  const stack = [...nodes];
  let skip: TS.Node | undefined;
  const push = (child: TS.Node) => void (child !== skip && stack.push(child));
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.pos >= 0 || !typeKinds.has(node.kind) || !commentsStayComments(node)) return false;
    skip = undefined;
    switch (node.kind) {
      case K.PropertySignature:
      case K.NamedTupleMember: {
        // A property's name may be any identifier name, a reserved word included.
        const { name } = node as TS.PropertySignature | TS.NamedTupleMember;
        if (name.kind === K.Identifier) {
          if (!isIdentifierName(ts.idText(name)) || !commentsStayComments(name)) return false;
          skip = name;
        }
        break;
      }
      case K.Identifier:
        if (!isTypeIdentifier(ts.idText(node as TS.Identifier))) return false;
        break;
      case K.NumericLiteral:
        if (!/^\d+(\.\d+)?(e[+-]?\d+)?$/i.test((node as TS.NumericLiteral).text)) return false;
        break;
      case K.PrefixUnaryExpression: {
        const { operator, operand } = node as TS.PrefixUnaryExpression;
        if (operator !== K.MinusToken || operand.kind !== K.NumericLiteral) return false;
      }
    }
    ts.forEachChild(node, push);
  }
  return true;
}

const typeKinds = new Set<TS.SyntaxKind>([
  K.TypeAliasDeclaration,
  K.InterfaceDeclaration,
  K.PropertySignature,
  K.IndexSignature,
  K.Parameter,
  K.TypeLiteral,
  K.TypeReference,
  K.IndexedAccessType,
  K.UnionType,
  K.IntersectionType,
  K.ArrayType,
  K.TupleType,
  K.ParenthesizedType,
  K.LiteralType,
  K.RestType,
  K.OptionalType,
  K.NamedTupleMember,
  K.Identifier,
  K.StringLiteral,
  K.NumericLiteral,
  K.PrefixUnaryExpression,
  K.QuestionToken,
  K.ExportKeyword,
  K.ReadonlyKeyword,
  K.StringKeyword,
  K.NumberKeyword,
  K.BooleanKeyword,
  K.NullKeyword,
  K.UnknownKeyword,
  K.NeverKeyword,
  K.UndefinedKeyword,
  K.ObjectKeyword,
  K.AnyKeyword,
  K.TrueKeyword,
  K.FalseKeyword,
]);

/** Names of types that openapi-typescript writes as identifiers (`Record<string, never>`): keywords that name a type. */
const typeKeywords = new Set(["string", "number", "boolean", "object", "unknown", "never", "any", "undefined"]);

function commentsStayComments(node: TS.Node): boolean {
  const comments = [ts.getSyntheticLeadingComments(node), ts.getSyntheticTrailingComments(node)];
  return comments.every((list) => list?.every(staysComment) ?? true);
}

function staysComment(c: TS.SynthesizedComment): boolean {
  return c.kind === K.MultiLineCommentTrivia ? !c.text.includes("*/") : !/[\n\r\u2028\u2029]/.test(c.text);
}

/** An IdentifierName (a reserved word included), as a property name may be. */
function isIdentifierName(text: string): boolean {
  const first = text.codePointAt(0);
  if (first === undefined || !ts.isIdentifierStart(first, ts.ScriptTarget.ESNext)) return false;
  for (const ch of text.slice(first > 0xffff ? 2 : 1))
    if (!ts.isIdentifierPart(ch.codePointAt(0)!, ts.ScriptTarget.ESNext)) return false;
  return true;
}

const scanner = ts.createScanner(ts.ScriptTarget.ESNext, true);

/**
 * An identifier that TypeScript reads back as one, no keyword (a type's name among them), a type keyword, or the JSON
 * string openapi-typescript writes as an identifier for a string literal type.
 */
function isTypeIdentifier(text: string): boolean {
  if (typeKeywords.has(text) || isJsonString(text)) return true;
  if (!isIdentifierName(text)) return false;
  scanner.setText(text);
  return scanner.scan() === K.Identifier && scanner.getTokenEnd() === text.length;
}

function isJsonString(text: string): boolean {
  if (!text.startsWith('"')) return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "string" && JSON.stringify(value) === text;
  } catch {
    return false;
  }
}
