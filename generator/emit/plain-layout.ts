/**
 * prettier's layout of a plain type declaration, without prettier. Most of types.d.ts is members like
 * `email?: string | null;` under doc comments, which openapi-typescript's printer already writes as prettier would
 * except for the indentation (four spaces a level, prettier's two) and the comments' indentation; prettier spent
 * most of a generate run's formatting on them (about half of the text it saw). A unit (format-units.ts) made only of
 * such things is laid out here; anything else is left to prettier (undefined).
 *
 * What is laid out, each shape checked against the source text so that nothing else slips through:
 *   - interfaces, type aliases, property and index signatures without modifiers; an object type (or an array of one)
 *     only as the type of one of these, written over several lines (prettier keeps such an object expanded);
 *   - on one line, which must read exactly as we would print it and fit in 120 columns: keywords, `null`, `true`,
 *     `false`, plain numbers, strings without quotes or backslashes, references with arguments, `A["b"]`, arrays,
 *     `(A | B)[]` and unions of these (prettier breaks a union only when it does not fit, and hugs or indents one
 *     that holds an object, hence none here);
 *   - property keys that prettier keeps as they are: identifiers, plain integers, and quoted strings that are
 *     neither identifiers (unquoted under quoteProps "as-needed") nor numbers ("4XX" stays quoted);
 *   - before a unit or a member, at most one block comment on lines of its own, re-indented as prettier re-indents
 *     a comment whose every line starts with `*` (its printIndentableBlockComment, prettier 3.10), no blank lines.
 * test/emit/plain-layout.test.ts holds the result to prettier on every unit of our revisions and of GitHub's spec.
 */
import type TS from "typescript";
import { ts } from "./typescript.js";

const printWidth = 120;

/** The unit `node` (whose text, leading comment included, starts at `start`) laid out at `indent`, or undefined. */
export function plainLayout(node: TS.Node, sf: TS.SourceFile, start: number, indent: number): string | undefined {
  const out: string[] = [];
  const text = sf.text;
  const pad = " ".repeat(indent);
  const comment = leadingComment(text.slice(start, node.getStart(sf)), true);
  if (comment === undefined) return undefined;
  if (comment && !pushComment(out, comment, pad)) return undefined;
  const ok =
    indent === 0 && (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node))
      ? statement(out, node, sf)
      : indent > 0 && member(out, node, sf, pad);
  return ok ? out.join("\n") : undefined;
}

/**
 * The one block comment in `trivia` ("" if none), or undefined when the trivia is anything else: a line comment,
 * two comments, a blank line. `first`: the trivia before a unit, which starts at its comment.
 */
function leadingComment(trivia: string, first: boolean): string | undefined {
  const shape = first
    ? /^(?:(\/\*(?:[^*]|\*(?!\/))*\*\/)[ \t]*\n[ \t]*)?$/
    : /^[ \t]*\n[ \t]*(?:(\/\*(?:[^*]|\*(?!\/))*\*\/)[ \t]*\n[ \t]*)?$/;
  const match = shape.exec(trivia);
  return match ? (match[1] ?? "") : undefined;
}

/** A block comment as prettier prints it at `pad`; false when prettier would keep its lines as they are. */
function pushComment(out: string[], comment: string, pad: string): boolean {
  const value = comment.slice(2, -2);
  if (value.includes("\r")) return false;
  if (!value.includes("\n")) {
    out.push(pad + comment);
    return true;
  }
  const lines = `*${value}*`.split("\n").map((line) => line.trimStart());
  if (!lines.every((line) => line.startsWith("*"))) return false;
  const jsdoc = value.startsWith("*") && !value.startsWith("**");
  // A doc comment line ending in two spaces (a Markdown line break) gets prettier's own treatment.
  if (jsdoc && lines.slice(1, -1).some((line) => line.trimEnd() !== "*" && line.endsWith("  "))) return false;
  out.push(`${pad}/${lines[0]!.trimEnd()}`);
  for (const line of lines.slice(1, -1)) out.push(`${pad} ${line.trimEnd()}`);
  out.push(`${pad} ${lines.at(-1)}/`);
  return true;
}

