/**
 * The Accept header of an operation whose success body the spec declares only in a JSON type other than
 * application/json (JSON:API's `application/vnd.api+json`, `application/hal+json`): that type (emit/descriptor.ts
 * `accept`, templates/runtime/send.ts). Before, every call sent `Accept: application/json`, which a server negotiating
 * JSON:API's media type refuses (jsonapi-resources answers 406 Not Acceptable to an Accept without it or a wildcard),
 * so every call of such a package failed against it. An operation that declares application/json sends it as before.
 */
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const answer = (...types: string[]) => ({
  "200": {
    description: "ok",
    content: Object.fromEntries(types.map((t) => [t, { schema: { type: "object" } }])),
  },
});
const spec = {
  openapi: "3.1.0",
  info: { title: "accept", version: "1" },
  paths: {
    "/api": {
      get: { operationId: "getApi", responses: answer("application/vnd.api+json") },
      head: { operationId: "headApi", responses: answer("application/vnd.api+json") },
    },
    "/hal": { get: { operationId: "getHal", responses: answer("application/hal+json; charset=utf-8") } },
    "/both": { get: { operationId: "getBoth", responses: answer("application/vnd.api+json", "application/json") } },
    "/plain": { get: { operationId: "getPlain", responses: answer("application/json") } },
    "/any": { get: { operationId: "getAny", responses: answer("*/*") } },
  },
};

type Api = Record<string, (...args: unknown[]) => Promise<{ error?: unknown }>> & {
  createClient: (o: object) => unknown;
};

const fixture = packageWithServer<Api>(spec, "accept-");

const sentAccept = async (client: unknown, call: string, args: object = {}) => {
  fixture.server.reply({ status: 200, headers: { "content-type": "application/vnd.api+json" }, body: "{}" });
  const result = await fixture.api[call]!(client, args);
  expect(result.error).toBeUndefined();
  return fixture.server.requests.at(-1)!.headers.accept;
};

test("a call accepts the JSON type its operation declares when that is not application/json", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  expect(await sentAccept(client, "getApi")).toBe("application/vnd.api+json");
  // A HEAD is negotiated as its GET is: the same 406 otherwise.
  expect(await sentAccept(client, "headApi")).toBe("application/vnd.api+json");
  expect(await sentAccept(client, "getHal")).toBe("application/hal+json; charset=utf-8");
  expect(await sentAccept(client, "getBoth")).toBe("application/json");
  expect(await sentAccept(client, "getPlain")).toBe("application/json");
  expect(await sentAccept(client, "getAny")).toBe("application/json");
  expect(Object.keys(fixture.api.getPlainOperation as object)).not.toContain("accept");
});

test("the caller's own Accept, for the client or for a call, still wins", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url, headers: { Accept: "application/x+json" } });
  expect(await sentAccept(client, "getApi")).toBe("application/x+json");
  const plain = fixture.api.createClient({ baseUrl: fixture.server.url });
  expect(await sentAccept(plain, "getApi", { headers: { accept: "*/*" } })).toBe("*/*");
});
