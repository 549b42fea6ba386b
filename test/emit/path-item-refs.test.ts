/**
 * Paths written as a `$ref` to a path item of `components/pathItems` (OpenAPI 3.1), whose operations have no
 * operationId, or one a second path shares through the same path item: each operation's types are those of its own
 * entry of `operations`, under the name the model gives it. openapi-typescript types such a path as the component,
 * where only an operationId the spec writes makes an entry, so the entry point indexed entries that did not exist
 * (TS2339).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const spec = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /x: { $ref: "#/components/pathItems/X" }
  /x2: { $ref: "#/components/pathItems/X" }
  /y/{id}: { $ref: "#/components/pathItems/Y" }
components:
  pathItems:
    X:
      get:
        operationId: getX
        responses: { "200": { description: ok, content: { application/json: { schema: { type: integer } } } } }
    Y:
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      get:
        responses: { "200": { description: ok, content: { application/json: { schema: { type: string } } } } }
`;

let pkg: GeneratedPackage;
beforeAll(async () => {
  pkg = await generatePackage(spec, "path-item-refs-");
});
afterAll(() => pkg?.remove());

test("operations of path items reached by a $ref are typed under the model's names", async () => {
  const functions = Object.keys(await pkg.importEntry()).filter(
    (name) => /^get/.test(name) && !/Operation$/.test(name),
  );
  expect(functions.sort()).toEqual(["getX", "getX2", "getYId"]);
  writeFileSync(
    path.join(pkg.dir, "consumer.ts"),
    `import type { GetX2CallData, GetXData, GetYIdArgs, GetYIdData } from "./revisions/api/index.js";
export const x: GetXData = 1;
export const x2: GetX2CallData = 2;
export const y: GetYIdData = "y";
export const args: GetYIdArgs = { path: { id: "i" } };
// @ts-expect-error: typed from the operation's response
export const wrong: GetYIdData = 1;
`,
  );
  expect(pkg.typeCheck("consumer.ts")).toEqual({ status: 0, output: "" });
});
