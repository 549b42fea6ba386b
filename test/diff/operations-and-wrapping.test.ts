/**
 * Blind spots the rules' fixture pairs do not show on their own, as tables over hand-made documents: enum path
 * parameters expanded before an operation is called removed, a moved operation's findings filed under its new path,
 * an operationId change on the same method and path, nullable wrapping in every spelling, security requirements that
 * gain or lose a scheme, and media types that differ only in case.
 */
import { describe, expect, it } from "vitest";
import { diffModels } from "../../generator/diff/index.js";
import { buildModel } from "../../generator/model/index.js";

type Json = Record<string, unknown>;

const doc = (paths: Json, extra: Json = {}): Json => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths,
  ...extra,
});
const ok = (schema: Json = { type: "object" }, media = "application/json") => ({
  "200": { description: "OK", content: { [media]: { schema } } },
});
const op = (operationId: string, more: Json = {}) => ({ operationId, responses: ok(), ...more });
const kind = (values?: string[]) => [
  { name: "kind", in: "path", required: true, schema: { type: "string", ...(values ? { enum: values } : {}) } },
];
/** id and "METHOD path" of every affected operation, per finding. */
const found = (a: Json, b: Json) =>
  diffModels(buildModel(a), buildModel(b)).findings.map((f) => [
    f.id,
    f.affects.map((x) => `${x.method.toUpperCase()} ${x.path}`),
  ]);

describe("operations", () => {
  it.each<[string, Json, Json, unknown[]]>([
    [
      "an enum path parameter expanded into concrete paths is no removal (the generated names change)",
      doc({ "/items/{kind}": { get: op("get_kind", { parameters: kind(["a", "b"]) }) } }),
      doc({ "/items/a": { get: op("get_a") }, "/items/b": { get: op("get_b") } }),
      [
        ["api-operation-id-changed", ["GET /items/a"]],
        ["api-operation-id-changed", ["GET /items/b"]],
      ],
    ],
    [
      "concrete paths folded into an enum path parameter is no removal either",
      doc({ "/items/a": { get: op("get_kind") }, "/items/b": { get: op("get_kind_b") } }),
      doc({ "/items/{kind}": { get: op("get_kind", { parameters: kind(["a", "b"]) }) } }),
      [["api-operation-id-changed", ["GET /items/{kind}"]]],
    ],
    [
      "an enum value without its concrete path leaves the operation removed",
      doc({ "/items/{kind}": { get: op("get_kind", { parameters: kind(["a", "b", "c"]) }) } }),
      doc({ "/items/a": { get: op("get_a") }, "/items/b": { get: op("get_b") } }),
      [
        ["api-removed-without-deprecation", ["GET /items/{kind}"]],
        ["endpoint-added", ["GET /items/a"]],
        ["endpoint-added", ["GET /items/b"]],
      ],
    ],
    [
      "a path parameter without an enum is not expanded",
      doc({ "/items/{kind}": { get: op("get_kind", { parameters: kind() }) } }),
      doc({ "/items/a": { get: op("get_a") } }),
      [
        ["api-removed-without-deprecation", ["GET /items/{kind}"]],
        ["endpoint-added", ["GET /items/a"]],
      ],
    ],
    [
      "an operationId change on the same method and path",
      doc({ "/items/": { get: op("get_items") } }),
      doc({ "/items/": { get: op("list_items") } }),
      [["api-operation-id-changed", ["GET /items/"]]],
    ],
    [
      "a moved operation's other findings are filed under its new path, removals too",
      doc({
        "/old/": {
          get: op("get_items", {
            parameters: [{ name: "page", in: "query", schema: { type: "integer" } }],
            responses: { ...ok(), "404": { description: "Not found" } },
          }),
        },
      }),
      doc({ "/new/": { get: op("get_items") } }),
      [
        ["api-operation-moved", ["GET /new/"]],
        ["request-parameter-removed", ["GET /new/"]],
        ["response-non-success-status-removed", ["GET /new/"]],
      ],
    ],
    [
      "a path key that gains its leading / is the same operation (both are sent as /items/{kind})",
      doc({ "items/{kind}": { get: op("get_kind", { parameters: kind() }) } }),
      doc({ "/items/{kind}": { get: op("get_kind", { parameters: kind() }) } }),
      [],
    ],
  ])("%s", (_, base, revision, want) => {
    expect(found(base, revision)).toEqual(want);
  });
});

