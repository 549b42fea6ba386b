/**
 * The text layout of emitted modules (generator/emit/statements.ts) and its dataConstant: the exact
 * text of each arrangement, since the generated files' bytes depend on it.
 */
import { describe, expect, it } from "vitest";
import {
  block,
  dataConstant,
  exportLine,
  importLine,
  jsDoc,
  Statements,
  withDoc,
} from "../../generator/emit/statements.js";

describe("Statements", () => {
  it("puts one statement per line, a blank line after a block and before a statement set apart", () => {
    const out = new Statements();
    out.add(importLine("./x.js", ["x"]), "const c = 1;");
    out.block("export function f(a)", "return a;");
    out.add("const d = {\n  a: 1,\n};", "const e = 2;");
    out.blankBefore("export declare const g: 1;");
    expect(out.text()).toBe(
      'import { x } from "./x.js";\nconst c = 1;\n\nexport function f(a) {\n  return a;\n}\n\n' +
        "const d = {\n  a: 1,\n};\nconst e = 2;\n\nexport declare const g: 1;\n",
    );
  });

  it("starts without a blank line and writes nothing for no statements", () => {
    const out = new Statements();
    expect(out.text()).toBe("");
    out.blankBefore("type A = string;");
    expect(out.text()).toBe("type A = string;\n");
  });
});

describe("the statement helpers", () => {
  it.each([
    ["an import", importLine("./a.js", ["a", "b"]), 'import { a, b } from "./a.js";'],
    ["a type import", importLine("./a.js", ["A"], true), 'import type { A } from "./a.js";'],
    ["an export", exportLine("./a.js", ["a"]), 'export { a } from "./a.js";'],
    ["a type export", exportLine("./a.js", ["A"], true), 'export type { A } from "./a.js";'],
    ["a specifier escaped", importLine('./"\u2028.js', ["a"]), 'import { a } from "./\\"\\u2028.js";'],
    ["a block", block("function f()", "a();", "b();"), "function f() {\n  a();\n  b();\n}"],
    ["a one-line doc", withDoc("Says why.", "f();"), "/** Says why. */\nf();"],
    ["an empty doc", withDoc("", "f();"), "/** */\nf();"],
    ["a doc of lines", withDoc("One.\n\nTwo.", "f();"), "/**\n * One.\n *\n * Two.\n */\nf();"],
  ])("%s", (_name, text, want) => {
    expect(text).toBe(want);
  });

  it("drops a doc's empty first line, so that its text starts on the block's second line", () => {
    expect(jsDoc("\nOne.\nTwo.")).toEqual(["/**", " * One.", " * Two.", " */"]);
  });
});

describe("dataConstant", () => {
  it.each([
    ["a short literal on one line", "a", { id: "x", n: 1 }, true, 'export const a = { id: "x", n: 1 };'],
    ["an unexported one", "b", [1, 2], false, "const b = [1, 2];"],
    [
      "a long literal one entry per line, at the file's indentation",
      "c",
      { path: "/".repeat(60), nested: { list: ["a".repeat(50), "b".repeat(50)] } },
      true,
      `export const c = {\n  path: "${"/".repeat(60)}",\n  nested: {\n    list: [\n      "${"a".repeat(50)}",\n      "${"b".repeat(50)}",\n    ],\n  },\n};`,
    ],
  ])("%s", (_name, name, value, exported, want) => {
    expect(dataConstant(name, value, exported)).toBe(want);
  });
});
