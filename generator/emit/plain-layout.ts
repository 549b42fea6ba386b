/**
 * prettier's layout of a unit (format-units.ts) without prettier, when the unit is plain: prettier was most of the
 * emit worker's time, and nearly everything we emit is plain. Most of types.d.ts is members like
 * `email?: string | null;` under doc comments, which openapi-typescript's printer already writes as prettier would
 * except for the indentation (four spaces a level, prettier's two) and the comments' indentation; the entry points
 * are statements of a few shapes (plain-statements.ts). Anything else is left to prettier (undefined): of the 2 MB a
 * main job emits, prettier now sees about 40 KB.
 *
 * What is laid out here, each shape checked against the source text so that nothing else slips through:
 *   - interfaces, type aliases, property and index signatures without modifiers; an object type (or an array of one)
 *     only as the type of one of these, written over several lines (prettier keeps such an object expanded);
 *   - on one line, which must read exactly as we would print it and fit in 120 columns: keywords, `null`, `true`,
 *     `false`, plain numbers, strings without quotes or backslashes, references with arguments, `A["b"]`, arrays,
 *     `(A | B)[]` and unions or intersections of these (plain-inline.ts; prettier breaks them only when they do not
 *     fit, and hugs or indents one that holds an object, hence none here);
 *   - property keys that prettier keeps as they are: identifiers, plain integers, and quoted strings that are
 *     neither identifiers (unquoted under quoteProps "as-needed") nor numbers ("4XX" stays quoted);
 *   - before a unit or a member, at most one block comment on lines of its own, re-indented as prettier re-indents
 *     a comment whose every line starts with `*` (its printIndentableBlockComment, prettier 3.10), no blank lines.
 * test/emit/plain-layout.test.ts holds the result to prettier on every unit of our revisions and of GitHub's spec,
 * and on shapes at the edges; test/emit/format-units.test.ts holds whole files to prettier.
 */
import type TS from "typescript";
import { fits, inline, propertyKey, source } from "./plain-inline.js";
import { plainStatement } from "./plain-statements.js";
import { ts } from "./typescript.js";

/** The unit `node` (whose text, leading comment included, starts at `start`) laid out at `indent`, or undefined. */
export function plainLayout(node: TS.Node, sf: TS.SourceFile, start: number, indent: number): string | undefined {
  const out: string[] = [];
  const text = sf.text;
  const pad = " ".repeat(indent);
  const comment = leadingComment(text.slice(start, node.getStart(sf)), true);
  if (comment === undefined) return undefined;
  if (comment && !pushComment(out, comment, pad)) return undefined;
  const ok = indent > 0 ? member(out, node, sf, pad) : statement(out, node, sf);
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

/**
 * A declaration of types.d.ts: an interface, or a type alias of an object type written over several lines. Any other
 * statement is an entry point's (plain-statements.ts).
 */
function statement(out: string[], node: TS.Node, sf: TS.SourceFile): boolean {
  const expanded = (type: TS.TypeNode) => ts.isTypeLiteralNode(type) && /^\{[ \t]*\n/.test(type.getText(sf));
  if (!ts.isInterfaceDeclaration(node) && !(ts.isTypeAliasDeclaration(node) && expanded(node.type)))
    return plainStatement(out, node, sf);
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
