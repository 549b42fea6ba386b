/**
 * Formatting in units (generator/emit/format-units.ts) must print exactly what prettier prints for the whole file.
 * Held to that on every file we emit (raw, as the printers write them, and as committed), on a table of shapes
 * chosen to break the composition (unions of objects that move the indentation, hugged objects, comments, blank
 * lines, quoted keys, prettier-ignore, keys that look like the markers), and on seeded random object types.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { formatByUnits, unitsOf, type UnitParser } from "../../generator/emit/format-units.js";
import { guardEmittedFile } from "../../generator/emit/guard.js";
import { entryPointDts, entryPointJs } from "../../generator/emit/revision-module.js";
import { typesFile } from "../../generator/emit/types-file.js";
import { loadSpec } from "../../generator/load/index.js";
import { catalogRevisions, specsDir } from "../../generator/load/spec-files.js";
import { buildModel } from "../../generator/model/index.js";

const root = path.resolve(import.meta.dirname, "../..");

const parserOf = (name: string): UnitParser => (name.endsWith(".ts") ? "babel-ts" : "acorn");

/** Whole-file prettier, and in units along the file's syntax tree: the guard's for emitted files, else a plain parse. */
async function both(name: string, text: string, guarded = false) {
  const whole = await prettier.format(text, { parser: parserOf(name), printWidth: 120 });
  const kind = name.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const sf = guarded
    ? guardEmittedFile(name, text)
    : ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, false, kind);
  const units = await formatByUnits(text, sf, parserOf(name));
  return { whole, units };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? filesUnder(file) : /\.(d\.ts|js)$/.test(entry) ? [file] : [];
  });
}