function statement(out: string[], node: TS.InterfaceDeclaration | TS.TypeAliasDeclaration, sf: TS.SourceFile): boolean {
  const modifiers = node.modifiers ?? [];
  if (node.typeParameters || modifiers.some((m) => m.kind !== ts.SyntaxKind.ExportKeyword)) return false;
  const head = `${modifiers.length > 0 ? "export " : ""}${ts.isInterfaceDeclaration(node) ? "interface" : "type"} ${node.name.text}`;
  if (ts.isInterfaceDeclaration(node)) {
    if (node.heritageClauses) return false;
    const open = node.getStart(sf) + head.length + 1;
    return source(node, sf, `${head} {`) && block(out, `${head} {`, open, node.members, node.end, sf, "", "}");
  }
  return typed(out, node, `${head} = `, node.type, sf, "");
}

function member(out: string[], node: TS.Node, sf: TS.SourceFile, pad: string): boolean {
  if (ts.isPropertySignature(node)) {
    const key = propertyKey(node.name, sf);
    if (node.modifiers || key === undefined || !node.type) return false;
    return typed(out, node, `${key}${node.questionToken ? "?" : ""}: `, node.type, sf, pad);
  }
  if (ts.isIndexSignatureDeclaration(node)) {
    const [parameter, ...more] = node.parameters;
    if (node.modifiers || more.length > 0 || !parameter?.type || !ts.isIdentifier(parameter.name)) return false;
    const keyType = inline(parameter.type, sf);
    if (keyType === undefined || parameter.questionToken || parameter.dotDotDotToken) return false;
    return typed(out, node, `[${parameter.name.text}: ${keyType}]: `, node.type, sf, pad);
  }
  return false;
}

/** `head` then a type: an object type written over several lines, or a type on one line; then `;`. */
function typed(out: string[], node: TS.Node, head: string, type: TS.TypeNode, sf: TS.SourceFile, pad: string): boolean {
  const text = sf.text;
  // The node reads `head`, the type, `;`: nothing else between them.
  const at = node.getStart(sf) + head.length;
  if (!source(node, sf, head) || type.getStart(sf) !== at || text.slice(type.end, node.end) !== ";") return false;
  if (ts.isTypeLiteralNode(type)) return block(out, pad + head + "{", at, type.members, type.end, sf, pad, "};");
  // An array of objects: prettier keeps `}[]` together as it is written.
  if (
    ts.isArrayTypeNode(type) &&
    ts.isTypeLiteralNode(type.elementType) &&
    text.slice(type.elementType.end, type.end) === "[]"
  )
    return block(out, pad + head + "{", at, type.elementType.members, type.elementType.end, sf, pad, "}[];");
  const shown = inline(type, sf);
  const line = `${pad}${head}${shown};`;
  if (shown === undefined || !fits(line)) return false;
  out.push(line);
  return true;
}

/**
 * `opening` (which ends with the `{` at `open`), the members one level deeper, and `close`: when the `{` is followed
 * by a line break, as prettier needs to keep the object expanded, and nothing but line breaks, indentation and one
 * block comment per member lie between the members.
 */
function block(
  out: string[],
  opening: string,
  open: number,
  members: TS.NodeArray<TS.TypeElement>,
  end: number,
  sf: TS.SourceFile,
  pad: string,
  close: string,
): boolean {
  const text = sf.text;
  if (members.length === 0 || text[open] !== "{" || members.pos !== open + 1 || text[end - 1] !== "}") return false;
  out.push(opening);
  const inner = `${pad}  `;
  let at = members.pos;
  for (const m of members) {
    const comment = leadingComment(text.slice(at, m.getStart(sf)), false);
    if (comment === undefined || (comment && !pushComment(out, comment, inner)) || !member(out, m, sf, inner))
      return false;
    at = m.end;
  }
  if (!/^[ \t]*\n[ \t]*$/.test(text.slice(at, end - 1))) return false;
  out.push(pad + close);
  return true;
}

/** Whether the node's text starts with exactly `head` (no comment or odd spacing inside it). */
function source(node: TS.Node, sf: TS.SourceFile, head: string): boolean {
  return sf.text.startsWith(head, node.getStart(sf));
}

/** prettier fits a line of code within the print width; non-ASCII characters may be wider than one column. */
function fits(line: string): boolean {
  return line.length <= printWidth && /^[\x20-\x7e]*$/.test(line);
}

