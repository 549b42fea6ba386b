/**
 * diff/compare and the rule helpers, as tables: operation matching, the revision-header pin, `$ref` cycles, allOf
 * merging, oneOf-null folding, grouping of a shared component's change, rename similarity, pointer descriptions,
 * type shifts and bound effects.
 */
import { describe, expect, it } from "vitest";
import { boundEffect, compareModels, matchOperations } from "../../generator/diff/compare/index.js";
import { similarity } from "../../generator/diff/compare/renames.js";
import { diffModels } from "../../generator/diff/index.js";
import { describe as describePointer, typeShift } from "../../generator/diff/rules/define.js";
import { buildModel } from "../../generator/model/index.js";

type Json = Record<string, unknown>;
const doc = (paths: Json, schemas: Json = {}, version = "1"): Json => ({
  openapi: "3.1.0",
  info: { title: "t", version },
  paths,
  components: { schemas },
});
const ok = (schema: Json) => ({ "200": { description: "OK", content: { "application/json": { schema } } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const diff = (a: Json, b: Json) => diffModels(buildModel(a), buildModel(b));

describe("matchOperations", () => {
  const op = (operationId: string, ...path: string[]) => ({
    operationId,
    parameters: path.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
    responses: {},
  });
  it("matches by method and path with path-parameter names ignored, then by operationId (a move)", () => {
    const base = buildModel(
      doc({ "/lists/{list_id}/profiles/": { get: op("a", "list_id") }, "/x/": { post: op("b") } }),
    );
    const rev = buildModel(doc({ "/lists/{id}/profiles/": { get: op("a", "id") }, "/y/": { post: op("b") } }));
    const m = matchOperations(base.operations, rev.operations);
    expect(m.pairs.map((p) => [p.base.path, p.revision.path, p.moved])).toEqual([
      ["/lists/{list_id}/profiles/", "/lists/{id}/profiles/", false],
      ["/x/", "/y/", true],
    ]);
    expect(m.removed).toEqual([]);
    expect(m.added).toEqual([]);
  });
});

describe("compareModels", () => {
  it("leaves out the revision header, whose enum pins each document's own version", () => {
    const header = (v: string) => ({
      name: "revision",
      in: "header",
      required: true,
      schema: { type: "string", enum: [v] },
    });
    const a = doc(
      { "/x/": { get: { operationId: "x", parameters: [header("2024-01-01")], responses: ok({}) } } },
      {},
      "2024-01-01",
    );
    const b = doc(
      { "/x/": { get: { operationId: "x", parameters: [header("2024-02-01")], responses: ok({}) } } },
      {},
      "2024-02-01",
    );
    expect(compareModels(buildModel(a), buildModel(b))).toEqual([]);
  });

  it("terminates on recursive schemas and reports a change inside them once", () => {
    const node = (extra: Json) => ({
      type: "object",
      properties: { children: { type: "array", items: ref("Node") }, ...extra },
    });
    const paths = { "/tree/": { get: { operationId: "tree", responses: ok(ref("Node")) } } };
    const report = diff(doc(paths, { Node: node({}) }), doc(paths, { Node: node({ label: { type: "string" } }) }));
    expect(report.findings.map((f) => [f.id, f.definition.pointer])).toEqual([
      ["response-optional-property-added", "#/components/schemas/Node/properties/label"],
    ]);
  });

  it("merges allOf: moving properties into a shared branch is no change", () => {
    const paths = { "/x/": { get: { operationId: "x", responses: ok(ref("Item")) } } };
    const flat = { Item: { type: "object", properties: { a: { type: "string" }, b: { type: "integer" } } } };
    const split = {
      Base: { type: "object", properties: { a: { type: "string" } } },
      Item: { allOf: [ref("Base"), { type: "object", properties: { b: { type: "integer" } } }] },
    };
    expect(diff(doc(paths, flat), doc(paths, split)).findings).toEqual([]);
  });

  it("reads oneOf [X, null] as X made nullable, not as a new structure", () => {
    const paths = { "/x/": { get: { operationId: "x", responses: ok(ref("Item")) } } };
    const item = (loc: Json) => ({ Loc: { type: "object" }, Item: { type: "object", properties: { loc } } });
    const report = diff(doc(paths, item(ref("Loc"))), doc(paths, item({ oneOf: [ref("Loc"), { type: "null" }] })));
    expect(report.findings.map((f) => f.id)).toEqual(["response-property-became-nullable"]);
  });

  it("groups a shared component's change into one finding with every operation it reaches", () => {
    const paths = {
      "/a/": { get: { operationId: "a", responses: ok(ref("Item")) } },
      "/b/": { get: { operationId: "b", responses: ok({ type: "array", items: ref("Item") }) } },
    };
    const report = diff(
      doc(paths, { Item: { type: "object", properties: { x: { type: "string" }, gone: { type: "string" } } } }),
      doc(paths, { Item: { type: "object", properties: { x: { type: "string" } } } }),
    );
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0]!.affects.map((x) => [x.operationId, x.pointer])).toEqual([
      ["a", "#/paths/~1a~1/get/responses/200/content/application~1json/schema/properties/gone"],
      ["b", "#/paths/~1b~1/get/responses/200/content/application~1json/schema/items/properties/gone"],
    ]);
  });
});

describe("rename similarity", () => {
  it.each([
    ["timestamp", "consent_timestamp", true],
    ["suppressions", "suppression", true],
    ["verified", "verification", false], // Redocly's false rename
    ["properties", "profile", false],
    ["channels", "subscriptions", false],
  ])("%s → %s is a candidate name: %s", (a, b, want) => {
    expect(similarity(a, b) >= 0.6).toBe(want);
  });
});

describe("describe(pointer)", () => {
  it.each([
    ["#/components/schemas/Item/properties/a/items/properties/b", "Item", "a[].b"],
    ["#/components/schemas/Attrs/allOf/1/properties/subscriptions", "Attrs", "subscriptions"],
    ["#/components/schemas/Item", "Item", "(root)"],
    ["#/paths/~1x~1/post/requestBody/content/application~1json/schema/properties/n", "POST /x/", "n"],
    ["#/components/responses/Ok/content/application~1json/schema/properties/data", "Ok", "data"],
  ])("%s → %s %s", (pointer, schema, property) => {
    expect(describePointer(pointer)).toEqual({ schema, property });
  });
});

describe("typeShift and boundEffect", () => {
  it.each([
    [["integer"], ["number"], "widened"],
    [["number"], ["integer"], "narrowed"],
    [["string"], [], "widened"],
    [[], ["string"], "narrowed"],
    [["array"], ["object"], "restructured"],
    [["integer"], ["string"], "changed"],
  ])("%j → %j is %s", (before, after, want) => {
    expect(typeShift(before, after)).toBe(want);
  });

  it.each([
    ["maximum", 100, 50, "tightened"],
    ["maximum", undefined, 50, "tightened"],
    ["maximum", 50, undefined, "relaxed"],
    ["minLength", 1, 3, "tightened"],
    ["pattern", "^a$", "^b$", "changed"],
    ["additionalProperties", undefined, false, "tightened"],
  ] as const)("%s %j → %j is %s", (keyword, before, after, want) => {
    expect(boundEffect(keyword, before, after)).toBe(want);
  });
});