describe("formatByUnits", () => {
  it("prints what prettier prints for each revision's files as the printers write them", async () => {
    for (const { id } of catalogRevisions()) {
      const { document } = await loadSpec(path.join(specsDir, `${id}.yaml`));
      const model = buildModel(document);
      const input = {
        model,
        banner: id,
        runtimeImport: "../../runtime/index.js",
        revision: id,
        context: { clientHeaders: ["revision"] },
      };
      const raw = {
        "types.d.ts": typesFile(document, id),
        "index.js": entryPointJs(input),
        "index.d.ts": entryPointDts(input),
      };
      for (const [name, text] of Object.entries(raw)) {
        const { whole, units } = await both(name, text, true);
        expect(units, `${id}/${name} was split`).toBeDefined();
        expect(units, `${id}/${name}`).toBe(whole);
      }
    }
  }, 120_000);

  it("splits types.d.ts down to single paths, operations and schemas", async () => {
    const { document } = await loadSpec(path.join(specsDir, "2024-05-15.yaml"));
    const text = typesFile(document, "x");
    // Each unit with its doc comment, if any, left out.
    const units = unitsOf(text, guardEmittedFile("types.d.ts", text))!.map((u) =>
      text.slice(u.start, u.end).replace(/^\/\*\*[\s\S]*?\*\/\s*/, ""),
    );
    expect(units.filter((u) => u.startsWith('"/api/profiles/{id}/": {'))).toHaveLength(1);
    expect(units.filter((u) => u.startsWith("subscribe_profiles: {"))).toHaveLength(1);
    expect(units.filter((u) => u.startsWith("ProfileCreateDocument: {"))).toHaveLength(1);
    // No unit is the whole of `paths`, `components`, `schemas` or `operations`.
    expect(units.every((u) => u.length < text.length / 10)).toBe(true);
  });

  it("prints the committed package's files unchanged", async () => {
    const files = filesUnder(path.join(root, "generated/client"));
    expect(files.length).toBeGreaterThan(50);
    const whole: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const { units } = await both(path.basename(file), text);
      if (units === undefined) whole.push(path.relative(root, file));
      else expect(units, path.relative(root, file)).toBe(text);
    }
    // Only the hand-written runtime (a comment after its last statement, say) may be left to whole-file prettier.
    expect(whole.filter((f) => !f.startsWith("generated/client/runtime/"))).toEqual([]);
  }, 120_000);

  // Large enough containers to be split (over 1 KB), with one shape each under test.
  const filler = (n: number, indent = "    ") =>
    Array.from({ length: n }, (_, i) => `${indent}field_${i}: "value number ${i} of the filler";`).join("\n");
  const cases: { name: string; text: string; split: boolean }[] = [
    {
      name: "nested interfaces at three depths",
      text: `export interface components {\n  schemas: {\n    A: {\n${filler(30, "      ")}\n    };\n    B: string;\n  };\n}\n`,
      split: true,
    },
    {
      name: "a union of object types moves the members' indentation",
      text: `export interface X {\n  u: {\n${filler(20)}\n  } | {\n${filler(20)}\n  };\n  v: number;\n}\n`,
      split: true,
    },
    {
      name: "an object hugged with null, and an array of objects",
      text: `export interface X {\n  h: {\n${filler(25)}\n  } | null;\n  a: {\n${filler(25)}\n  }[];\n}\n`,
      split: true,
    },
    {
      name: "long unions that wrap at the indentation they land at",
      text: `export interface X {\n  deep: {\n    deeper: {\n${Array.from({ length: 12 }, (_, i) => `      k${i}: ${Array.from({ length: 14 }, (_, j) => `"choice-${i}-${j}"`).join(" | ")};`).join("\n")}\n    };\n  };\n}\n`,
      split: true,
    },
    {
      name: "JSDoc and line comments before members, blank lines kept and squeezed",
      text: `export interface X {\n\n\n  /**\n      * badly indented\n   *  doc */\n  a: string;\n\n\n\n  // line comment\n  b: number;\n${filler(30, "  ")}\n\n}\n`,
      split: true,
    },
    {
      name: "quoted keys, some needing quotes and some not, and numeric keys",
      text: `export interface X {\n  "plain": 1;\n  "needs-quotes": 2;\n  "1": 3;\n  "1.50": 4;\n  'single': 5;\n${filler(30, "  ")}\n}\n`,
      split: true,
    },
    {
      name: "a member marked prettier-ignore",
      text: `export interface X {\n  // prettier-ignore\n  keep:    {  a  :  1 } ;\n${filler(30, "  ")}\n}\n`,
      split: true,
    },
    {
      name: "keys and strings that look like the placeholders and markers",
      text: `export interface X {\n  __rf0_p0: 0;\n  "__rf0_s: 0;": "__rf1_p0;";\n${filler(30, "  ")}\n}\n__rf0_p1;\n`,
      split: true,
    },
    {
      name: "a comment on a member's last line keeps its interface whole",
      text: `export interface X {\n  a: string; // trailing\n${filler(30, "  ")}\n}\ntype Y = 1;\n`,
      split: true,
    },
    {
      name: "a large object type written on one line is not split",
      text: `export type X = { ${Array.from({ length: 40 }, (_, i) => `f${i}: "v${i}"`).join("; ")} };\nexport type Y = 1;\n`,
      split: true,
    },
    {
      name: "separators mixed and missing",
      text: `export type X = {\n  a: 1,\n  b: 2\n  c: 3;\n${filler(30, "  ")}\n}\ndeclare const y: 1\n`,
      split: true,
    },
    { name: "an empty statement: formatted whole", text: `type X = 1;;\ntype Y = 2;\n`, split: false },
    { name: "a directive: formatted whole", text: `type X = 1;\n'use strict';\ntype Y = 2;\n`, split: false },
    {
      name: "statements with comments and blank lines between them",
      text: `/* banner */\nexport declare const a: 1;\n\n\n/** doc */\nexport declare function f(x: string): void;\n\n// line\ntype T = 1;\n`,
      split: true,
    },
    {
      name: "a comment after the last statement: formatted whole",
      text: `export declare const a: 1;\n// the end\n`,
      split: false,
    },
  ];

  for (const c of cases)
    it(`${c.name}`, async () => {
      const { whole, units } = await both("x.d.ts", c.text);
      if (c.split) expect(units).toBe(whole);
      else expect(units).toBeUndefined();
    });

  it("prints JavaScript statements as prettier does", async () => {
    const text = [
      'import { a, b } from "./x.js";',
      "export const data = { a: 1, \"b-c\": [1, 2, 3], ['__proto__']: { x: null } };",
      "export function f(client, args, options) {\n    return client.request(data, args ?? {}, options);\n}",
      "",
      "",
      'export const g = async () => import("./y.js");',
    ].join("\n");
    const { whole, units } = await both("x.js", text);
    expect(units).toBe(whole);
  });

  it("shares units between files formatted at the same time", async () => {
    const body = filler(40, "  ");
    const texts = ["A", "B", "C"].map((n) => `export interface ${n} {\n${body}\n  only${n}: 1;\n}\n`);
    const results = await Promise.all(texts.map((t) => both("x.d.ts", t)));
    for (const r of results) expect(r.units).toBe(r.whole);
  });

  // Seeded random object types: nesting, unions of objects, arrays, comments, blank lines and odd keys.
  it("prints what prettier prints for 60 random object types", async () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    const keys = ["a", "long_property_name_for_width", '"quoted-key"', '"ok"', "'single'", "_x", '"1"', "$ref"];
    const leaf = () =>
      ["string", "number", '"lit"', "unknown", "Record<string, never>", "string[]", '"a" | "b" | "c"'][rand(7)]!;
    const type = (depth: number, indent: string): string => {
      const r = rand(10);
      if (depth > 3 || r < 3) return leaf();
      const members = Array.from({ length: 2 + rand(14) }, () => {
        const doc = rand(5) === 0 ? `${indent}  /** about ${"words ".repeat(rand(30))}*/\n` : "";
        const blank = rand(6) === 0 ? "\n" : "";
        return `${blank}${doc}${indent}  ${keys[rand(keys.length)]}${rand(3) === 0 ? "?" : ""}: ${type(depth + 1, `${indent}  `)};`;
      });
      const object = `{\n${members.join("\n")}\n${indent}}`;
      if (r === 9) return `${object} | null`;
      if (r === 8) return `${object}[]`;
      if (r === 7) return `${object} | ${type(depth + 1, indent)}`;
      return object;
    };
    for (let i = 0; i < 60; i++) {
      const text = `export interface R${i} {\n${Array.from({ length: 3 + rand(10) }, (_, k) => `  m${k}: ${type(0, "  ")};`).join("\n")}\n}\n`;
      const { whole, units } = await both("x.d.ts", text);
      expect(units ?? whole, `case ${i}:\n${text}`).toBe(whole);
    }
  }, 60_000);
});
