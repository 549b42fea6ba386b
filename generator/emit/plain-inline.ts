/**
 * The one-line pieces of a plain layout (plain-layout.ts): types and expressions printed on one line as prettier
 * prints them when they fit, property keys as prettier leaves them, and the width test. Each printer returns
 * undefined for anything outside the few shapes it knows, and `inline`/`inlineExpression` also when the source does
 * not read exactly as printed (a comment, odd spacing, parentheses prettier would drop).
 */
import type TS from "typescript";
import { ts } from "./typescript.js";

const printWidth = 120;

/** prettier fits a line of code within the print width; non-ASCII characters may be wider than one column. */
export function fits(line: string): boolean {
  return line.length <= printWidth && /^[\x20-\x7e]*$/.test(line);
}

/** Whether the node's text starts with exactly `head` (no comment or odd spacing inside it). */
export function source(node: TS.Node, sf: TS.SourceFile, head: string): boolean {
  return sf.text.startsWith(head, node.getStart(sf));
}

/**
 * A property key as prettier prints it (quoteProps "as-needed"), if that is as written: identifiers, plain integers,
 * and quoted strings that are neither identifier names (prettier unquotes them) nor numbers (reprinted as numbers by
 * the JavaScript parsers; "4XX" stays quoted).
 */
export function propertyKey(name: TS.PropertyName, sf: TS.SourceFile): string | undefined {
  const raw = name.getText(sf);
  if (ts.isIdentifier(name)) return raw;
  if (ts.isNumericLiteral(name)) return /^(?:0|[1-9][0-9]*)$/.test(raw) ? raw : undefined;
  if (!ts.isStringLiteral(name) || !plainString(raw)) return undefined;
  const value = raw.slice(1, -1);
  if (/^[\p{L}\p{Nl}$_\\][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$_\u200c\u200d]*$/u.test(value)) return undefined;
  if (/^(?:\d+|\d+\.\d+)$/.test(value)) return undefined;
  return raw;
}

/** A double-quoted string prettier prints unchanged: no quotes or backslashes inside. */
export function plainString(raw: string): boolean {
  return /^"[^"'\\\n\r\u2028\u2029]*"$/.test(raw);
}

const number = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*[1-9])?$/;

const keywords = new Set<TS.SyntaxKind>([
  ts.SyntaxKind.StringKeyword,
  ts.SyntaxKind.NumberKeyword,
  ts.SyntaxKind.BooleanKeyword,
  ts.SyntaxKind.UnknownKeyword,
  ts.SyntaxKind.NeverKeyword,
  ts.SyntaxKind.AnyKeyword,
  ts.SyntaxKind.UndefinedKeyword,
  ts.SyntaxKind.VoidKeyword,
]);

/** A type on one line as prettier prints it when it fits, if it is one of ours and its source reads the same. */
export function inline(type: TS.TypeNode, sf: TS.SourceFile): string | undefined {
  const printed = inlineType(type, sf);
  return printed !== undefined && printed === sf.text.slice(type.getStart(sf), type.end) ? printed : undefined;
}

/**
 * Keywords, `null`, `true`, `false`, plain numbers and strings, references with arguments, `typeof x`, `A["b"]`,
 * arrays, `(A | B)[]`, and unions and intersections of these (none that holds an object: prettier hugs or indents
 * those).
 */
export function inlineType(type: TS.TypeNode, sf: TS.SourceFile): string | undefined {
  if (keywords.has(type.kind)) return ts.tokenToString(type.kind);
  if (ts.isLiteralTypeNode(type)) {
    const literal = type.literal;
    if (literal.kind === ts.SyntaxKind.NullKeyword) return "null";
    if (literal.kind === ts.SyntaxKind.TrueKeyword) return "true";
    if (literal.kind === ts.SyntaxKind.FalseKeyword) return "false";
    const raw = literal.getText(sf);
    if (ts.isStringLiteral(literal)) return plainString(raw) ? raw : undefined;
    if (ts.isNumericLiteral(literal) || ts.isPrefixUnaryExpression(literal)) return number.test(raw) ? raw : undefined;
    return undefined;
  }
  if (ts.isTypeReferenceNode(type)) {
    if (!ts.isIdentifier(type.typeName)) return undefined;
    if (!type.typeArguments) return type.typeName.text;
    const args = type.typeArguments.map((a) => inlineType(a, sf));
    return args.every((a) => a !== undefined) ? `${type.typeName.text}<${args.join(", ")}>` : undefined;
  }
  if (ts.isTypeQueryNode(type))
    return ts.isIdentifier(type.exprName) && !type.typeArguments ? `typeof ${type.exprName.text}` : undefined;
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
    if (ts.isUnionTypeNode(element) || ts.isIntersectionTypeNode(element) || ts.isTypeLiteralNode(element))
      return undefined;
    const printed = inlineType(element, sf);
    return printed === undefined ? undefined : `${printed}[]`;
  }
  if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type)) {
    const nested = (t: TS.TypeNode) => ts.isUnionTypeNode(t) || ts.isIntersectionTypeNode(t);
    const members = type.types.map((t) => (nested(t) ? undefined : inlineType(t, sf)));
    const separator = ts.isUnionTypeNode(type) ? " | " : " & ";
    return members.every((m) => m !== undefined) ? members.join(separator) : undefined;
  }
  return undefined;
}

