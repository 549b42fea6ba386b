/**
 * A header or cookie parameter whose name is no HTTP token (emit/unsendable-parameters.ts): fetch cannot send it, so
 * the runtime refuses a call that passes one. It stays typed, and the generator says so once, located where the
 * parameter is declared, instead of the package failing only at run time. A call that leaves it out is sent.
 */
import { expect, test } from "vitest";
import { json } from "../runtime/server.js";
import { packageWithServer } from "../support/generated-package.js";

const param = (name: string, where: string) => ({ name, in: where, schema: { type: "string" } });
const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
const spec = {
  openapi: "3.1.0",
  info: { title: "unsendable parameters", version: "1" },
  components: { parameters: { odd: param("X-Ünicode", "header") } },
  paths: {
    "/a": {
      get: {
        operationId: "getA",
        parameters: [{ $ref: "#/components/parameters/odd" }, param("session id", "cookie"), param("X-Ok", "header")],
        responses: ok,
      },
    },
    "/b": { get: { operationId: "getB", parameters: [{ $ref: "#/components/parameters/odd" }], responses: ok } },
  },
};

type Call = (client: unknown, args?: object) => Promise<{ status: number }>;
const fixture = packageWithServer<{ createClient: (o: object) => unknown; getA: Call }>(spec, "unsendable-params-");

test("each header or cookie parameter named with no HTTP token is one located warning", () => {
  const warnings = fixture.pkg.warnings.filter((line) => line.includes("no HTTP token"));
  expect(warnings).toHaveLength(2);
  expect(warnings[0]).toMatch(
    /spec\.json:\d+:\d+ #\/components\/parameters\/odd the header parameter name "X-Ünicode" is no HTTP token, which fetch cannot send: a call that passes it is refused$/,
  );
  expect(warnings[1]).toMatch(
    /#\/paths\/~1a\/get\/parameters\/1 the cookie parameter name "session id" is no HTTP token/,
  );
});

test("a call that passes it is refused before anything is sent; one that leaves it out is sent", async () => {
  const { api, server } = fixture;
  const client = api.createClient({ baseUrl: server.url });
  const sent = server.requests.length;
  await expect(api.getA(client, { headers: { "X-Ünicode": "x" } })).rejects.toThrow(/X-Ünicode/);
  await expect(api.getA(client, { cookies: { "session id": "x" } })).rejects.toThrow(/session id/);
  expect(server.requests.length).toBe(sent);
  server.reply(json(200, {}));
  expect((await api.getA(client, { headers: { "X-Ok": "y" } })).status).toBe(200);
});

/**
 * A parameter whose schema nests what OpenAPI's styles define no serialisation for (a list of objects, such as Box's
 * `/search` `mdfilters`; a list of lists; an object with an object member, or a list member where the runtime writes
 * none): the runtime refuses every call that passes one, so the generator says so once, located, with what the spec
 * should declare instead. What the runtime does write is not warned about: `style: deepObject` (qs's brackets, at any
 * depth), a `content` parameter (JSON), an exploded query object's list member, a schema that may be a scalar.
 */
const object = (properties: object) => ({ type: "object", properties });
const strings = { type: "array", items: { type: "string" } };
const nested = {
  openapi: "3.1.0",
  info: { title: "unwritable parameters", version: "1" },
  components: {
    schemas: {
      MetadataFilter: object({ scope: { type: "string" }, templateKey: { type: "string" } }),
      Filter: { $ref: "#/components/schemas/MetadataFilter" },
    },
    parameters: {
      mdfilters: {
        name: "mdfilters",
        in: "query",
        schema: { type: "array", items: { $ref: "#/components/schemas/Filter" } },
      },
    },
  },
  paths: {
    "/search": {
      get: {
        operationId: "search",
        parameters: [
          { $ref: "#/components/parameters/mdfilters" },
          {
            name: "grid",
            in: "query",
            schema: { type: "array", items: { type: "array", items: { type: "integer" } } },
          },
          { name: "nested", in: "query", schema: object({ inner: object({ a: { type: "string" } }) }) },
          { name: "joined", in: "query", explode: false, schema: object({ tags: strings }) },
          { name: "spread", in: "query", schema: object({ tags: strings }) },
          { name: "wrapped", in: "query", schema: { allOf: [{ type: "array", items: { allOf: [object({})] } }] } },
          {
            name: "fields",
            in: "query",
            style: "deepObject",
            schema: { type: "array", items: { $ref: "#/components/schemas/MetadataFilter" } },
          },
          {
            name: "json",
            in: "query",
            content: { "application/json": { schema: { type: "array", items: object({ a: { type: "string" } }) } } },
          },
          { name: "odd", in: "query", style: "simple", schema: object({ a: { type: "string" } }) },
          {
            name: "either",
            in: "query",
            schema: { type: "array", items: { oneOf: [object({ a: { type: "string" } }), { type: "string" }] } },
          },
        ],
        responses: ok,
      },
    },
    "/again": {
      get: { operationId: "again", parameters: [{ $ref: "#/components/parameters/mdfilters" }], responses: ok },
    },
    "/items/{ids}": {
      get: {
        operationId: "listItems",
        parameters: [
          {
            name: "ids",
            in: "path",
            required: true,
            schema: { type: "array", items: { type: "array", items: { type: "string" } } },
          },
          { name: "X-Filter", in: "header", schema: object({ tags: strings }) },
          { name: "X-Plain", in: "header", schema: object({ a: { type: "string" }, b: { type: "integer" } }) },
          { name: "prefs", in: "cookie", schema: { type: "array", items: { $ref: "#/components/schemas/Filter" } } },
        ],
        responses: ok,
      },
    },
  },
};

