/**
 * generator/emit/prettier.ts formats with prettier's standalone build and the parsers it requires; held here to
 * prettier's own entry point on a piece of each kind of file the emit stage formats.
 */
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { format } from "../../generator/emit/prettier.js";

const samples: [string, string][] = [
  ["babel-ts", "export interface A { a: string; b?: number | null }\nexport type B = { [key: string]: unknown } & A"],
  ["acorn", "export const step = { from: '2023-01-24', to: \"2023-02-22\", list: [1,2,3], f(x) { return x * 2 } };"],
  ["json", '{"name":"@revforge/client","exports":{".":{"types":"./a.d.ts","default":"./a.js"}},"files":["a","b"]}'],
  ["markdown", "# Title\n\n* one\n* two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"],
];

describe("emit/prettier format", () => {
  it.each(samples)("%s: the same text as prettier's entry point", async (parser, text) => {
    const want = await prettier.format(text, { parser, printWidth: 120 });
    expect(await format(text, { parser, printWidth: 120 })).toBe(want);
  });

  it("fails on a file its parser cannot read, as prettier does", async () => {
    await expect(format("export const = ;", { parser: "acorn", printWidth: 120 })).rejects.toThrow(/Unexpected token/);
  });
});