/** An expression on one line as prettier prints it when it fits, if it is one of ours and reads the same. */
export function inlineExpression(expression: TS.Expression, sf: TS.SourceFile): string | undefined {
  const printed = expressionText(expression, sf);
  return printed !== undefined && printed === sf.text.slice(expression.getStart(sf), expression.end)
    ? printed
    : undefined;
}

/**
 * Names, plain strings and numbers, `true`, `false`, `null`, `a.b`, calls, `a ?? b`, objects (properties, shorthand,
 * spread) and arrays of anything but objects and arrays (prettier breaks an array of several objects even when it
 * fits).
 */
export function expressionText(e: TS.Expression, sf: TS.SourceFile): string | undefined {
  if (ts.isIdentifier(e)) return e.text;
  if (e.kind === ts.SyntaxKind.TrueKeyword) return "true";
  if (e.kind === ts.SyntaxKind.FalseKeyword) return "false";
  if (e.kind === ts.SyntaxKind.NullKeyword) return "null";
  if (ts.isStringLiteral(e)) return plainString(e.getText(sf)) ? e.getText(sf) : undefined;
  if (ts.isNumericLiteral(e) || (ts.isPrefixUnaryExpression(e) && ts.isNumericLiteral(e.operand)))
    return number.test(e.getText(sf)) ? e.getText(sf) : undefined;
  if (ts.isPropertyAccessExpression(e)) {
    const object = expressionText(e.expression, sf);
    return object === undefined || e.questionDotToken || !ts.isIdentifier(e.name)
      ? undefined
      : `${object}.${e.name.text}`;
  }
  if (ts.isCallExpression(e)) {
    const callee = expressionText(e.expression, sf);
    const args = e.arguments.map((a) => expressionText(a, sf));
    if (callee === undefined || e.typeArguments || e.questionDotToken || args.some((a) => a === undefined))
      return undefined;
    return `${callee}(${args.join(", ")})`;
  }
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
    if (ts.isBinaryExpression(e.left) || ts.isBinaryExpression(e.right)) return undefined;
    const [left, right] = [expressionText(e.left, sf), expressionText(e.right, sf)];
    return left === undefined || right === undefined ? undefined : `${left} ?? ${right}`;
  }
  if (ts.isObjectLiteralExpression(e)) {
    const properties = e.properties.map((p) => propertyText(p, sf));
    if (properties.some((p) => p === undefined)) return undefined;
    return properties.length === 0 ? "{}" : `{ ${properties.join(", ")} }`;
  }
  if (ts.isArrayLiteralExpression(e)) {
    const nested = e.elements.some((x) => ts.isObjectLiteralExpression(x) || ts.isArrayLiteralExpression(x));
    const elements = e.elements.map((x) => (ts.isSpreadElement(x) || nested ? undefined : expressionText(x, sf)));
    return elements.some((x) => x === undefined) ? undefined : `[${elements.join(", ")}]`;
  }
  return undefined;
}

export function propertyText(p: TS.ObjectLiteralElementLike, sf: TS.SourceFile): string | undefined {
  if (ts.isShorthandPropertyAssignment(p)) return p.objectAssignmentInitializer ? undefined : p.name.text;
  if (ts.isSpreadAssignment(p)) {
    const value = expressionText(p.expression, sf);
    return value === undefined ? undefined : `...${value}`;
  }
  if (!ts.isPropertyAssignment(p)) return undefined;
  const key = propertyKey(p.name, sf);
  const value = expressionText(p.initializer, sf);
  return key === undefined || value === undefined ? undefined : `${key}: ${value}`;
}
