/**
 * The layout of emitted modules written as text (the entry points, the upgrade tables, the legacy entry point): one
 * statement per line, a blank line after a statement that ends with a block and before a function or a declaration
 * that the caller sets apart. The helpers take parts already made safe by escape.ts (identifiers, literals, docLines
 * text) and only arrange them; the guard (guard.ts) parses every file they make.
 */
import { jsonLiteral, stringLiteral } from "./escape.js";

/** A file's statements, each one or more lines of text. */
export class Statements {
  private readonly parts: string[] = [];

  add(...statements: string[]): void {
    for (const s of statements) {
      if (this.parts.length > 0) this.parts.push(this.parts.at(-1)!.endsWith("}") ? "\n\n" : "\n");
      this.parts.push(s);
    }
  }

  blankBefore(statement: string): void {
    if (this.parts.length > 0) this.parts.push("\n\n");
    this.parts.push(statement);
  }

  /** `head {`, the body indented, `}`, set apart by a blank line. */
  block(head: string, ...body: string[]): void {
    this.blankBefore(block(head, ...body));
  }

  text(): string {
    return this.parts.length === 0 ? "" : `${this.parts.join("")}\n`;
  }
}

export function block(head: string, ...body: string[]): string {
  return `${head} {\n${body.map((line) => `  ${line}`).join("\n")}\n}`;
}

export function importLine(from: string, names: readonly string[], typeOnly = false): string {
  return `import ${typeOnly ? "type " : ""}{ ${names.join(", ")} } from ${stringLiteral(from)};`;
}

export function exportLine(from: string, names: readonly string[], typeOnly = false): string {
  return `export ${typeOnly ? "type " : ""}{ ${names.join(", ")} } from ${stringLiteral(from)};`;
}

/** A JSDoc block for text already made safe by docLines: one line as `/** text *\/`, more as a block of ` * ` lines. */
export function jsDoc(text: string): string[] {
  const lines = text.split("\n");
  if (lines.length <= 1) return [text === "" ? "/** */" : `/** ${text} */`];
  // A first line left empty starts the block's text on its second line.
  if (lines[0] === "") lines.shift();
  return ["/**", ...lines.map((line) => (line.length > 0 ? ` * ${line}` : " *")), " */"];
}

export function withDoc(doc: string, statement: string): string {
  return `${jsDoc(doc).join("\n")}\n${statement}`;
}

/** `[export] const <name> = <data literal>;`: `name` an identifier made by escape.ts, the value through jsonLiteral. */
export function dataConstant(name: string, value: unknown, exported: boolean): string {
  return `${exported ? "export " : ""}const ${name} = ${jsonLiteral(value)};`;
}
