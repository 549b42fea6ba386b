/**
 * Which properties along a path are optional, read through compositions that refer to each other: every schema of a
 * chain of 40 `allOf`s that each name the next two is reached by exponentially many ways, so the walk must visit each
 * schema once (a walk that follows every way does not end within the test's time).
 */
import { expect, it } from "vitest";
import { buildModel } from "../../generator/model/index.js";
import { optionalAlong } from "../../generator/shims/schemas.js";

const N = 40;
const ref = (i: number) => ({ $ref: `#/components/schemas/S${i % N}` });
const schemas: Record<string, unknown> = {};
for (let i = 0; i < N; i++)
  schemas[`S${i}`] = {
    allOf: [ref(i + 1), ref(i + 2)],
    ...(i === N - 1 && {
      type: "object",
      required: ["a"],
      properties: { a: { type: "object", properties: { b: { type: "string" } } } },
    }),
  };
const model = buildModel({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths: {}, components: { schemas } });

it("reads a required property and an optional one through a cycle of compositions", () => {
  expect(optionalAlong(model, { kind: "schema", schema: "S0" }, ["a", "b"])).toEqual([false, true]);
});

it("says optional where no branch requires the property", () => {
  expect(optionalAlong(model, { kind: "schema", schema: "S3" }, ["missing"])).toEqual([true]);
});
