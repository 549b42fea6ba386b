/** The corpus's document variants (scripts/corpus/mutate.ts): the operation removed is one no `$ref` points into. */
import { describe, expect, it } from "vitest";
import { reorderKeys, removeOneOperation } from "../../scripts/corpus/mutate.js";

const ok = { responses: { "200": { description: "ok" } } };

describe("removeOneOperation", () => {
  it("removes the first operation, and its path when no operation is left", () => {
    const doc = { openapi: "3.0.3", paths: { "/a": { get: ok }, "/b": { get: ok, post: ok } } };
    const removal = removeOneOperation(doc)!;
    expect(removal.removed).toEqual({ method: "get", path: "/a", deprecated: false });
    expect(Object.keys((removal.doc as typeof doc).paths)).toEqual(["/b"]);
  });

  it("skips an operation another one refers into, as enode.io's spec does (`#/paths/~1chargers/get/parameters/0`)", () => {
    const doc = {
      openapi: "3.0.3",
      paths: {
        "/chargers": { get: { ...ok, parameters: [{ name: "page", in: "query" }] } },
        "/chargers/{id}": {
          get: { ...ok, parameters: [{ $ref: "#/paths/~1chargers/get/parameters/0" }] },
          delete: { ...ok, deprecated: true },
        },
      },
    };
    const removal = removeOneOperation(doc)!;
    expect(removal.removed).toEqual({ method: "get", path: "/chargers/{id}", deprecated: false });
    expect(Object.keys((removal.doc as typeof doc).paths["/chargers/{id}"])).toEqual(["delete"]);
  });

  it("skips a path item a percent-encoded $ref points into when removing its last operation", () => {
    const doc = {
      paths: {
        "/x/{id}": { get: { ...ok, responses: { "200": { description: "ok", content: {} } } } },
        "/y": { get: { ...ok, responses: { $ref: "#/paths/~1x~1%7Bid%7D/get/responses" } } },
      },
    };
    expect(removeOneOperation(doc)!.removed.path).toBe("/y");
  });

  it("gives nothing for a document without operations", () => {
    expect(removeOneOperation({ paths: { "/a": { parameters: [] } } })).toBeUndefined();
  });
});

describe("reorderKeys", () => {
  it("reverses every object's keys and keeps arrays in order", () => {
    const out = reorderKeys({ a: 1, b: { c: [{ d: 1, e: 2 }, 3] } });
    expect(JSON.stringify(out)).toBe('{"b":{"c":[{"e":2,"d":1},3]},"a":1}');
  });
});
