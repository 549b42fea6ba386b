/**
 * Boolean schemas (OpenAPI 3.1) where openapi-typescript reads an object: an `allOf` member and a `$defs` entry.
 * Before, the spec was refused at 1:1 ("Cannot use 'in' operator to search for '$ref' in true"); now `true` is typed
 * as any value and `false` as none, as openapi-typescript types them everywhere else.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const spec = `openapi: 3.1.0
info: { title: t, version: "1" }
paths: {}
components:
  schemas:
    Open: { allOf: [true, { type: object, properties: { a: { type: string } } }] }
    Closed: { allOf: [false] }
    Defs: { type: object, $defs: { any: true, none: false } }
`;

let pkg: GeneratedPackage;
beforeAll(async () => {
  pkg = await generatePackage(spec, "boolean-schemas-");
});
afterAll(() => pkg?.remove());

test("a boolean allOf member or $defs entry is typed, not refused", () => {
  const types = (pkg.files.get("revisions/api/types.d.ts") ?? "").replace(/\s+/g, " ");
  expect(types).toContain("Open: unknown & { a?: string; };");
  expect(types).toContain("Closed: never;");
  expect(types).toMatch(/\$defs: \{ any: unknown; (\/\*\* @enum \{unknown\} \*\/ )?none: never; \}/);
  expect(pkg.typeCheck()).toEqual({ status: 0, output: "" });
}, 120_000);
