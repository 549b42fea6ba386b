/**
 * The filter-expression types an operation brings along, one per filtered query parameter (`<Name>Filter`,
 * `<Name>2Filter`, `<Name>3Filter`...; emit/operation-types.ts), are names no other operation's declarations take:
 * an operation with three filtered parameters and another whose name ends in `3` once made two `ListX3Filter`
 * declarations, and a package that tsc refused (TS2300).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const filtered = (name: string, field: string) => ({
  name,
  in: "query",
  schema: { type: "string" },
  "x-filter": { fields: { [field]: ["equals"] } },
});
const ok = { "200": { description: "ok" } };
const spec = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/a": { get: { operationId: "listX", parameters: ["a", "b", "c", "d"].map((f) => filtered(f, f)), responses: ok } },
    "/b": { get: { operationId: "listX3", parameters: [filtered("g", "z")], responses: ok } },
    "/c": { get: { operationId: "listX4", parameters: [filtered("h", "y")], responses: ok } },
  },
};

let pkg: GeneratedPackage;
beforeAll(async () => {
  pkg = await generatePackage(spec, "filter-aliases-");
});
afterAll(() => pkg?.remove());

describe("an operation with more than two filtered query parameters", () => {
  it("declares each filter type once", () => {
    const declared = [...pkg.files.get("revisions/api/index.d.ts")!.matchAll(/^export type (\w+Filter) =/gm)];
    const names = declared.map((m) => m[1]!);
    expect(names).toHaveLength(6);
    expect(new Set(names).size).toBe(names.length);
  });

  it("type-checks", () => {
    expect(pkg.typeCheck()).toEqual({ status: 0, output: "" });
  });
});