function propertyKey(name: TS.PropertyName, sf: TS.SourceFile): string | undefined {
  const raw = name.getText(sf);
  if (ts.isIdentifier(name)) return raw;
  if (ts.isNumericLiteral(name)) return /^(?:0|[1-9][0-9]*)$/.test(raw) ? raw : undefined;
  if (!ts.isStringLiteral(name) || !plainString(raw)) return undefined;
  // prettier unquotes a key that is an identifier name, and reprints one that reads as a number.
  const value = raw.slice(1, -1);
  if (/^[\p{L}\p{Nl}$_\\][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$_\u200c\u200d]*$/u.test(value)) return undefined;
  if (/^(?:\d+|\d+\.\d+)$/.test(value)) return undefined;
  return raw;
}

/** A double-quoted string prettier prints unchanged: no quotes or backslashes inside. */
function plainString(raw: string): boolean {
  return /^"[^"'\\\n\r\u2028\u2029]*"$/.test(raw);
}

const keywords = new Set<TS.SyntaxKind>([
  ts.SyntaxKind.StringKeyword,
  ts.SyntaxKind.NumberKeyword,
  ts.SyntaxKind.BooleanKeyword,
  ts.SyntaxKind.UnknownKeyword,
  ts.SyntaxKind.NeverKeyword,
  ts.SyntaxKind.AnyKeyword,
  ts.SyntaxKind.UndefinedKeyword,
]);

/** A type on one line as prettier prints it when it fits, if it is one of ours and its source reads the same. */
function inline(type: TS.TypeNode, sf: TS.SourceFile): string | undefined {
  const printed = inlineType(type, sf);
  return printed !== undefined && printed === sf.text.slice(type.getStart(sf), type.end) ? printed : undefined;
}

function inlineType(type: TS.TypeNode, sf: TS.SourceFile): string | undefined {
  if (keywords.has(type.kind)) return ts.tokenToString(type.kind);
  if (ts.isLiteralTypeNode(type)) {
    const literal = type.literal;
    if (literal.kind === ts.SyntaxKind.NullKeyword) return "null";
    if (literal.kind === ts.SyntaxKind.TrueKeyword) return "true";
    if (literal.kind === ts.SyntaxKind.FalseKeyword) return "false";
    const raw = literal.getText(sf);
    if (ts.isStringLiteral(literal)) return plainString(raw) ? raw : undefined;
    const number = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*[1-9])?$/;
    if (ts.isNumericLiteral(literal) || ts.isPrefixUnaryExpression(literal)) return number.test(raw) ? raw : undefined;
    return undefined;
  }
  if (ts.isTypeReferenceNode(type)) {
    if (!ts.isIdentifier(type.typeName)) return undefined;
    if (!type.typeArguments) return type.typeName.text;
    const args = type.typeArguments.map((a) => inlineType(a, sf));
    return args.every((a) => a !== undefined) ? `${type.typeName.text}<${args.join(", ")}>` : undefined;
  }
  if (ts.isIndexedAccessTypeNode(type)) {
    const object = inlineType(type.objectType, sf);
    const index = ts.isLiteralTypeNode(type.indexType) ? inlineType(type.indexType, sf) : undefined;
    return object !== undefined && index !== undefined && !index.startsWith("-") ? `${object}[${index}]` : undefined;
  }
  if (ts.isArrayTypeNode(type)) {
    const element = type.elementType;
    if (ts.isParenthesizedTypeNode(element)) {
      const union = ts.isUnionTypeNode(element.type) ? inlineType(element.type, sf) : undefined;
      return union === undefined ? undefined : `(${union})[]`;
    }
    if (ts.isUnionTypeNode(element) || ts.isTypeLiteralNode(element)) return undefined;
    const printed = inlineType(element, sf);
    return printed === undefined ? undefined : `${printed}[]`;
  }
  if (ts.isUnionTypeNode(type)) {
    const members = type.types.map((t) => (ts.isUnionTypeNode(t) ? undefined : inlineType(t, sf)));
    return members.every((m) => m !== undefined) ? members.join(" | ") : undefined;
  }
  return undefined;
}
