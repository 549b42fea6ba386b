/**
 * The corpus's call check (scripts/corpus/calls.ts): a real generated package whose every operation is called, with
 * the values its document allows, and arrives where its path says; and clients that fail it, each named.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callEveryOperation } from "../../scripts/corpus/calls.js";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
const param = (name: string, where: string, schema: object, required = true) => ({ name, in: where, required, schema });
const document = {
  openapi: "3.0.3",
  info: { title: "calls", version: "1" },
  paths: {
    "/items/{id}": {
      parameters: [param("id", "path", { type: "integer" })],
      get: {
        operationId: "getItem",
        parameters: [
          param("fields", "query", { type: "array", items: { type: "string", enum: ["name", "size"] } }),
          param("X-Tenant", "header", { type: "string" }),
          param("Content-Type", "header", { type: "string" }),
          param("session", "cookie", { type: "string" }),
        ],
        responses: ok,
      },
      put: { operationId: "putItem", requestBody: { content: { "application/json": { schema: {} } } }, responses: ok },
    },
    "/pricing/{country}?currency={currency}": {
      get: {
        operationId: "getPricing",
        parameters: [param("country", "path", { $ref: "#/components/schemas/Country" })],
        responses: ok,
      },
    },
    "/#Action=List": { post: { operationId: "list", security: [{ key: [] }], responses: ok } },
  },
  components: {
    schemas: { Country: { type: "string", enum: ["NZ", "FR"] } },
    securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Key" }, tls: { type: "mutualTLS" } },
  },
};

let pkg: GeneratedPackage;
let entry: Record<string, unknown>;
beforeAll(async () => {
  pkg = await generatePackage(document, "calls-");
  entry = await pkg.importEntry();
});
afterAll(() => pkg.remove());

describe("callEveryOperation", () => {
  it("calls every operation of a generated package, each arriving where its path says", async () => {
    expect(await callEveryOperation(entry, document)).toEqual({ ok: true, calls: 4 });
  });

  it("names the operation a client sends elsewhere", async () => {
    const operations = { getItemOperation: entry.getItemOperation };
    const elsewhere = {
      ...operations,
      createClient: ({ baseUrl }: { baseUrl: string }) => ({
        request: async () => (await fetch(`${baseUrl}/items/2`), {}),
      }),
    };
    expect(await callEveryOperation(elsewhere, document)).toEqual({
      ok: false,
      calls: 1,
      message: "getItem (GET /items/{id}): sent as GET /items/2, not to /items/1",
    });
  });

  it("names the operation a client refuses, or that is answered as an error", async () => {
    const refusing = {
      putItemOperation: entry.putItemOperation,
      createClient: () => ({
        request: async () => {
          throw new TypeError("cannot send");
        },
      }),
    };
    expect(await callEveryOperation(refusing, document)).toMatchObject({
      ok: false,
      message: "putItem (PUT /items/{id}): TypeError: cannot send",
    });
    const erring = { ...refusing, createClient: () => ({ request: async () => ({ error: { message: "HTTP 400" } }) }) };
    expect(await callEveryOperation(erring, document)).toMatchObject({
      message: "putItem (PUT /items/{id}): answered as an error: HTTP 400",
    });
  });
});