describe("nullable wrapping", () => {
  const prop = (n: Json) => doc({ "/x/": { get: op("x", { responses: ok({ type: "object", properties: { n } }) }) } });
  it.each<[string, Json, Json]>([
    ["oneOf with null", { type: "string" }, { oneOf: [{ type: "string" }, { type: "null" }] }],
    ["anyOf with null", { type: "string" }, { anyOf: [{ type: "string" }, { type: "null" }] }],
    ["a type list with null", { type: "string" }, { type: ["string", "null"] }],
    ["OpenAPI 3.0's nullable", { type: "string" }, { type: "string", nullable: true }],
    ["an enum that gains null", { type: "string", enum: ["a"] }, { type: ["string", "null"], enum: ["a", null] }],
    [
      "null added to several branches",
      { oneOf: [{ type: "string" }, { type: "integer" }] },
      { oneOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] },
    ],
  ])("%s reads as a response property that became nullable, nothing else", (_, before, after) => {
    expect(found(prop(before), prop(after)).map(([id]) => id)).toEqual(["response-property-became-nullable"]);
  });
});

describe("security requirements and media types", () => {
  const schemes = {
    components: {
      securitySchemes: {
        key: { type: "apiKey", in: "header", name: "Authorization" },
        oauth: { type: "oauth2", flows: { clientCredentials: { tokenUrl: "https://a.invalid/t", scopes: {} } } },
      },
    },
  };
  const secured = (security: Json[]) => doc({ "/x/": { get: op("x", { security }) } }, schemes);
  it.each<[string, Json[], Json[], string[]]>([
    [
      "a scheme joins the only requirement",
      [{ key: [] }],
      [{ key: [], oauth: [] }],
      ["api-security-requirement-added"],
    ],
    ["a scheme leaves a requirement", [{ key: [], oauth: [] }], [{ key: [] }], ["api-security-requirement-removed"]],
    // `[{}]` needs nothing, as no security does: requiring a scheme now is authentication required.
    ["anonymous access becomes a requirement", [{}], [{ key: [] }], ["api-authentication-required"]],
    ["a new alternative", [{ key: [] }], [{ key: [] }, { oauth: [] }], ["api-security-added"]],
    ["an alternative dropped", [{ key: [] }, { oauth: [] }], [{ key: [] }], ["api-security-removed"]],
  ])("%s", (_, before, after, want) => {
    expect(found(secured(before), secured(after)).map(([id]) => id)).toEqual(want);
  });

  it.each<[string, string, string, string[]]>([
    ["the same media type in other case", "application/json; charset=UTF-8", "Application/JSON; Charset=UTF-8", []],
    [
      "a parameter added",
      "application/json",
      "application/json; profile=https://example.com/v2",
      ["response-media-type-parameters-changed"],
    ],
    // JSON is UTF-8 only (RFC 8259): saying so changes nothing; `q` is a weight of negotiation, not a parameter.
    ["charset=utf-8 said of a JSON type", "application/json", "application/json; charset=utf-8", []],
    ["a q weight added", "application/json", "application/json;q=1", []],
    [
      "a charset other than UTF-8",
      "application/json",
      "application/json; charset=latin1",
      ["response-media-type-parameters-changed"],
    ],
  ])("%s", (_, before, after, want) => {
    const at = (media: string) => doc({ "/x/": { get: op("x", { responses: ok({ type: "object" }, media) }) } });
    expect(found(at(before), at(after)).map(([id]) => id)).toEqual(want);
  });
});
