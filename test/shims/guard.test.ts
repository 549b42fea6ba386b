/**
 * The post-generation guard (generator/emit/guard.ts) and what the shims emit: every generated shim file passes it,
 * and its allowances stay narrow: a dynamic import only of one relative `.js` literal, the shims' calls only by name.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { guardEmittedFile } from "../../generator/emit/guard.js";
import { GENERATED } from "./support/shims.js";

const files = [
  "revisions/2023-09-15/index.js",
  "revisions/2023-09-15/index.d.ts",
  "legacy/index.js",
  "legacy/index.d.ts",
  ...readdirSync(`${GENERATED}upgrades`)
    .filter((f) => f.endsWith(".js"))
    .map((f) => `upgrades/${f}`),
  ...readdirSync(`${GENERATED}upgrades/steps`).map((f) => `upgrades/steps/${f}`),
];

describe("the guard", () => {
  it.each(files)("accepts the generated %s", (file) => {
    expect(() => guardEmittedFile(file, readFileSync(GENERATED + file, "utf8"))).not.toThrow();
  });

  const entry = (call: string) => `export function createClient(options) {\n  return ${call};\n}\n`;
  it.each([
    ["a computed specifier", entry("import(options.module)"), "a dynamic import of options.module"],
    ["a URL", entry('import("https://evil.example/x.js")'), 'a dynamic import of "https://evil.example/x.js"'],
    ["an absolute path", entry('import("/etc/x.js")'), 'a dynamic import of "/etc/x.js"'],
    [
      "a climb in the middle",
      entry('import("../upgrades/../../../x.js")'),
      'a dynamic import of "../upgrades/../../../x.js"',
    ],
    ["a node builtin", entry('import("node:child_process")'), 'a dynamic import of "node:child_process"'],
    ["import options", entry('import("./a.js", { with: { type: "json" } })'), 'a dynamic import of "./a.js"'],
    ["another call", entry("createUpgrader2([])"), "a call to createUpgrader2"],
  ])("rejects %s", (_what, text, message) => {
    expect(() => guardEmittedFile("index.js", text)).toThrow(message);
  });

  it('accepts data whose one computed key is "__proto__" (jsonLiteral\'s own property), and no other', () => {
    expect(() => guardEmittedFile("step.js", 'export const step = { ["__proto__"]: { a: 1 } };\n')).not.toThrow();
    expect(() => guardEmittedFile("step.js", 'export const step = { ["constructor"]: 1 };\n')).toThrow(
      "a constant that is not a data literal",
    );
    expect(() => guardEmittedFile("step.js", "const key = 1;\nexport const step = { [key]: 1 };\n")).toThrow(
      "a constant that is not a data literal",
    );
  });

  it("rejects the shims' calls in a declaration file", () => {
    expect(() =>
      guardEmittedFile("index.d.ts", "export declare const x: ReturnType<typeof f>;\nlegacyCall();\n"),
    ).toThrow();
  });
});
