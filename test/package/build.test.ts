/**
 * The build's declarations of the API (scripts/build-generator.mjs writeDeclarations), in a copy of the repository:
 * an export whose type is inferred, or a declaration importing a package that is not a dependency, fails the build
 * with one line naming it, and the last good dist/ stays as it was.
 */
import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "../consumer/project.js";
import { copyRepository } from "./install.js";

let copy: string;
const api = () => path.join(copy, "generator/api.ts");
const build = () =>
  spawnSync(process.execPath, ["scripts/build-generator.mjs", "--quiet"], { cwd: copy, encoding: "utf8" });
const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
/** Every file of dist/ with its content. */
const snapshot = () =>
  new Map(
    files(path.join(copy, "dist"))
      .filter((f) => statSync(path.join(copy, "dist", f)).isFile())
      .map((f) => [f, readFileSync(path.join(copy, "dist", f), "utf8")]),
  );

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), "revforge-build-"));
  copyRepository(copy);
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  const first = build();
  expect([first.status, first.stderr]).toEqual([0, ""]);
}, 120_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the declarations of the API", { timeout: 120_000 }, () => {
  it("are api.d.ts and the files it imports, with the types written in the sources", () => {
    // The API's own module and what its exported types and error classes come from (config, errors, reports).
    expect(files(path.join(copy, "dist/types"))).toEqual([
      "generator",
      "generator/api.d.ts",
      "generator/cli-args.d.ts",
      "generator/commands",
      "generator/commands/format.d.ts",
      "generator/config",
      "generator/config/errors.d.ts",
      "generator/config/index.d.ts",
      "generator/config/read.d.ts",
      "generator/config/resolve.d.ts",
      "generator/config/types.d.ts",
      "generator/diff",
      "generator/diff/types.d.ts",
      "generator/load",
      "generator/load/catalog-source.d.ts",
      "generator/load/catalog.d.ts",
      "generator/load/errors.d.ts",
      "generator/output",
      "generator/output/target.d.ts",
      "generator/output/write-tree.d.ts",
    ]);
    expect(readFileSync(path.join(copy, "dist/types/generator/api.d.ts"), "utf8")).toContain(
      "export declare function diff(from: string, to: string, options?: DiffOptions): Promise<DiffReport>;",
    );
  });

  it.each([
    [
      "an export whose type is inferred",
      () => appendFileSync(api(), "\nexport const doubled = [1, 2].map((n) => n * 2);\n"),
      /^revforge: build failed: generator\/api\.ts:\d+:14 Variable must have an explicit type annotation with --isolatedDeclarations\. \(the package's declarations\)\n$/,
    ],
    [
      "a declaration importing a devDependency",
      () => {
        writeFileSync(
          path.join(copy, "generator/arbitrary.ts"),
          'import type { Arbitrary } from "fast-check";\nexport type Names = Arbitrary<string>;\n',
        );
        appendFileSync(api(), '\nexport type { Names } from "./arbitrary.js";\n');
      },
      /^revforge: build failed: generator\/arbitrary\.ts declares an import of fast-check, which is not among package\.json's dependencies\n$/,
    ],
  ])("%s fails the build in one line and leaves dist/ as it was", (_what, change, line) => {
    const source = readFileSync(api(), "utf8");
    const before = snapshot();
    try {
      change();
      const r = build();
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(line);
      expect(snapshot()).toEqual(before);
    } finally {
      writeFileSync(api(), source);
      rmSync(path.join(copy, "generator/arbitrary.ts"), { force: true });
    }
  });
});
