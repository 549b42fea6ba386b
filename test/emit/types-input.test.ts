/**
 * generator/emit/types-input.ts: the document openapi-typescript reads, its slips made harmless. A table of given
 * document parts and the parts it gets, exactly; a document without slips is handed over as is (the same object),
 * and the given document is never changed.
 */
import { describe, expect, test } from "vitest";
import { typesInput } from "../../generator/emit/types-input.js";
import { buildModel } from "../../generator/model/index.js";

/** The operations as the model has them, which typesInput is given beside the document. */
const operations = (document: object) => buildModel(document as Record<string, unknown>).operations;
const head = { openapi: "3.1.0", info: { title: "t", version: "1" } };
const get = (operation: object) => ({ ...head, paths: { "/x": { get: { operationId: "x", ...operation } } } });
const schema = (s: unknown) =>
  get({ responses: { "200": { description: "ok", content: { "application/json": { schema: s } } } } });

describe("typesInput", () => {
  test.each([
    ["parameters that are not a list", get({ parameters: { name: "a" } }), get({ parameters: [] })],
    [
      "a parameter that is a string",
      get({ parameters: ["a", { name: "b", in: "query" }] }),
      get({ parameters: [{}, { name: "b", in: "query" }] }),
    ],
    [
      "a parameter whose name is not a string",
      get({ parameters: [{ name: 5, in: "query" }] }),
      get({ parameters: [{}] }),
    ],
    ["responses that are a string", get({ responses: "nope" }), get({ responses: {} })],
    ["a response that is a list", get({ responses: { "200": [1] } }), get({ responses: { "200": {} } })],
    [
      "a property schema that is a string",
      schema({ properties: { size: "integer" } }),
      schema({ properties: { size: {} } }),
    ],
    ["a schema that is a list", schema([{ type: "string" }]), schema({})],
    [
      "required that is not a list",
      schema({ required: "name", properties: { name: {} } }),
      schema({ properties: { name: {} } }),
    ],
    [
      "required: true on a property",
      schema({ properties: { name: { type: "string", required: true } } }),
      schema({ properties: { name: { type: "string" } } }),
    ],
    ["enum that is not a list", schema({ type: "string", enum: "small" }), schema({ type: "string" })],
    ["a type that is a number", schema({ type: 5 }), schema({})],
    ["a summary that is not a string", get({ summary: 5, responses: {} }), get({ responses: {} })],
    // openapi-typescript walks every object for discriminators: an allOf holding a number stops it even there.
    [
      "a description that is an object",
      schema({ type: "string", description: { allOf: [1] } }),
      schema({ type: "string" }),
    ],
    ["allOf that is a mapping", schema({ allOf: { a: 1 } }), schema({ allOf: [] })],
    // Its discriminator scan reads an allOf as schemas in any place: in an example, or a field OpenAPI does not have.
    [
      "an allOf holding a number in an example",
      schema({ type: "object", example: { allOf: [1, { a: 1 }], b: 2 } }),
      schema({ type: "object", example: { b: 2 } }),
    ],
    [
      "an allOf holding null in a media type's unknown field",
      get({ responses: { "200": { description: "ok", content: { "text/plain": { x: { allOf: [null] } } } } } }),
      get({ responses: { "200": { description: "ok", content: { "text/plain": { x: {} } } } } }),
    ],
    // And a oneOf beside a discriminator with a propertyName, where a `$ref` that is no string stops it too.
    [
      "a oneOf holding a number beside a discriminator in an example",
      schema({ type: "object", example: { discriminator: { propertyName: "k" }, oneOf: [1] } }),
      schema({ type: "object", example: { discriminator: { propertyName: "k" } } }),
    ],
    [
      "a oneOf holding a $ref that is a number beside a discriminator in a field OpenAPI does not have",
      { ...head, x: { discriminator: { propertyName: "k" }, oneOf: [{ $ref: 1 }] }, paths: {} },
      { ...head, x: { discriminator: { propertyName: "k" } }, paths: {} },
    ],
    [
      "an operation without an operationId",
      {
        ...head,
        p: { name: "id", in: "path" },
        paths: { "/items/{id}": { get: { parameters: [{ $ref: "#/p" }], responses: {} } } },
      },
      {
        ...head,
        p: { name: "id", in: "path" },
        paths: {
          // A `$ref` outside components is replaced by what it points to (types-input.ts `inlineDeepRefs`).
          "/items/{id}": {
            get: { operationId: "get_items_id", parameters: [{ name: "id", in: "path" }], responses: {} },
          },
        },
      },
    ],
    [
      "a template parameter no parameter declares (a string; the path item's and the operation's count)",
      {
        ...head,
        paths: {
          "/x/{a}/{b}#{c}": {
            parameters: [{ name: "a", in: "path" }],
            get: { operationId: "x", parameters: [{ name: "q", in: "query" }] },
          },
        },
      },
      {
        ...head,
        paths: {
          "/x/{a}/{b}#{c}": {
            parameters: [{ name: "a", in: "path" }],
            get: {
              operationId: "x",
              parameters: [
                { name: "q", in: "query" },
                { name: "b", in: "path", required: true, schema: { type: "string" } },
              ],
            },
          },
        },
      },
    ],
    [
      "extensions of paths, responses and callbacks (no path, status or expression of their map)",
      {
        ...head,
        paths: {
          "x-root": "/v1",
          "/x": {
            get: {
              operationId: "x",
              callbacks: { done: { "x-kind": "hook", "{$request.query.url}": {} } },
              responses: { "x-note": 1, "200": { description: "ok" } },
            },
          },
        },
      },
      {
        ...head,
        paths: {
          "/x": {
            get: {
              operationId: "x",
              callbacks: { done: { "{$request.query.url}": {} } },
              responses: { "200": { description: "ok" } },
            },
          },
        },
      },
    ],
    [
      "an enum or const holding a number JavaScript cannot hold (typed as the schema's type)",
      schema({
        properties: {
          a: { type: "integer", enum: [1, 2 ** 64] },
          b: { type: "number", const: Infinity },
          c: { type: "number", enum: [NaN], default: 1 },
        },
      }),
      schema({ properties: { a: { type: "integer" }, b: { type: "number" }, c: { type: "number", default: 1 } } }),
    ],
  ])("%s", (_what, given, wanted) => {
    const before = structuredClone(given);
    expect(typesInput(given as Record<string, unknown>, operations(given))).toEqual(wanted);
    expect(given).toEqual(before);
  });

  test("a default or example JavaScript cannot hold is shown as the spec writes it", () => {
    const given = schema({ properties: { a: { type: "integer", default: 2 ** 63, example: [Infinity] } } });
    const at = "#/paths/~1x/get/responses/200/content/application~1json/schema/properties/a";
    const texts = { [`${at}/default`]: "9223372036854775807", [`${at}/example/0`]: "1e400" };
    expect(typesInput(given, operations(given), texts)).toEqual(
      schema({ properties: { a: { type: "integer", default: "9223372036854775807", example: ["1e400"] } } }),
    );
  });

  test.each([
    ["a valid document", get({ parameters: [{ name: "q", in: "query" }], responses: {} })],
    ["a path parameter missing from the path", get({ parameters: [{ name: "id", in: "path" }], responses: {} })],
    [
      "boolean schemas and a tuple of items",
      schema({ properties: { a: true, b: false }, items: [{ type: "string" }], additionalProperties: false }),
    ],
    [
      "a property named title, summary or description",
      schema({ properties: { title: { type: "string" }, summary: { type: "integer" }, description: {} } }),
    ],
    ["a title that is not a string inside an example", schema({ example: { title: 5 } })],
    ["an allOf of objects and lists in an example", schema({ example: { allOf: [{ a: 1 }, [2]] } })],
    ["a property named allOf", schema({ properties: { allOf: { type: "array", items: { type: "integer" } } } })],
    ["a oneOf holding a number without a discriminator", schema({ example: { oneOf: [1], discriminator: {} } })],
    [
      "a property named oneOf beside a discriminator",
      schema({ discriminator: { propertyName: "k" }, properties: { oneOf: {} } }),
    ],
  ])("%s is handed over as is", (_what, given) => {
    expect(typesInput(given as Record<string, unknown>, operations(given))).toBe(given);
  });
});
