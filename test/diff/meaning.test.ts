/**
 * Findings group by meaning (generator/diff/findings.ts, Change.meaning): the same rule with the same subject (owner
 * and path) and the same before and after is one finding across operations, whether the schema is shared by `$ref`
 * or inlined per operation; a mass change on a resource is one summary finding whose members the report schema
 * accepts. Each row diffs two hand-made documents.
 */
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { MASS_CHANGE } from "../../generator/diff/findings.js";
import { diffModels, type DiffReport } from "../../generator/diff/index.js";
import { buildModel } from "../../generator/model/index.js";

type Json = Record<string, unknown>;

const doc = (paths: Json, schemas: Json = {}): Json => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths,
  components: { schemas },
});
const get = (operationId: string, schema: Json) => ({
  get: {
    operationId,
    responses: { "200": { description: "OK", content: { "application/json": { schema } } } },
  },
});
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const diff = (a: Json, b: Json) => diffModels(buildModel(a), buildModel(b));
const obj = (properties: Json, required?: string[]) => ({
  type: "object",
  properties,
  ...(required ? { required } : {}),
});
/** A JSON:API resource of type `type` with these attributes. */
const resource = (type: string, attributes: Json, required?: string[]) =>
  obj({ type: { type: "string", enum: [type] }, id: { type: "string" }, attributes: obj(attributes, required) });
const single = (r: Json) => obj({ data: r });
const list = (r: Json) => obj({ data: { type: "array", items: r } });

/** id, owner, path and operations of every finding. */
const shape = (report: DiffReport) =>
  report.findings.map((f) => [f.id, f.subject?.owner, f.subject?.path, f.affects.map((a) => a.operationId)]);

const nullable = { type: ["string", "null"] };
const str = { type: "string" };

describe("grouping by meaning", () => {
  it.each<[string, Json, Json, unknown[]]>([
    [
      "a resource inlined in two operations at different depths: one finding",
      doc({
        "/a/": get("a", single(resource("item", { note: str }))),
        "/b/": get("b", list(resource("item", { note: str }))),
      }),
      doc({
        "/a/": get("a", single(resource("item", { note: nullable }))),
        "/b/": get("b", list(resource("item", { note: nullable }))),
      }),
      [["response-property-became-nullable", "resource item", "attributes.note", ["a", "b"]]],
    ],
    [
      "the same resource shared by $ref: the same finding",
      doc(
        { "/a/": get("a", single(ref("Item"))), "/b/": get("b", list(ref("Item"))) },
        { Item: resource("item", { note: str }) },
      ),
      doc(
        { "/a/": get("a", single(ref("Item"))), "/b/": get("b", list(ref("Item"))) },
        { Item: resource("item", { note: nullable }) },
      ),
      [["response-property-became-nullable", "resource item", "attributes.note", ["a", "b"]]],
    ],
    [
      "the same change on two resources: one finding each",
      doc({
        "/a/": get("a", single(resource("item", { note: str }))),
        "/b/": get("b", single(resource("tag", { note: str }))),
      }),
      doc({
        "/a/": get("a", single(resource("item", { note: nullable }))),
        "/b/": get("b", single(resource("tag", { note: nullable }))),
      }),
      [
        ["response-property-became-nullable", "resource item", "attributes.note", ["a"]],
        ["response-property-became-nullable", "resource tag", "attributes.note", ["b"]],
      ],
    ],
    [
      "different before or after: one finding each",
      doc({
        "/a/": get("a", single(resource("item", { n: { type: "integer", maximum: 5 } }))),
        "/b/": get("b", single(resource("item", { n: { type: "integer", maximum: 5 } }))),
      }),
      doc({
        "/a/": get("a", single(resource("item", { n: { type: "integer", maximum: 3 } }))),
        "/b/": get("b", single(resource("item", { n: { type: "integer", maximum: 4 } }))),
      }),
      [
        ["response-property-constraint-tightened", "resource item", "attributes.n", ["a"]],
        ["response-property-constraint-tightened", "resource item", "attributes.n", ["b"]],
      ],
    ],
    [
      "an object that is not a resource, inlined at different depths: one finding (known by its content)",
      doc({
        "/a/": get("a", obj({ owner: obj({ login: str }) })),
        "/b/": get("b", { type: "array", items: obj({ login: str }) }),
      }),
      doc({
        "/a/": get("a", obj({ owner: obj({ login: str, avatar: str }) })),
        "/b/": get("b", { type: "array", items: obj({ login: str, avatar: str }) }),
      }),
      [["response-optional-property-added", "object", "avatar", ["a", "b"]]],
    ],
    [
      "two different objects gaining the same property: one finding each",
      doc({ "/a/": get("a", obj({ login: str })), "/b/": get("b", obj({ name: str })) }),
      doc({ "/a/": get("a", obj({ login: str, avatar: str })), "/b/": get("b", obj({ name: str, avatar: str })) }),
      [
        ["response-optional-property-added", "object", "avatar", ["a"]],
        ["response-optional-property-added", "object", "avatar", ["b"]],
      ],
    ],
    [
      "the same query parameter change in two operations: one finding",
      doc({
        "/a/": {
          get: {
            operationId: "a",
            parameters: [{ name: "sort", in: "query", schema: { enum: ["x"] } }],
            responses: {},
          },
        },
        "/b/": {
          get: {
            operationId: "b",
            parameters: [{ name: "sort", in: "query", schema: { enum: ["x"] } }],
            responses: {},
          },
        },
      }),
      doc({
        "/a/": {
          get: {
            operationId: "a",
            parameters: [{ name: "sort", in: "query", schema: { enum: ["x", "y"] } }],
            responses: {},
          },
        },
        "/b/": {
          get: {
            operationId: "b",
            parameters: [{ name: "sort", in: "query", schema: { enum: ["x", "y"] } }],
            responses: {},
          },
        },
      }),
      [["request-parameter-enum-value-added", "query parameter sort", "", ["a", "b"]]],
    ],
  ])("%s", (_, base, revision, want) => {
    expect(shape(diff(base, revision))).toEqual(want);
  });
});

