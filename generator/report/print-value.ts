/**
 * Prints a finding's before/after value as JSON that reads like prettier's: an array or object stays on one line
 * when it fits in the width, and breaks one entry per line otherwise. U+2028 and U+2029 are escaped too, so a printed
 * value never gains a line break that is not JSON's.
 */
const width = 80;

const escapeSeparators = (text: string) => text.replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

/** JSON of a value; `undefined` stays undefined (the side has no value). */
export function printValue(value: unknown): string | undefined {
  return value === undefined ? undefined : escapeSeparators(print(value, "", 0));
}

/** One-line JSON, or undefined when the value is absent. */
export function printLine(value: unknown): string | undefined {
  return value === undefined ? undefined : escapeSeparators(flat(value));
}

/** JSON on one line, spaced like prettier: `[1, 2]`, `{ "a": 1 }`. */
function flat(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(flat).join(", ")}]`;
  const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${flat(v)}`);
  return entries.length ? `{ ${entries.join(", ")} }` : "{}";
}

/** `used` is how many characters precede the value on its line. */
function print(value: unknown, indent: string, used: number): string {
  const line = flat(value);
  if (value === null || typeof value !== "object" || used + line.length <= width) return line;
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((v) => inner + print(v, inner, inner.length))
    : Object.entries(value).map(([k, v]) => {
        const key = `${inner}${JSON.stringify(k)}: `;
        return key + print(v, inner, key.length);
      });
  if (items.length === 0) return line;
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  return `${open}\n${items.join(",\n")}\n${indent}${close}`;
}
