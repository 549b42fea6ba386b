/**
 * An operation whose security lists an empty requirement (`security: [{}, { key: [] }]`: authentication optional, as
 * an API that serves more to a signed-in caller writes it) sends the credentials the client was given, and nothing
 * when it was given none (emit/auth-schemes.ts `operationSecurity`, templates/runtime/scheme-auth.ts). Before, the
 * empty requirement made the operation `auth: "none"`: a configured key was never sent, and the caller got the
 * anonymous answer (public data only, the anonymous rate limit) without a word.
 */
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
const spec = {
  openapi: "3.1.0",
  info: { title: "optional", version: "1" },
  paths: {
    "/first": { get: { operationId: "anonymousFirst", security: [{}, { key: [] }], responses: ok } },
    "/last": { get: { operationId: "anonymousLast", security: [{ key: [] }, {}], responses: ok } },
    "/open": { get: { operationId: "open", security: [], responses: ok } },
  },
  components: { securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Key" } } },
};

type Api = Record<string, (...args: unknown[]) => Promise<{ error?: unknown }>> & {
  createClient: (o: object) => unknown;
};

const fixture = packageWithServer<Api>(spec, "optional-security-");

const sentKey = async (client: unknown, call: string) => {
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
  const result = await fixture.api[call]!(client, {});
  expect(result.error).toBeUndefined();
  return fixture.server.requests.at(-1)!.headers["x-key"];
};

test("optional authentication sends the key the client has, wherever the spec lists {}", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url, auth: { key: "k-1" } });
  expect(await sentKey(client, "anonymousFirst")).toBe("k-1");
  expect(await sentKey(client, "anonymousLast")).toBe("k-1");
  expect(await sentKey(client, "open")).toBeUndefined();
});

test("optional authentication sends nothing, and refuses nothing, for a client without credentials", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  expect(await sentKey(client, "anonymousFirst")).toBeUndefined();
  expect(await sentKey(client, "anonymousLast")).toBeUndefined();
});
