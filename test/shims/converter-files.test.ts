/**
 * Converter files (generator/shims/converter-files.ts): their exported functions are read from the text (no compiler
 * on the diff's path), and the package's JavaScript is made only when the compiler reads the same list.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { converterFile, converterJs, convertersDir, exportedFunctions } from "../../generator/shims/converter-files.js";

const dir = mkdtempSync(path.join(tmpdir(), "revforge-converters-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("exportedFunctions", () => {
  it.each([
    ["export function a(x: A): B {}", ["a"]],
    ["export async function b() {}\r\nexport function* c() {}", ["b", "c"]],
    ["export function $d<T>(x: T) {}\nfunction e() {}\nexport const f = () => 1;", ["$d"]],
    ["// export function g() {}\n  export function h() {}\nexport default function () {}", []],
  ])("%j -> %j", (source, want) => {
    expect([...exportedFunctions(source)]).toEqual(want);
  });
});

describe("converterJs", () => {
  it("compiles every converter file of the repository, the compiler confirming the exports read from its text", () => {
    const files = readdirSync(convertersDir).filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const c = converterFile(f.replace(/\.ts$/, ""))!;
      expect(c.exports.size, f).toBeGreaterThan(0);
      const js = converterJs(c, "banner");
      for (const name of c.exports) expect(js).toMatch(new RegExp(`^export function ${name}\\(`, "m"));
    }
  });

  it("refuses a file whose text shows a function the compiler does not see", () => {
    writeFileSync(
      path.join(dir, "2024-02-15.ts"),
      "/*\nexport function ghost() {}\n*/\nexport function real(x: number): number {\n  return x;\n}\n",
    );
    const c = converterFile("2024-02-15", dir)!;
    expect([...c.exports]).toEqual(["ghost", "real"]);
    expect(() => converterJs(c, "banner")).toThrow(
      /2024-02-15\.ts: its exported functions are real, but read as text they are ghost, real; /,
    );
  });
});
