/**
 * prettier's layout of the top-level statements our entry points are made of (emit/revision-module.ts, index.js and
 * index.d.ts), without prettier: imports and re-exports, `export declare const`, `export declare function`, type
 * aliases of object types written on one line, `export const x = { ... }` and two-line functions. Each goes on one
 * line when it fits in 120 columns, else is broken the one way prettier breaks it:
 *   - a declared function with two or more parameters: one parameter a line, trailing comma, `): R;` (prettier keeps
 *     such parameters out of a group of their own, so they break before the return type does);
 *   - an object (type), an array of plain values, a list of imported names: one item a line, objects inside tried on
 *     one line first, a trailing comma in JavaScript and a `;` after each member in types (prettier drops the last
 *     one on one line);
 *   - a type alias of `A["b"]["c"]` (nothing inside that can break): after `=`, the type indented on the next line;
 *   - a function body of `return` statements, each on its own line.
 * Anything else (a line that would still not fit, a single long parameter, arrays of objects, comments inside) is
 * left to prettier; test/emit/plain-layout.test.ts holds every layout to prettier's on all of our files.
 */
import type TS from "typescript";
import {
  expressionText,
  fits,
  inline,
  inlineExpression,
  inlineType,
  propertyKey,
  propertyText,
} from "./plain-inline.js";
import { ts } from "./typescript.js";

/** Pushes the statement's lines; false (with `out` to be dropped) when it is not one of ours. */
export function plainStatement(out: string[], node: TS.Node, sf: TS.SourceFile): boolean {
  const lines = ts.isImportDeclaration(node)
    ? importLines(node, sf)
    : ts.isExportDeclaration(node)
      ? exportLines(node, sf)
      : ts.isVariableStatement(node)
        ? variableLines(node, sf)
        : ts.isFunctionDeclaration(node)
          ? functionLines(node, sf)
          : ts.isTypeAliasDeclaration(node)
            ? typeAliasLines(node, sf)
            : undefined;
  if (lines === undefined) return false;
  out.push(...lines);
  return true;
}

/** The text of the node, which must be exactly `printed` written on one line (ours always is). */
function readsAs(node: TS.Node, sf: TS.SourceFile, printed: string): boolean {
  return sf.text.slice(node.getStart(sf), node.end) === printed;
}

/** Modifiers as written before a declaration: `export`, then `declare`; anything else is not ours. */
function modifiersOf(node: TS.HasModifiers): string | undefined {
  const kinds = (ts.getModifiers(node) ?? []).map((m) => m.kind);
  const K = ts.SyntaxKind;
  const allowed = [[], [K.ExportKeyword], [K.DeclareKeyword], [K.ExportKeyword, K.DeclareKeyword]];
  if (!allowed.some((a) => a.length === kinds.length && a.every((k, i) => k === kinds[i]))) return undefined;
  return kinds.map((k) => `${ts.tokenToString(k)} `).join("");
}

/** `{ a, b }` of an import or export, or undefined (renames are fine; defaults and namespaces are not ours). */
function namedList(elements: readonly (TS.ImportSpecifier | TS.ExportSpecifier)[]): string[] | undefined {
  const names = elements.map((e) =>
    e.isTypeOnly || !ts.isIdentifier(e.name) || (e.propertyName && !ts.isIdentifier(e.propertyName))
      ? undefined
      : e.propertyName
        ? `${e.propertyName.text} as ${e.name.text}`
        : e.name.text,
  );
  return names.every((n) => n !== undefined) && names.length > 0 ? names : undefined;
}

/** `head { a, b } tail`: on one line, or (two names or more) one name a line. */
function listLines(head: string, names: string[], tail: string): string[] | undefined {
  const line = `${head}{ ${names.join(", ")} }${tail}`;
  if (fits(line)) return [line];
  // prettier keeps a single name on its line however long.
  if (names.length < 2 || !names.every((n) => fits(`  ${n},`)) || !fits(`}${tail}`)) return undefined;
  return [`${head}{`, ...names.map((n) => `  ${n},`), `}${tail}`];
}

function importLines(node: TS.ImportDeclaration, sf: TS.SourceFile): string[] | undefined {
  const clause = node.importClause;
  const bindings = clause?.namedBindings;
  if (!clause || clause.name || !bindings || !ts.isNamedImports(bindings) || node.attributes) return undefined;
  if (!ts.isStringLiteral(node.moduleSpecifier)) return undefined;
  const names = namedList(bindings.elements);
  const from = ` from ${node.moduleSpecifier.getText(sf)};`;
  const head = `import ${clause.isTypeOnly ? "type " : ""}`;
  if (!names || !readsAs(node, sf, `${head}{ ${names.join(", ")} }${from}`)) return undefined;
  return listLines(head, names, from);
}

