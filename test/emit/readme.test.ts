/**
 * The package README is laid out without prettier (output/markdown-layout.ts `tidy`) when that layout is exactly
 * prettier's, i.e. when all its text is ASCII; the generator hands any other README to prettier.
 */
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { packageBanner, packageReadme, type PackageEntry } from "../../generator/emit/package-files.js";
import { buildModel } from "../../generator/model/index.js";
import { layoutIsPrettiers } from "../../generator/output/markdown-layout.js";

function readme(summaries: string[]): string {
  const paths: Record<string, unknown> = {};
  summaries.forEach((summary, i) => {
    paths[`/things/${i}`] = {
      get: { operationId: `get_thing_${i}`, summary, responses: { 200: { description: "ok" } } },
    };
  });
  const model = buildModel({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths });
  const entry: PackageEntry = {
    name: "api",
    dir: "revisions/api",
    revision: "1",
    status: "GA",
    endOfSupport: "",
    model,
    isDefault: true,
  };
  return packageReadme("@revforge/client", packageBanner, [entry]);
}

const prettierMd = (text: string) => prettier.format(text, { parser: "markdown", printWidth: 120 });

describe("package README layout", () => {
  it("is prettier's own for ASCII text, escapes and ragged cells included", async () => {
    const text = readme([
      "List things",
      "A | pipe, `ticks`, *stars* and <tags>",
      "x",
      "A much longer summary ".repeat(4),
    ]);
    expect(layoutIsPrettiers(text)).toBe(true);
    expect(await prettierMd(text)).toBe(text);
  });

  it("is handed to prettier when a cell holds wide characters, whose width only prettier counts", async () => {
    const text = readme(["プロフィールを取得", "List things"]);
    expect(layoutIsPrettiers(text)).toBe(false);
    // The reason: prettier pads the other cells to two columns per wide character.
    expect(await prettierMd(text)).not.toBe(text);
  });
});
