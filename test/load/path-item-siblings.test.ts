/**
 * A path item written as a `$ref` to one of the entry (`#/components/pathItems/A`, OpenAPI 3.1) with members beside
 * it (`parameters`, `summary`) is read with them, as one from another file is (README.md, "Bundling"): they were kept
 * beside the ref, where every later stage follows the ref and reads only its target, so a parameter declared there
 * was neither typed nor sent nor compared.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { HEADER, scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

const body = `paths:
  /a:
    $ref: "#/components/pathItems/A"
    parameters: [{name: x, in: query, schema: {type: string}}]
  /b:
    $ref: "#/components/pathItems/A"
components:
  pathItems:
    A:
      get:
        operationId: getA
        responses: {"200": {description: ok}}
`;

test("the members beside a local path item $ref are read with its target", async () => {
  const file = path.join(tmp.dir, "spec.yaml");
  writeFileSync(file, HEADER + body);
  const spec = await loadSpec(file, { validate: false });
  const paths = spec.document.paths as Record<string, Record<string, unknown>>;
  expect(paths["/a"]).toEqual({
    get: { operationId: "getA", responses: { "200": { description: "ok" } } },
    parameters: [{ name: "x", in: "query", schema: { type: "string" } }],
  });
  // Each part located where it is written: the operation in the component, the parameter beside the ref.
  expect(spec.locate("#/paths/~1a/get")).toEqual({ file: tmp.rel("spec.yaml"), line: 14, col: 7 });
  expect(spec.locate("#/paths/~1a/parameters/0")).toEqual({ file: tmp.rel("spec.yaml"), line: 8, col: 18 });
  // A path item that is only a ref stays one.
  expect(paths["/b"]).toEqual({ $ref: "#/components/pathItems/A" });
});