function exportLines(node: TS.ExportDeclaration, sf: TS.SourceFile): string[] | undefined {
  const clause = node.exportClause;
  if (node.modifiers || !clause || !ts.isNamedExports(clause) || node.attributes) return undefined;
  if (node.moduleSpecifier && !ts.isStringLiteral(node.moduleSpecifier)) return undefined;
  const names = namedList(clause.elements);
  const from = node.moduleSpecifier ? ` from ${node.moduleSpecifier.getText(sf)};` : ";";
  const head = `export ${node.isTypeOnly ? "type " : ""}`;
  if (!names || !readsAs(node, sf, `${head}{ ${names.join(", ")} }${from}`)) return undefined;
  return listLines(head, names, from);
}

/** `const x: T;` (declarations) or `const x = value;`, one declarator. */
function variableLines(node: TS.VariableStatement, sf: TS.SourceFile): string[] | undefined {
  const modifiers = modifiersOf(node);
  const list = node.declarationList;
  const [declaration, ...more] = list.declarations;
  if (modifiers === undefined || !(list.flags & ts.NodeFlags.Const) || !declaration || more.length > 0)
    return undefined;
  if (!ts.isIdentifier(declaration.name) || declaration.exclamationToken) return undefined;
  const head = `${modifiers}const ${declaration.name.text}`;
  const { type, initializer } = declaration;
  if (type && !initializer) {
    const shown = inline(type, sf);
    const line = `${head}: ${shown};`;
    return shown !== undefined && readsAs(node, sf, line) && fits(line) ? [line] : undefined;
  }
  if (type || !initializer || inlineExpression(initializer, sf) === undefined) return undefined;
  if (!readsAs(node, sf, `${head} = ${inlineExpression(initializer, sf)};`)) return undefined;
  return valueLines(initializer, sf, `${head} = `, ";", "");
}

/**
 * A value after `prefix` and before `suffix`, at indentation `pad`: on one line if it fits, else an object or array
 * broken one item a line (prettier breaks the outermost group first and tries each item on one line again).
 */
function valueLines(
  value: TS.Expression,
  sf: TS.SourceFile,
  prefix: string,
  suffix: string,
  pad: string,
): string[] | undefined {
  const flat = expressionText(value, sf);
  if (flat === undefined) return undefined;
  if (fits(`${pad}${prefix}${flat}${suffix}`)) return [`${pad}${prefix}${flat}${suffix}`];
  const inner = `${pad}  `;
  const lines = [`${pad}${prefix}${ts.isArrayLiteralExpression(value) ? "[" : "{"}`];
  if (ts.isObjectLiteralExpression(value) && value.properties.length > 0) {
    for (const p of value.properties) {
      const item =
        ts.isPropertyAssignment(p) &&
        (ts.isObjectLiteralExpression(p.initializer) || ts.isArrayLiteralExpression(p.initializer))
          ? valueLines(p.initializer, sf, `${propertyKey(p.name, sf)}: `, ",", inner)
          : oneLine(`${inner}${propertyText(p, sf)},`);
      if (item === undefined) return undefined;
      lines.push(...item);
    }
  } else if (ts.isArrayLiteralExpression(value) && value.elements.length > 0) {
    // An array of numbers only is filled several to a line by prettier.
    if (value.elements.every((e) => ts.isNumericLiteral(e) || ts.isPrefixUnaryExpression(e))) return undefined;
    for (const e of value.elements) {
      const item = oneLine(`${inner}${expressionText(e, sf)},`);
      if (item === undefined) return undefined;
      lines.push(...item);
    }
  } else return undefined;
  lines.push(`${pad}${ts.isArrayLiteralExpression(value) ? "]" : "}"}${suffix}`);
  return lines;
}

const oneLine = (line: string): string[] | undefined => (fits(line) ? [line] : undefined);

