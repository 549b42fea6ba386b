/**
 * The text writer of compiled lists: nested blocks with fresh variable names (`Code`), and the two ways a value is
 * read or copied in the code (`own`, `shallow`). Every declaration string goes through `literal`, which the guard's
 * second rendering swaps for a neutral one (`withLiterals`, index.ts).
 */

import { stringLiteral } from "../../emit/escape.js";

/**
 * How a declaration string is written into the code: the emit stage's escaping helper, or, for the guard's second rendering,
 * one neutral literal. Swapped only for the length of one synchronous rendering (`withLiterals`).
 */
let write: (value: string) => string = stringLiteral;

export const literal = (value: string): string => write(value);

/** Runs `render` with every declaration string written by `how`. */
export function withLiterals<T>(how: (value: string) => string, render: () => T): T {
  const before = write;
  write = how;
  try {
    return render();
  } finally {
    write = before;
  }
}

/** `x`'s own property `key`, or undefined: a literal key, so a direct read. */
export const own = (x: string, key: string): string =>
  `(has.call(${x}, ${literal(key)}) ? ${x}[${literal(key)}] : undefined)`;

/** A shallow copy of the value in `x`, as copyAlong makes one: arrays and plain objects copied, the rest kept. */
export const shallow = (x: string) => `(Array.isArray(${x}) ? ${x}.slice() : isPlain(${x}) ? { ...${x} } : ${x})`;

/** Emits nested blocks with fresh variable names. */
export class Code {
  /** One pass: the walk copies each container it goes through (a request list of one instruction, `onePass`). */
  copying = false;
  private lines: string[] = [];
  private n = 0;
  fresh(prefix: string): string {
    return `${prefix}${this.n++}`;
  }
  line(text: string): void {
    this.lines.push(text);
  }
  text(): string {
    return this.lines.join("\n");
  }
}
