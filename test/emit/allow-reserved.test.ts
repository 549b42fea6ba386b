/**
 * Query parameters with `allowReserved: true` (emit/descriptor.ts `reserved`, templates/runtime/query.ts): OpenAPI
 * sends their values with RFC 3986's reserved characters as they are (RFC 6570's reserved expansion), where every
 * other query value is percent-encoded. Before, the flag was not read at all: `/`, `:`, `,` arrived as `%2F`, `%3A`,
 * `%2C`, which a server that relies on the flag (a path, a URL, a filter expression passed through) reads otherwise.
 */
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const param = (name: string, schema: object, extra: object = {}) => ({ name, in: "query", schema, ...extra });
const spec = {
  openapi: "3.1.0",
  info: { title: "reserved", version: "1" },
  paths: {
    "/files": {
      get: {
        operationId: "getFile",
        parameters: [
          param("path", { type: "string" }, { allowReserved: true }),
          param("tags", { type: "array", items: { type: "string" } }, { allowReserved: true }),
          param("plain", { type: "string" }),
          param("off", { type: "string" }, { allowReserved: false }),
        ],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
      },
    },
    "/plain": {
      get: {
        operationId: "getPlain",
        parameters: [param("q", { type: "string" })],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
      },
    },
  },
};

type Api = Record<string, (...args: unknown[]) => Promise<{ error?: unknown }>> & {
  createClient: (o: object) => unknown;
};

const fixture = packageWithServer<Api>(spec, "allow-reserved-");

test("the descriptor names the query parameters with allowReserved: true, and no other", () => {
  expect((fixture.api.getFileOperation as { reserved?: unknown }).reserved).toEqual(["path", "tags"]);
  expect(Object.keys(fixture.api.getPlainOperation as object)).not.toContain("reserved");
});

test("their values keep RFC 3986's reserved characters; every other value is percent-encoded as before", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
  const value = "/docs/a b,c:d@e";
  const result = await fixture.api.getFile!(client, {
    query: { path: value, tags: ["x/y", "z"], plain: value, off: value },
  });
  expect(result.error).toBeUndefined();
  expect(fixture.server.requests.at(-1)!.url).toBe(
    "/files?path=/docs/a%20b,c:d@e&tags=x/y&tags=z&plain=%2Fdocs%2Fa%20b%2Cc%3Ad%40e&off=%2Fdocs%2Fa%20b%2Cc%3Ad%40e",
  );
});
