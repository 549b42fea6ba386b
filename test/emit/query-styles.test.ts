/**
 * Query parameters written as the spec's `style` and `explode` say (emit/descriptor.ts, templates/runtime/query.ts):
 * OpenAPI's default for a list is form, exploded (`ids=1&ids=2`), where the runtime's own default is JSON:API's comma
 * list; `explode: false`, spaceDelimited, pipeDelimited and deepObject as written; a scalar parameter needs no style.
 * Path parameters likewise: simple (the default) needs no style, label and matrix are named, with `explode`.
 * The descriptors a generated package carries, and the URLs its calls send to a local server.
 */
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const param = (name: string, schema: object, extra: object = {}) => ({ name, in: "query", schema, ...extra });
const list = { type: "array", items: { type: "string" } };
const spec = {
  openapi: "3.1.0",
  info: { title: "styles", version: "1" },
  paths: {
    "/items": {
      get: {
        operationId: "listItems",
        parameters: [
          param("ids", list),
          param("tags", list, { explode: false }),
          param("sort", list, { style: "spaceDelimited", explode: false }),
          param("fields", list, { style: "pipeDelimited", explode: false }),
          param("filter", { type: "object", properties: { gte: { type: "integer" } } }, { style: "deepObject" }),
          param("near", { type: "object", properties: { lat: { type: "number" }, lng: { type: "number" } } }),
          param("kinds", { $ref: "#/components/schemas/Kinds" }),
          param("q", { type: "string" }),
          param("limit", { type: ["integer", "null"] }, { style: "deepObject" }),
        ],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "array" } } } } },
      },
    },
    "/search": {
      get: {
        operationId: "search",
        parameters: [
          param("words", list, { style: "spaceDelimited", explode: true }),
          param("tags", list, { style: "pipeDelimited", explode: true }),
          param("filter", { type: "object", additionalProperties: true }, { style: "deepObject", explode: true }),
        ],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "array" } } } } },
      },
    },
    "/things/{id}{ext}/{keys}": {
      get: {
        operationId: "getThing",
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "string" } },
          { name: "ext", in: "path", required: true, style: "label", schema: { type: "string" } },
          { name: "keys", in: "path", required: true, style: "matrix", explode: true, schema: list },
        ],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "array" } } } } },
      },
    },
  },
  components: { schemas: { Kinds: list } },
};

const fixture = packageWithServer(spec, "query-styles-");

test("the descriptor names each parameter that is no comma list, with its style", async () => {
  const api = fixture.api;
  expect((api.listItemsOperation as { query: unknown }).query).toEqual([
    ["ids", "explode"],
    ["sort", "space"],
    ["fields", "pipe"],
    ["filter", "deep"],
    ["near", "explode"],
    ["kinds", "explode"],
  ]);
});

test("a call sends each parameter as its style says", async () => {
  const api = fixture.api as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const client = (api.createClient as (o: object) => unknown)({ baseUrl: fixture.server.url });
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "[]" });
  await api.listItems!(client, {
    query: {
      ids: ["a", "b"],
      tags: ["x", "y"],
      sort: ["-date", "name"],
      fields: ["id", "name"],
      filter: { gte: 3 },
      near: { lat: 1.5, lng: 2 },
      kinds: ["k"],
      q: "text",
      limit: 5,
    },
  });
  expect(decodeURIComponent(fixture.server.requests.at(-1)!.url)).toBe(
    "/items?ids=a&ids=b&tags=x,y&sort=-date name&fields=id|name&filter[gte]=3&lat=1.5&lng=2&kinds=k&q=text&limit=5",
  );
});

test("path parameters in label and matrix style are named in the descriptor and sent as their style says", async () => {
  const entry = fixture.api;
  expect((entry.getThingOperation as { pathStyles: unknown }).pathStyles).toEqual([
    ["ext", "label"],
    ["keys", "matrix-explode"],
  ]);
  expect(entry.listItemsOperation).not.toHaveProperty("pathStyles");
  const api = entry as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const client = (api.createClient as (o: object) => unknown)({ baseUrl: fixture.server.url });
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "[]" });
  await api.getThing!(client, { path: { id: "a b", ext: "json", keys: ["k1", "k2"] } });
  expect(fixture.server.requests.at(-1)!.url).toBe("/things/a%20b.json/;keys=k1;keys=k2");
});

test("spaceDelimited and pipeDelimited exploded repeat the name, as form exploded does; deepObject nests", async () => {
  const api = fixture.api as Record<string, (...args: unknown[]) => Promise<unknown>>;
  expect((fixture.api.searchOperation as { query: unknown }).query).toEqual([
    ["words", "explode"],
    ["tags", "explode"],
    ["filter", "deep"],
  ]);
  const client = (api.createClient as (o: object) => unknown)({ baseUrl: fixture.server.url });
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "[]" });
  await api.search!(client, {
    query: { words: ["a", "b"], tags: ["x", "y"], filter: { price: { gte: 3 }, ids: ["p", "q"] } },
  });
  expect(decodeURIComponent(fixture.server.requests.at(-1)!.url)).toBe(
    "/search?words=a&words=b&tags=x&tags=y&filter[price][gte]=3&filter[ids][0]=p&filter[ids][1]=q",
  );
});
