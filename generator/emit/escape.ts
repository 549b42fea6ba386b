/**
 * The one escaping helper (docs/safety.md E1) every spec-derived string goes through before it becomes part of emitted
 * code: string literals, JSDoc text, identifiers and property keys. Nothing from a spec is ever concatenated into code
 * any other way. Invisible and bidirectional characters (output/invisible.ts) come out as `\uXXXX` escapes, so that the
 * code a reviewer reads is the code that runs.
 */
import { dropControls, showInvisible } from "../output/invisible.js";

/** A JavaScript string literal for any string: JSON.stringify, plus the characters JSON leaves raw (U+2028...). */
export function stringLiteral(value: string): string {
  return showInvisible(JSON.stringify(value));
}

/**
 * A JavaScript literal for a JSON value (objects with literal keys, arrays, strings, finite numbers, booleans).
 *
 * Laid out for reading: an object or array stays on one line while that line (at `indent`) fits in `width`
 * columns, else it takes one entry per line.
 */
export function jsonLiteral(value: unknown, indent = ""): string {
  if (value === null || typeof value === "boolean") return String(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`non-finite number ${value} cannot be emitted`);
    return Object.is(value, -0) ? "0" : String(value);
  }
  if (typeof value === "string") return stringLiteral(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((v) => jsonLiteral(v, inner));
    return layout("[", items, "]", indent);
  }
  if (typeof value === "object") {
    const entries = Object.entries(value).map(([k, v]) => `${objectKey(k)}: ${jsonLiteral(v, inner)}`);
    return entries.length === 0 ? "{}" : layout("{ ", entries, " }", indent);
  }
  throw new Error(`cannot emit a ${typeof value}`);
}

const width = 100;

function layout(open: string, parts: string[], close: string, indent: string): string {
  const flat = `${open}${parts.join(", ")}${close}`;
  if (indent.length + flat.length <= width && !flat.includes("\n")) return flat;
  return `${open.trim()}\n${parts.map((p) => `${indent}  ${p},\n`).join("")}${indent}${close.trim()}`;
}

const bareKey = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A key of a type literal or a destructuring pattern: bare when it is a plain identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return bareKey.test(name) && name !== "__proto__" ? name : stringLiteral(name);
}

/**
 * A key of an object-literal value: there `"__proto__": v` would set the prototype instead of making a property, so
 * that one key is written computed (`["__proto__"]: v`).
 */
export function objectKey(name: string): string {
  return name === "__proto__" ? `[${stringLiteral(name)}]` : propertyKey(name);
}

/**
 * JSDoc comment text: line breaks of every kind normalised, control characters dropped, invisible ones shown as
 * escapes, then `*\/` broken so the comment cannot be closed early (in that order: dropping a character between `*`
 * and `/` must not make one). The result is the inside of a `/** ... *\/` block, one string per line.
 */
export function docLines(text: string | undefined): string[] {
  if (!text) return [];
  return showInvisible(dropControls(text.replace(/\r\n|\r|\u2028|\u2029/g, "\n")))
    .replace(/\*\//g, "*\\/")
    .split("\n")
    .map((l) => l.trimEnd());
}

const reserved = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally for " +
    "function if import in instanceof new null return super switch this throw true try typeof var void while with " +
    "yield let static implements interface package private protected public await async of type declare namespace " +
    "module any unknown never string number boolean symbol object bigint undefined arguments eval constructor " +
    "prototype Object Array Promise Date Error Function String Number Boolean Symbol Map Set JSON Math Reflect Proxy " +
    "globalThis window document process require exports client options args"
  ).split(" "),
);

/** A safe identifier from arbitrary words: camelCase (or PascalCase), allowlisted characters, reserved words prefixed. */
export function identifier(name: string, pascal = false): string {
  const words =
    name
      .normalize("NFKD")
      // The accents NFKD splits off their letters (`ï` is `i` and U+0308) are dropped, not read as word breaks.
      .replace(/\p{M}/gu, "")
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .match(/[A-Za-z0-9]+/g) ?? [];
  const cased = words.map(
    (w, i) => (i > 0 || pascal ? w.charAt(0).toUpperCase() : w.charAt(0).toLowerCase()) + w.slice(1),
  );
  let out = cased.join("") || "operation";
  if (/^[0-9]/.test(out)) out = `_${out}`;
  if (reserved.has(out)) out = `_${out}`;
  return out;
}
