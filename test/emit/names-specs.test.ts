/**
 * Every real operation of the service's specs (specs/*.yaml) is emitted under the name its operationId makes
 * (generator/emit/names.ts): no pager, type or descriptor of another operation takes it, and no two operationIds make
 * the same name.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { identifier } from "../../generator/emit/escape.js";
import { namedOperations, nameOperations } from "../../generator/emit/names.js";
import { loadSpec } from "../../generator/load/index.js";
import { buildModel } from "../../generator/model/index.js";

const clashesOf = (operations: Parameters<typeof namedOperations>[0]) => namedOperations(operations).clashes;

const specs = path.resolve(import.meta.dirname, "../../specs");
// The revision specs: a date, optionally a pre-release tag (the other YAML files there are not OpenAPI documents).
const files = readdirSync(specs)
  .filter((f) => /^\d{4}-\d{2}-\d{2}(\.\w+)?\.yaml$/.test(f))
  .sort();

describe("the service's specs", () => {
  it("are all read", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)("%s: every operation keeps camelCase(operationId)", async (file) => {
    const model = buildModel((await loadSpec(path.join(specs, file))).document);
    expect(model.operations.length).toBeGreaterThan(0);
    const names = nameOperations(model.operations);
    const lost = model.operations
      .filter((op) => names.get(op)!.fn !== identifier(op.operationId))
      .map((op) => `${op.operationId} -> ${names.get(op)!.fn}`);
    expect(lost).toEqual([]);
    expect(clashesOf(model.operations)).toEqual([]);
    // and the iterators exist only for the operations that paginate
    for (const op of model.operations)
      expect(names.get(op)!.pages !== undefined, op.operationId).toBe(op.pagination === "cursor");
  });
});
