/**
 * A query parameter holding an object in OpenAPI's form style, not exploded (`color=R,100,G,200`, the "Style Examples"
 * of the specification), through a generated package: its descriptor names the style (emit/descriptor.ts), so the
 * runtime (templates/runtime/query.ts) writes the object's members as one comma list, as it writes a list. A list in
 * that style, and a scalar, need no style: the runtime's default is that comma list.
 */
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const rgb = { type: "object", properties: { R: { type: "integer" }, G: { type: "integer" }, B: { type: "integer" } } };
const spec = {
  openapi: "3.0.3",
  info: { title: "colors", version: "1" },
  paths: {
    "/colors": {
      get: {
        operationId: "findColors",
        parameters: [
          { name: "color", in: "query", style: "form", explode: false, schema: rgb },
          { name: "any", in: "query", explode: false, schema: {} },
          { name: "ids", in: "query", explode: false, schema: { type: "array", items: { type: "integer" } } },
        ],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "array" } } } } },
      },
    },
  },
};

type Api = Record<string, (...args: unknown[]) => Promise<{ status: number }>> & { findColorsOperation: object };
const fixture = packageWithServer<Api>(spec, "query-object-");

test("the descriptor names an object parameter in form style, not exploded; a list in that style needs none", () => {
  expect(fixture.api.findColorsOperation).toHaveProperty("query", [
    ["color", "form"],
    ["any", "form"],
  ]);
});

test("a call sends the object's members as one comma list, as a list in that style is", async () => {
  const api = fixture.api;
  const client = api.createClient!({ baseUrl: fixture.server.url });
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "[]" });
  const color = { R: 100, G: 200, B: undefined, "a b": "x,y" };
  const result = await api.findColors!(client, { query: { color, any: ["p", "q"], ids: [1, 2] } });
  expect(result.status).toBe(200);
  expect(fixture.server.requests.at(-1)!.url).toBe("/colors?color=R,100,G,200,a%20b,x%2Cy&any=p,q&ids=1,2");
});