describe("mass changes", () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `f${String(i).padStart(2, "0")}`);
  const attrs = (n: number, schema: Json) => Object.fromEntries(names(n).map((k) => [k, schema]));
  const pair = (n: number) =>
    diff(
      doc({
        "/a/": get("a", single(resource("item", attrs(n, str), names(n)))),
        "/b/": get("b", list(resource("item", attrs(n, str), names(n)))),
      }),
      doc({
        "/a/": get("a", single(resource("item", attrs(n, str)))),
        "/b/": get("b", list(resource("item", attrs(n, str)))),
      }),
    );

  it(`makes ${MASS_CHANGE} properties of a resource becoming optional one summary finding with every member`, () => {
    const report = pair(MASS_CHANGE);
    expect(report.summary).toEqual({ breaking: 0, dangerous: 1, safe: 0 });
    const [f] = report.findings;
    expect(f!.id).toBe("response-property-became-optional");
    expect(f!.subject).toEqual({ owner: "resource item", path: "" });
    expect(f!.message).toBe(
      "Mass change to the `item` resource, 10 properties (`attributes.f00`, `attributes.f01`, `attributes.f02` and 7 more): response property became optional.",
    );
    expect(f!.affects.map((a) => a.operationId)).toEqual(["a", "b"]);
    expect(f!.members!.map((m) => m.subject.path)).toEqual(names(MASS_CHANGE).map((n) => `attributes.${n}`));
    expect(f!.members![0]!.message).toBe("The `attributes.f00` response property of `resource item` became optional.");
    expect(f!.members![0]!.affects.map((a) => a.operationId)).toEqual(["a", "b"]);
  });

  it(`keeps ${MASS_CHANGE - 1} such properties in the pair as findings of their own`, () => {
    const report = pair(MASS_CHANGE - 1);
    expect(report.findings).toHaveLength(MASS_CHANGE - 1);
    expect(report.findings.every((f) => f.members === undefined)).toBe(true);
  });

  it("counts the pair: relationships becoming optional across resources are one summary per resource", () => {
    const rel = (req: boolean) => obj({ data: obj({ type: { type: "string" }, id: str }) }, req ? ["data"] : undefined);
    const withRels = (type: string, n: number, req: boolean) =>
      obj({
        type: { type: "string", enum: [type] },
        id: str,
        relationships: obj(Object.fromEntries(names(n).map((k) => [k, rel(req)]))),
      });
    const side = (req: boolean) =>
      doc(
        Object.fromEntries(
          ["r0", "r1", "r2", "r3", "solo"].map((t) => [
            `/${t}/`,
            get(t, single(withRels(t, t === "solo" ? 1 : 3, req))),
          ]),
        ),
      );
    const report = diff(side(true), side(false));
    expect(
      report.findings.map((f) => [f.subject!.owner, f.subject!.path, f.members?.map((m) => m.subject.path) ?? null]),
    ).toEqual([
      ["resource r0", "", ["relationships.f00.data", "relationships.f01.data", "relationships.f02.data"]],
      ["resource r1", "", ["relationships.f00.data", "relationships.f01.data", "relationships.f02.data"]],
      ["resource r2", "", ["relationships.f00.data", "relationships.f01.data", "relationships.f02.data"]],
      ["resource r3", "", ["relationships.f00.data", "relationships.f01.data", "relationships.f02.data"]],
      ["resource solo", "relationships.f00.data", null],
    ]);
    expect(report.summary).toEqual({ breaking: 0, dangerous: 5, safe: 0 });
  });

  it("does not summarize rules that are not about nullability or optionality (each removal is its own break)", () => {
    const n = MASS_CHANGE + 2;
    const report = diff(
      doc({ "/a/": get("a", single(resource("item", attrs(n, str)))) }),
      doc({ "/a/": get("a", single(resource("item", {}))) }),
    );
    expect(report.findings.map((f) => f.id)).toEqual(Array(n).fill("response-optional-property-removed"));
  });

  it("gives a report with a summary that report.schema.json accepts, and rejects a member without its subject", () => {
    const schema = JSON.parse(readFileSync("generator/diff/report.schema.json", "utf8")) as object;
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);
    const report = JSON.parse(JSON.stringify(pair(MASS_CHANGE))) as DiffReport;
    expect(validate(report) ? [] : validate.errors).toEqual([]);
    delete (report.findings[0]!.members![3] as Partial<Json>).subject;
    expect(validate(report)).toBe(false);
    expect(validate.errors!.map((e) => `${e.instancePath} ${e.message}`)).toEqual([
      "/findings/0/members/3 must have required property 'subject'",
    ]);
  });
});
