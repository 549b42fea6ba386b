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
