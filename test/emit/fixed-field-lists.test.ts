/**
 * An `allOf` list holding what is no object where the document or its components have fixed fields
 * (`components: {allOf: [1]}`, found by the mutation fuzz): openapi-typescript's discriminator scan reads every `allOf`
 * as schemas and threw there ("Cannot use 'in' operator to search for '$ref' in 1"), so the spec was refused at its
 * root. It is left out of what openapi-typescript reads, with one located warning, as anywhere else outside a schema.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const spec = {
  openapi: "3.1.0",
  info: { title: "fixed fields", version: "1" },
  allOf: [1],
  paths: {
    "/a": {
      get: {
        operationId: "getA",
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "string" } } } } },
      },
    },
  },
  components: { allOf: [1, { $ref: "#/components/schemas/A" }], schemas: { A: { type: "string" } } },
};

let pkg: GeneratedPackage;
beforeAll(async () => {
  pkg = await generatePackage(spec, "fixed-field-lists-");
});
afterAll(() => pkg?.remove());

test("the package is made, each such list warned about where it stands", async () => {
  const why =
    "should be a list of objects (openapi-typescript reads every allOf as schemas), not a list holding a number: left out";
  expect(pkg.warnings.filter((w) => w.includes("reads every allOf"))).toEqual([
    expect.stringMatching(new RegExp(`:\\d+:\\d+ #/allOf ${why.replace(/[()]/g, "\\$&")}$`)),
    expect.stringMatching(new RegExp(`:\\d+:\\d+ #/components/allOf ${why.replace(/[()]/g, "\\$&")}$`)),
  ]);
  expect(typeof (await pkg.importEntry()).getA).toBe("function");
  expect(pkg.files.get("revisions/api/types.d.ts")).toContain("A: string");
});
