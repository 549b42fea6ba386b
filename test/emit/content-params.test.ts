/**
 * Parameters described by `content` instead of `schema` (OpenAPI: the value is serialised with that media type). Under
 * a JSON media type (`application/json`, any `+json`) the parameter is typed from the media type's schema and sent as
 * its JSON text, percent-encoded or checked as any value in its place (emit/types-input.ts, emit/descriptor.ts
 * `json`, templates/runtime/encode.ts `jsonArgs`); under any other it stays a string, sent as given. Before, every
 * such parameter was typed `string` (openapi-typescript's default for a parameter without a schema).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const filter = {
  type: "object",
  properties: { name: { type: "string" }, ids: { type: "array", items: { type: "integer" } } },
  required: ["name"],
};
const param = (name: string, where: string, mediaType: string, schema: object = filter) => ({
  name,
  in: where,
  required: where === "path",
  content: { [mediaType]: { schema } },
});
const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
const spec = {
  openapi: "3.1.0",
  info: { title: "content params", version: "1" },
  paths: {
    "/search/{where}": {
      get: {
        operationId: "search",
        parameters: [
          param("where", "path", "application/json", { type: "array", items: { type: "string" } }),
          param("filter", "query", "application/json"),
          { $ref: "#/components/parameters/Shared" },
          param("q", "query", "text/plain", { type: "string" }),
          param("X-Filter", "header", "application/vnd.api+json; charset=utf-8"),
          param("prefs", "cookie", "application/json", { type: "object", additionalProperties: { type: "boolean" } }),
        ],
        responses: ok,
      },
    },
    "/plain": {
      get: { operationId: "plain", parameters: [{ name: "q", in: "query", schema: filter }], responses: ok },
    },
  },
  components: { parameters: { Shared: param("shared", "query", "application/json", { type: "integer" }) } },
};

type Api = Record<string, (...args: unknown[]) => Promise<{ error?: unknown }>> & {
  createClient: (o: object) => unknown;
};

const fixture = packageWithServer<Api>(spec, "content-params-");

test("the descriptor names the parameters whose content is JSON, by the argument that holds them", () => {
  expect((fixture.api.searchOperation as unknown as { json: unknown }).json).toEqual([
    ["path", "where"],
    ["query", "filter"],
    ["query", "shared"],
    ["headers", "X-Filter"],
    ["cookies", "prefs"],
  ]);
  expect(fixture.api.plainOperation).not.toHaveProperty("json");
});

test("a JSON content parameter is typed from its schema, any other content as a string", () => {
  const consumer = path.join(fixture.pkg.dir, "consumer.ts");
  writeFileSync(
    consumer,
    [
      `import { createClient, search } from "./revisions/api/index.js";`,
      `const client = createClient({ baseUrl: "http://localhost" });`,
      `const path = { where: ["a", "b"] };`,
      `void search(client, {`,
      `  path,`,
      `  query: { filter: { name: "n", ids: [1] }, shared: 2, q: "text" },`,
      `  headers: { "X-Filter": { name: "h" } },`,
      `  cookies: { prefs: { dark: true } },`,
      `});`,
      `// @ts-expect-error the filter's name is required`,
      `void search(client, { path, query: { filter: { ids: [1] } } });`,
      `// @ts-expect-error a JSON filter is no string`,
      `void search(client, { path, query: { filter: "{}" } });`,
      `// @ts-expect-error a text/plain parameter is a string`,
      `void search(client, { path, query: { q: { name: "n" } } });`,
    ].join("\n"),
  );
  const { status, output } = fixture.pkg.typeCheck("consumer.ts");
  expect(output).toBe("");
  expect(status).toBe(0);
});

test("a call sends each JSON content parameter as its JSON text, and a text one as given", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
  const result = await fixture.api.search!(client, {
    path: { where: ["a", "b/c"] },
    query: { filter: { name: "n m", ids: [1, 2] }, shared: 2, q: "x y" },
    headers: { "X-Filter": { name: "h" } },
    cookies: { prefs: { dark: true } },
  });
  expect(result.error).toBeUndefined();
  const sent = fixture.server.requests.at(-1)!;
  expect(sent.url).toBe(
    "/search/%5B%22a%22%2C%22b%2Fc%22%5D?filter=%7B%22name%22%3A%22n%20m%22%2C%22ids%22%3A%5B1%2C2%5D%7D&shared=2&q=x%20y",
  );
  expect(sent.headers["x-filter"]).toBe('{"name":"h"}');
  expect(sent.headers.cookie).toBe("prefs=%7B%22dark%22%3Atrue%7D");
});
