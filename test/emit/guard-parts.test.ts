/**
 * The guard's check of a file in parts (generator/emit/guard.ts `guardEmittedFile`, its `partSize`): cut at every
 * blank line, it accepts and refuses what the parse of the whole file does, with the same message at the same place.
 */
import { describe, expect, it } from "vitest";
import { guardEmittedFile } from "../../generator/emit/guard.js";

const head = 'import { createRuntimeClient } from "../../runtime/index.js";\n\nexport const revision = "1";\n\n';
const op = (n: number) =>
  `export const op${n}Operation = { method: "get", path: "/x/${n}" };\n\n` +
  `export function op${n}(client, args, options) {\n  return client.request(op${n}Operation, args ?? {}, options);\n}\n\n`;
const ops = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => op(from + i)).join("");

const cases: [string, string, string][] = [
  ["an entry point", "index.js", head + ops(0, 5)],
  [
    "a blank line inside a function body",
    "index.js",
    head + ops(0, 2) + "export function f() {\n\n  return 1;\n}\n\n" + ops(2, 4),
  ],
  [
    "a comment with a blank line in it",
    "index.js",
    head + ops(0, 2) + "/* a\n\nexport function x() {}\n*/\n" + ops(2, 4),
  ],
  [
    "a string that escapes its literal, late in the file",
    "index.js",
    head + ops(0, 3) + 'export const a = "x"; pwned();\n\n' + ops(3, 5),
  ],
  [
    "a statement that goes on past a blank line",
    "index.js",
    head + ops(0, 2) + "export const a = {}\n\n(pwned)\n\n" + ops(2, 4),
  ],
  ["a top-level await in a later part", "index.js", head + ops(0, 2) + "await (pwned);\n\n" + ops(2, 4)],
  ["a parse error in a later part", "index.js", head + ops(0, 3) + "export const a = ;\n\n" + ops(3, 5)],
  ["a file that is no module", "index.js", "const a = 1;\n\n" + ops(0, 2).replaceAll("export ", "")],
  [
    "a declaration file",
    "index.d.ts",
    "export type A = string;\n\nexport declare function f(): A;\n\nexport interface I {\n\n  a: A;\n}\n\nf();\n",
  ],
];

function outcome(name: string, text: string, partSize?: number): string {
  try {
    guardEmittedFile(name, text, partSize);
    return "accepted";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("guardEmittedFile in parts", () => {
  it.each(cases)("%s: the same outcome as the whole file's parse", (_, name, text) => {
    const whole = outcome(name, text, Infinity);
    expect(outcome(name, text, 1)).toBe(whole);
    expect(outcome(name, text)).toBe(whole);
  });

  it("refuses what escapes its literal in a later part, at its line in the file", () => {
    const text = head + ops(0, 3) + 'export const a = "x"; pwned();\n\n' + ops(3, 5);
    const line = text.slice(0, text.indexOf("pwned")).split("\n").length;
    expect(outcome("index.js", text, 1)).toBe(
      `index.js:${line}:23 emitted code rejected by the guard: top-level ExpressionStatement`,
    );
  });

  it("accepts what is fine, parts or not", () => {
    for (const [, name, text] of cases.slice(0, 3)) expect(outcome(name, text, 1)).toBe("accepted");
  });
});