type Calls = { createClient: (o: object) => unknown; search: Call; again: Call; listItems: Call };
const unwritable = packageWithServer<Calls>(nested, "unwritable-params-");

test("each parameter the runtime cannot write is one located warning saying what to declare instead", () => {
  const warnings = unwritable.pkg.warnings.filter((line) =>
    /defines no serialisation|cannot write in a query/.test(line),
  );
  const query = (name: string, example: string) =>
    `a call that passes one is refused; declare it with content: application/json to send it as JSON, or style: deepObject, which the client writes as ${name}${example}=value`;
  const other = "a call that passes one is refused; declare it with content: application/json to send it as JSON";
  const located = (line: string) => line.replace(/^\S*\/spec\.json:\d+:\d+ /, "");
  expect(warnings.map(located)).toEqual([
    `#/components/parameters/mdfilters the query parameter "mdfilters" is a list of objects, which OpenAPI defines no serialisation for: ${query("mdfilters", "[0][key]")}`,
    `#/paths/~1search/get/parameters/1 the query parameter "grid" is a list of lists, which OpenAPI defines no serialisation for: ${query("grid", "[0][0]")}`,
    `#/paths/~1search/get/parameters/2 the query parameter "nested" is an object whose member "inner" is an object, which OpenAPI defines no serialisation for: ${query("nested", "[inner][key]")}`,
    `#/paths/~1search/get/parameters/3 the query parameter "joined" is an object whose member "tags" is a list, which OpenAPI defines no serialisation for: ${query("joined", "[tags][0]")}`,
    `#/paths/~1search/get/parameters/5 the query parameter "wrapped" is a list of objects, which OpenAPI defines no serialisation for: ${query("wrapped", "[0][key]")}`,
    `#/paths/~1search/get/parameters/8 the query parameter "odd" is an object, which style "simple" cannot write in a query: ${query("odd", "[key]")}`,
    `#/paths/~1items~1{ids}/get/parameters/0 the path parameter "ids" is a list of lists, which OpenAPI defines no serialisation for: ${other}`,
    `#/paths/~1items~1{ids}/get/parameters/1 the header parameter "X-Filter" is an object whose member "tags" is a list, which OpenAPI defines no serialisation for: ${other}`,
    `#/paths/~1items~1{ids}/get/parameters/3 the cookie parameter "prefs" is a list of objects, which OpenAPI defines no serialisation for: ${other}`,
  ]);
  expect(warnings.every((line) => /^\S*\/spec\.json:\d+:\d+ #/.test(line))).toBe(true);
});

test("the runtime refuses exactly the calls warned about, before anything is sent, and sends the others", async () => {
  const { api, server } = unwritable;
  const client = api.createClient({ baseUrl: server.url });
  const filter = { scope: "enterprise", templateKey: "t" };
  const sent = server.requests.length;
  const refused: [Call, object][] = [
    [api.search, { query: { mdfilters: [filter] } }],
    [api.again, { query: { mdfilters: [filter] } }],
    [api.search, { query: { grid: [[1, 2], [3]] } }],
    [api.search, { query: { nested: { inner: { a: "x" } } } }],
    [api.search, { query: { joined: { tags: ["a", "b"] } } }],
    [api.search, { query: { wrapped: [{}] } }],
    [api.search, { query: { odd: { a: "x" } } }],
    [api.listItems, { path: { ids: [["a"], ["b"]] } }],
    [api.listItems, { path: { ids: ["a"] }, headers: { "X-Filter": { tags: ["a", "b"] } } }],
    [api.listItems, { path: { ids: ["a"] }, cookies: { prefs: [filter] } }],
  ];
  for (const [call, args] of refused)
    await expect(call(client, args), JSON.stringify(args)).rejects.toMatchObject({
      name: "RequestError",
    });
  expect(server.requests.length).toBe(sent);

  const query = async (args: object) => {
    server.reply(json(200, {}));
    expect((await api.search(client, { query: args })).status).toBe(200);
    return decodeURIComponent(server.requests.at(-1)!.url.replace(/^[^?]*\??/, ""));
  };
  expect(await query({ fields: [filter] })).toBe("fields[0][scope]=enterprise&fields[0][templateKey]=t");
  expect(await query({ json: [{ a: "x" }] })).toBe('json=[{"a":"x"}]');
  expect(await query({ spread: { tags: ["a", "b"] } })).toBe("tags=a&tags=b");
  expect(await query({ either: ["x"] })).toBe("either=x");
  server.reply(json(200, {}));
  expect((await api.listItems(client, { path: { ids: ["a"] }, headers: { "X-Plain": { a: "x", b: 1 } } })).status).toBe(
    200,
  );
  expect(server.requests.at(-1)!.headers["x-plain"]).toBe("a,x,b,1");
});
