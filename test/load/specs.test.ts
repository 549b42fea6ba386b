/**
 * The real specs: every entry spec of specs/ loads without a warning, bundles into one document with local refs only,
 * is accepted by openapi-typescript as a parsed object, and locate() finds lines in the entry and in specs/shared/.
 * Expected lines are found in the spec text itself, so edits to the specs do not break these tests.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { specFiles } from "../../generator/load/spec-files.js";

const entries = specFiles().map((file) => path.relative(process.cwd(), file));

/** 1-based line and column of the first line matching `pattern` after the first line matching `after`. */
function find(file: string, after: RegExp, pattern: RegExp): { file: string; line: number; col: number } {
  const lines = readFileSync(file, "utf8").split("\n");
  const start = lines.findIndex((line) => after.test(line));
  const index = lines.findIndex((line, i) => i > start && pattern.test(line));
  return { file, line: index + 1, col: (lines[index]?.search(/\S/) ?? 0) + 1 };
}

describe.each(entries)("%s", (entry) => {
  test(
    "loads without a warning, bundles to local refs only, and openapi-typescript accepts the object",
    { timeout: 30_000 },
    async () => {
      const spec = await loadSpec(entry);
      expect(spec.warnings).toEqual([]);
      expect(spec.openapi).toBe("3.1");
      expect(spec.sources[0]).toBe(entry);
      const refs = [...JSON.stringify(spec.document).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]!);
      expect(refs.filter((ref) => !ref.startsWith("#/"))).toEqual([]);
      for (const ref of new Set(refs)) expect(spec.locate(ref), ref).toBeDefined();
      const types = astToString(
        await openapiTS(structuredClone(spec.document) as unknown as Parameters<typeof openapiTS>[0]),
      );
      expect(types).toContain("export interface paths");
    },
  );
});

describe("specs/2024-05-15.yaml", () => {
  test("locate() answers in the entry and in the shared files", async () => {
    const spec = await loadSpec("specs/2024-05-15.yaml");
    expect(spec.locate("#/paths/~1api~1profiles~1/get/operationId")).toEqual(
      find("specs/2024-05-15.yaml", /^ {2}\/api\/profiles\/:$/, /^\s+operationId: get_profiles$/),
    );
    expect(spec.locate("#/components/schemas/ApiErrorDocument/properties/errors")).toEqual(
      find("specs/shared/errors.yaml", /^\s+ApiErrorDocument:$/, /^\s+errors:$/),
    );
    // the path-item ref ./shared/oauth.yaml#/paths/~1oauth~1token is inlined, and located in oauth.yaml
    expect(
      (spec.document.paths as Record<string, { post?: { operationId?: string } }>)["/oauth/token"]?.post?.operationId,
    ).toBe("oauth_token");
    expect(spec.locate("#/paths/~1oauth~1token/post/operationId")).toEqual(
      find("specs/shared/oauth.yaml", /^ {2}\/oauth\/token:$/, /^\s+operationId: oauth_token$/),
    );
    // the whole-file ref ./shared/location.yaml becomes components/schemas/location
    expect(spec.locate("#/components/schemas/location/properties/city")).toEqual(
      find("specs/shared/location.yaml", /^properties:$/, /^\s+city:$/),
    );
    expect(spec.sources).toEqual(
      expect.arrayContaining(["specs/shared/errors.yaml", "specs/shared/oauth.yaml", "specs/shared/location.yaml"]),
    );
  });
});
