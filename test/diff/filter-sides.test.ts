// A query parameter that gains or loses its whole `x-filter`: each finding points only into the side that has one,
// never at an `x-filter` node the other side lacks (Change.base and .revision are absent on the side without it).
import { describe, expect, it } from "vitest";
import { pairDiffer } from "./support.js";

const { report } = pairDiffer("filter-sides");
const FILTER = "#/paths/~1items/get/parameters/0/x-filter";

function doc(filter?: Record<string, unknown>): Record<string, unknown> {
  const parameter = { name: "filter", in: "query", schema: { type: "string" }, ...(filter && { "x-filter": filter }) };
  return {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/items": {
        get: {
          operationId: "get_items",
          parameters: [parameter],
          responses: { "200": { description: "OK", content: { "application/json": { schema: { type: "object" } } } } },
        },
      },
    },
  };
}

const filter = { operators: ["equals"], fields: { name: ["equals"] } };

describe("a whole x-filter added or removed", () => {
  it("removed: the findings point into the base only", async () => {
    const { findings } = await report(doc(filter), doc());
    expect(findings.map((f) => f.id).sort()).toEqual([
      "request-filter-field-removed",
      "request-filter-operator-removed",
    ]);
    for (const f of findings) {
      expect(f.definition.basePointer).toBe(FILTER);
      expect(f.definition.base?.line).toBeGreaterThan(0);
      expect(f.definition.revisionPointer).toBeUndefined();
      expect(f.definition.revision).toBeUndefined();
    }
  });

  it("added: the findings point into the revision only", async () => {
    const { findings } = await report(doc(), doc(filter));
    expect(findings.map((f) => f.id).sort()).toEqual(["request-filter-field-added", "request-filter-operator-added"]);
    for (const f of findings) {
      expect(f.definition.revisionPointer).toBe(FILTER);
      expect(f.definition.revision?.line).toBeGreaterThan(0);
      expect(f.definition.basePointer).toBeUndefined();
      expect(f.definition.base).toBeUndefined();
    }
  });
});
