/**
 * The manager as the runtime client's access-token provider: `createRuntimeClient({ auth: oauth.auth(id) })`. An
 * expired token is refreshed before the call; a 401 authentication_failed gets one refresh and one replay; a second
 * 401 is returned (docs/safety.md T5, B43); an uninstall found while refreshing is thrown as OAuthError `uninstalled`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OAuthError } from "../../templates/oauth/index.js";
import { ApiError, createRuntimeClient } from "../../templates/runtime/index.js";
import { getProfile } from "../runtime/ops.js";
import { json, startServer, type TestServer } from "../runtime/server.js";
import { ACCESS_1, ACCESS_2, harness, install, invalidGrant, REFRESH_1, tokenCalls, tokenReply } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const authFailed = json(401, {
  errors: [{ status: 401, code: "authentication_failed", title: "Incorrect authentication credentials." }],
});

async function setup() {
  const h = harness(server);
  await install(h, server, "acct-1");
  const client = createRuntimeClient({
    baseUrl: server.url,
    revision: "2024-05-15",
    auth: h.oauth.auth("acct-1"),
    sleep: async () => {},
    now: h.clock.now,
  });
  return { h, client };
}

const bearer = (from: number) =>
  server.requests.slice(from).map((r) => (r.url === "/oauth/token" ? "token call" : r.headers.authorization));

describe("oauth.auth(id) with the runtime client", () => {
  it("sends the stored token", async () => {
    const { client } = await setup();
    server.reply(json(200, { data: {} }));
    const before = server.requests.length;
    expect((await client.request(getProfile, { path: { id: "1" } })).error).toBeUndefined();
    expect(bearer(before)).toEqual([`Bearer ${ACCESS_1}`]);
  });

  it("refreshes an expired token before the call", async () => {
    const { h, client } = await setup();
    h.clock.t += 3600_000;
    server.reply(tokenReply(ACCESS_2, REFRESH_1), json(200, { data: {} }));
    const before = server.requests.length;
    await client.request(getProfile, { path: { id: "1" } });
    expect(bearer(before)).toEqual(["token call", `Bearer ${ACCESS_2}`]);
  });

  it("refreshes once on 401 authentication_failed and replays once", async () => {
    const { client } = await setup();
    server.reply(authFailed, tokenReply(ACCESS_2, REFRESH_1), json(200, { data: {} }));
    const before = server.requests.length;
    const result = await client.request(getProfile, { path: { id: "1" } });
    expect(result.error).toBeUndefined();
    expect(bearer(before)).toEqual([`Bearer ${ACCESS_1}`, "token call", `Bearer ${ACCESS_2}`]);
  });

  it("returns the second 401: one refresh, one replay, never a loop (43)", async () => {
    const { client } = await setup();
    server.reply(authFailed, tokenReply(ACCESS_2, REFRESH_1), authFailed, authFailed);
    const before = server.requests.length;
    const result = await client.request(getProfile, { path: { id: "1" } });
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error?.status).toBe(401);
    expect(tokenCalls(server, before)).toHaveLength(1);
    expect(server.requests.length - before).toBe(3);
    server.reset();
  });

  it("throws uninstalled when the refresh after a 401 gets invalid_grant, and makes no further calls", async () => {
    const { h, client } = await setup();
    server.reply(authFailed, invalidGrant("Refresh token has been revoked"));
    const error = await client.request(getProfile, { path: { id: "1" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toMatchObject({ reason: "uninstalled", uninstallReason: "revoked" });
    const before = server.requests.length;
    await expect(client.request(getProfile, { path: { id: "1" } })).rejects.toMatchObject({ reason: "uninstalled" });
    expect(server.requests.length).toBe(before);
    expect(h.uninstalled).toHaveLength(1);
  });

  it("20 concurrent API calls holding an expired token make one token call", async () => {
    const { h, client } = await setup();
    h.clock.t += 3600_000;
    server.reply((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ access_token: ACCESS_2, token_type: "bearer", expires_in: 3600 }));
      }, 30);
    });
    for (let i = 0; i < 20; i++) server.reply(json(200, { data: {} }));
    const before = server.requests.length;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.request(getProfile, { path: { id: "1" } })),
    );
    expect(results.every((r) => r.error === undefined)).toBe(true);
    expect(tokenCalls(server, before)).toHaveLength(1);
    expect(new Set(bearer(before).filter((b) => b !== "token call"))).toEqual(new Set([`Bearer ${ACCESS_2}`]));
  });
});
