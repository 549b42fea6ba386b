/**
 * URL-encoded form bodies whose fields are objects or lists, written as the spec's `encoding` says (model MediaType
 * `encoding`, emit/descriptor.ts `formStyles`, templates/runtime/encode.ts): deepObject `metadata[order]=1` (Stripe
 * writes every POST so), form not exploded `tags=a,b`, and OpenAPI's default, form exploded: a field per member or
 * element. Before, the types took an object field that the runtime then refused ("form field metadata must be a
 * string, finite number or boolean"): a call the types allowed could never be sent.
 */
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const strings = { type: "object", additionalProperties: { type: "string" } };
const list = { type: "array", items: { type: "string" } };
const spec = {
  openapi: "3.1.0",
  info: { title: "forms", version: "1" },
  paths: {
    "/customers": {
      post: {
        operationId: "postCustomers",
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                properties: { email: { type: "string" }, metadata: strings, address: strings, tags: list, ids: list },
              },
              encoding: {
                metadata: { style: "deepObject", explode: true },
                tags: { style: "form", explode: false },
                ids: { style: "pipeDelimited", explode: false },
              },
            },
          },
        },
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
      },
    },
    // Stripe's shape: deepObject fields that nest objects and lists (`line_items[0][price]`, `expand[0]`).
    "/checkout": {
      post: {
        operationId: "postCheckout",
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                properties: {
                  line_items: { type: "array", items: { type: "object", additionalProperties: true } },
                  shipping: { type: "object", additionalProperties: true },
                  expand: list,
                },
              },
              encoding: {
                line_items: { style: "deepObject", explode: true },
                shipping: { style: "deepObject", explode: true },
                expand: { style: "deepObject", explode: true },
              },
            },
          },
        },
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
      },
    },
  },
};

type Api = Record<string, (...args: unknown[]) => Promise<{ error?: unknown }>> & {
  createClient: (o: object) => unknown;
};

const fixture = packageWithServer<Api>(spec, "form-encoding-");

test("the descriptor names the form fields the spec's encoding writes otherwise than its default", () => {
  expect((fixture.api.postCustomersOperation as { formStyles?: unknown }).formStyles).toEqual([
    ["metadata", "deep"],
    ["tags", "form"],
    ["ids", "pipe"],
  ]);
});

test("object and list fields are sent as the encoding says: deepObject, not exploded, or a field each", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
  const result = await fixture.api.postCustomers!(client, {
    body: {
      email: "a@b.example",
      metadata: { order: "1", "a b": "c&d", none: undefined },
      address: { city: "Lyon", zip: "69001" },
      tags: ["x", "y"],
      ids: ["1", "2"],
    },
  });
  expect(result.error).toBeUndefined();
  const sent = fixture.server.requests.at(-1)!;
  expect(sent.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  expect(sent.body.toString()).toBe(
    "email=a%40b.example&metadata%5Border%5D=1&metadata%5Ba+b%5D=c%26d&city=Lyon&zip=69001&tags=x%2Cy&ids=1%7C2",
  );
});

test("deepObject fields nest objects and lists as qs writes them, where a nested value was refused", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
  const result = await fixture.api.postCheckout!(client, {
    body: {
      line_items: [{ price: "price_1", quantity: 2 }, null, { price: "price_2", quantity: 1 }],
      shipping: { name: "A", address: { city: "Lyon", line: ["1 rue", "2e"] } },
      expand: ["customer", "invoice"],
    },
  });
  expect(result.error).toBeUndefined();
  expect(decodeURIComponent(fixture.server.requests.at(-1)!.body.toString())).toBe(
    [
      "line_items[0][price]=price_1&line_items[0][quantity]=2&line_items[1][price]=price_2&line_items[1][quantity]=1",
      "shipping[name]=A&shipping[address][city]=Lyon&shipping[address][line][0]=1+rue&shipping[address][line][1]=2e",
      "expand[0]=customer&expand[1]=invoice",
    ].join("&"),
  );
});