function functionLines(node: TS.FunctionDeclaration, sf: TS.SourceFile): string[] | undefined {
  const modifiers = modifiersOf(node);
  if (modifiers === undefined || !node.name || node.asteriskToken || node.typeParameters) return undefined;
  const parameters = node.parameters.map((p) => {
    if (!ts.isIdentifier(p.name) || p.dotDotDotToken || p.initializer || p.modifiers) return undefined;
    if (!p.type) return p.questionToken ? undefined : p.name.text;
    const type = inlineType(p.type, sf);
    return type === undefined ? undefined : `${p.name.text}${p.questionToken ? "?" : ""}: ${type}`;
  });
  if (parameters.some((p) => p === undefined)) return undefined;
  const head = `${modifiers}function ${node.name.text}(`;
  if (node.body === undefined) {
    // A declaration: `(params): R;`.
    const returns = node.type ? inlineType(node.type, sf) : undefined;
    const line = `${head}${parameters.join(", ")}): ${returns};`;
    if (returns === undefined || !readsAs(node, sf, line)) return undefined;
    if (fits(line)) return [line];
    if (parameters.length < 2 || !parameters.every((p) => fits(`  ${p},`)) || !fits(`): ${returns};`)) return undefined;
    return [head, ...parameters.map((p) => `  ${p},`), `): ${returns};`];
  }
  // A body of `return` statements, each on its own line, as our JavaScript functions are written.
  if (node.type || node.body.statements.length === 0) return undefined;
  const opening = `${head}${parameters.join(", ")}) {`;
  if (!sf.text.startsWith(opening, node.getStart(sf)) || !fits(opening)) return undefined;
  const lines = [opening];
  let at = node.body.getStart(sf) + 1;
  for (const statement of node.body.statements) {
    if (!ts.isReturnStatement(statement) || !statement.expression) return undefined;
    if (!/^[ \t]*\n[ \t]*$/.test(sf.text.slice(at, statement.getStart(sf)))) return undefined;
    const value = inlineExpression(statement.expression, sf);
    const line = `  return ${value};`;
    if (value === undefined || !readsAs(statement, sf, line.trimStart()) || !fits(line)) return undefined;
    lines.push(line);
    at = statement.end;
  }
  if (!/^[ \t]*\n[ \t]*$/.test(sf.text.slice(at, node.body.end - 1))) return undefined;
  lines.push("}");
  return lines;
}

/** `type X = { a: A; b: B; };` written on one line, or `type X = A["b"]` (the multi-line object types are types'). */
function typeAliasLines(node: TS.TypeAliasDeclaration, sf: TS.SourceFile): string[] | undefined {
  const modifiers = modifiersOf(node);
  if (modifiers === undefined || modifiers.includes("declare") || node.typeParameters) return undefined;
  const head = `${modifiers}type ${node.name.text} = `;
  if (ts.isTypeLiteralNode(node.type)) {
    const written = objectTypeText(node.type, sf, true);
    if (written === undefined || !readsAs(node, sf, `${head}${written};`)) return undefined;
    return objectTypeLines(node.type, sf, head, ";", "");
  }
  const shown = inline(node.type, sf);
  if (shown === undefined || !readsAs(node, sf, `${head}${shown};`)) return undefined;
  if (fits(`${head}${shown};`)) return [`${head}${shown};`];
  // Broken after `=` when nothing in the type itself can break (no type arguments, no union).
  if (!ts.isIndexedAccessTypeNode(node.type) || shown.includes("<") || !fits(`  ${shown};`)) return undefined;
  return [head.trimEnd(), `  ${shown};`];
}

/**
 * An object type of property signatures on one line: as written (`{ a: A; b: B; }`, `written`) or as prettier
 * prints it when it fits (`{ a: A; b: B }`).
 */
function objectTypeText(type: TS.TypeLiteralNode, sf: TS.SourceFile, written: boolean): string | undefined {
  const members = type.members.map((m) => memberText(m, sf, written));
  if (members.length === 0 || members.some((m) => m === undefined)) return undefined;
  return written ? `{ ${members.map((m) => `${m};`).join(" ")} }` : `{ ${members.join("; ")} }`;
}

function memberText(m: TS.TypeElement, sf: TS.SourceFile, written: boolean): string | undefined {
  if (!ts.isPropertySignature(m) || m.modifiers || !m.type) return undefined;
  const key = propertyKey(m.name, sf);
  const type = ts.isTypeLiteralNode(m.type) ? objectTypeText(m.type, sf, written) : inlineType(m.type, sf);
  return key === undefined || type === undefined ? undefined : `${key}${m.questionToken ? "?" : ""}: ${type}`;
}

function objectTypeLines(
  type: TS.TypeLiteralNode,
  sf: TS.SourceFile,
  prefix: string,
  suffix: string,
  pad: string,
): string[] | undefined {
  const flat = objectTypeText(type, sf, false);
  if (flat === undefined) return undefined;
  if (fits(`${pad}${prefix}${flat}${suffix}`)) return [`${pad}${prefix}${flat}${suffix}`];
  const inner = `${pad}  `;
  const lines = [`${pad}${prefix}{`];
  for (const m of type.members as TS.NodeArray<TS.PropertySignature>) {
    const key = `${propertyKey(m.name, sf)}${m.questionToken ? "?" : ""}: `;
    const item = ts.isTypeLiteralNode(m.type!)
      ? objectTypeLines(m.type, sf, key, ";", inner)
      : oneLine(`${inner}${key}${inlineType(m.type!, sf)};`);
    if (item === undefined) return undefined;
    lines.push(...item);
  }
  lines.push(`${pad}}${suffix}`);
  return lines;
}
