/**
 * Cookie parameters (`in: cookie`): typed as the call's `cookies` argument (emit/operation-types.ts `argsType`) and
 * sent in one `cookie` header with a cookie the caller's headers carry and an API key the spec sends as a cookie
 * (templates/runtime/headers.ts `cookiePairs`, send.ts). Before, the argument did not exist and nothing was sent.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const cookie = (name: string, schema: object, required = false, more = {}) => ({
  name,
  in: "cookie",
  required,
  schema,
  ...more,
});
const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
const spec = {
  openapi: "3.1.0",
  info: { title: "cookies", version: "1" },
  paths: {
    "/session": {
      get: {
        operationId: "getSession",
        parameters: [
          cookie("session", { type: "string" }, true),
          cookie("pref", { type: "integer" }),
          cookie("tags", { type: "array", items: { type: "string" } }),
          cookie("ids", { type: "array", items: { type: "integer" } }, false, { explode: false }),
        ],
        responses: ok,
      },
    },
    "/keyed": {
      get: {
        operationId: "getKeyed",
        security: [{ key: [] }],
        parameters: [cookie("theme", { type: "string" })],
        responses: ok,
      },
    },
    "/plain": { get: { operationId: "getPlain", responses: ok } },
    "/both": { get: { operationId: "getBoth", security: [{ key: [], site: [] }], responses: ok } },
  },
  components: {
    securitySchemes: {
      key: { type: "apiKey", in: "cookie", name: "api_key" },
      site: { type: "apiKey", in: "cookie", name: "site_key" },
    },
  },
};

type Api = Record<string, (...args: unknown[]) => Promise<{ error?: unknown }>> & {
  createClient: (o: object) => unknown;
};

const fixture = packageWithServer<Api>(spec, "cookies-");

const lastCookie = () => fixture.server.requests.at(-1)!.headers.cookie;

test("a call's cookie parameters are typed: required when the spec says, absent where it declares none", () => {
  const dts = fixture.pkg.files.get("revisions/api/index.d.ts")!;
  expect(dts).toContain(
    `export type GetSessionArgs = { cookies: NonNullable<operations["getSession"]["parameters"]["cookie"]>; };`,
  );
  expect(dts).toContain(
    `export type GetKeyedArgs = { cookies?: NonNullable<operations["getKeyed"]["parameters"]["cookie"]>; };`,
  );
  expect(dts).not.toMatch(/GetPlainArgs = [^\n]*cookies/);
  const consumer = path.join(fixture.pkg.dir, "consumer.ts");
  writeFileSync(
    consumer,
    [
      `import { createClient, getSession } from "./revisions/api/index.js";`,
      `const client = createClient({ baseUrl: "http://localhost", auth: { key: "k", site: "s" } });`,
      `void getSession(client, { cookies: { session: "s", pref: 2, tags: ["a"] } });`,
      `// @ts-expect-error the session cookie is required`,
      `void getSession(client, { cookies: { pref: 2 } });`,
      `// @ts-expect-error pref is an integer`,
      `void getSession(client, { cookies: { session: "s", pref: "2" } });`,
    ].join("\n"),
  );
  const { status, output } = fixture.pkg.typeCheck("consumer.ts");
  expect(output).toBe("");
  expect(status).toBe(0);
});

// A list is a cookie per element under form's default, exploded (`tags=x; tags=y%2Fz`), comma-joined under
// `explode: false` (`ids=1,2`): before, every list was comma-joined, which a server reading the spec's default split
// nowhere (one tag `x,y/z`).
test("the cookie parameters travel in one cookie header, each value percent-encoded, a list as explode says", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
  await fixture.api.getSession!(client, {
    cookies: { session: "a b;c", pref: 2, tags: ["x", "y/z"], ids: [1, 2], skipped: undefined },
  });
  expect(lastCookie()).toBe("session=a%20b%3Bc; pref=2; tags=x; tags=y%2Fz; ids=1,2");
});

test("a cookie of the caller's headers, the parameters and an API key sent as a cookie make one header", async () => {
  const client = fixture.api.createClient({
    baseUrl: fixture.server.url,
    headers: { cookie: "trace=1" },
    auth: { key: "k-1" },
  });
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
  await fixture.api.getKeyed!(client, { cookies: { theme: "dark" } });
  expect(lastCookie()).toBe("trace=1; theme=dark; api_key=k-1");
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
  await fixture.api.getKeyed!(client, {});
  expect(lastCookie()).toBe("trace=1; api_key=k-1");
});

test("two API keys sent as cookies are both sent (the second replaced the first before)", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url, auth: { key: "k-1", site: "s-2" } });
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
  await fixture.api.getBoth!(client, {});
  expect(lastCookie()).toBe("api_key=k-1; site_key=s-2");
});

test("a cookie that cannot be written is refused before anything is sent, its value never shown", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  const sent = fixture.server.requests.length;
  await expect(fixture.api.getSession!(client, { cookies: { "bad name": "x" } })).rejects.toThrow(
    'getSession: cookies: cookie "bad name" must be a token naming a scalar or a list',
  );
  await expect(
    fixture.api.getSession!(client, { cookies: { session: { nested: { deeper: "secret-1" } } } }),
  ).rejects.toThrow('getSession: cookies: cookie "session" must be a token naming a scalar or a list');
  await expect(fixture.api.getSession!(client, { cookies: { session: "x".repeat(5000) } })).rejects.toThrow(
    /^getSession: cookies: cookies must be a string of at most 4096 .*\(value not shown\)$/,
  );
  expect(fixture.server.requests.length).toBe(sent);
});
