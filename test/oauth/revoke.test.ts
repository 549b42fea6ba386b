/**
 * Revoke, docs/safety.md B61 (O13): any 200 is success whatever the body (empty, not JSON); a 400 such as
 * unsupported_token_type is surfaced; a 503 with Retry-After is waited out and retried (the token is still live); the
 * local tokens are deleted whatever the service answers, and the installation reports uninstalled.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OAuthError } from "../../templates/oauth/index.js";
import { json, raw, startServer, text, type Reply, type TestServer } from "../runtime/server.js";
import { CLIENT_ID, CLIENT_SECRET, form, harness, install, REFRESH_1 } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

async function installed() {
  const h = harness(server);
  await install(h, server, "acct-1");
  return h;
}

const revokeCalls = (from: number) => server.requests.slice(from).filter((r) => r.url === "/oauth/revoke");

describe("revoke", () => {
  it.each<[string, Reply]>([
    ["the documented JSON body", json(200, { success: "True", error: [] })],
    ["an empty body", { status: 200 }],
    ["an empty JSON body", { status: 200, headers: { "content-type": "application/json" }, body: "" }],
    ["a non-JSON text body", text(200, "text/plain", "OK")],
    ["broken JSON", text(200, "application/json", "{not json")],
    ["an HTML body", text(200, "text/html", "<html>revoked</html>")],
    ["a 204", { status: 204 }],
  ])("treats a 2xx with %s as success", async (_name, reply) => {
    const h = await installed();
    server.reply(reply);
    const before = server.requests.length;
    expect(await h.oauth.revoke("acct-1")).toEqual({ status: "revoked", installationId: "acct-1" });
    const [call] = revokeCalls(before);
    expect(call!.method).toBe("POST");
    expect(call!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`,
    );
    expect(call!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(form(call!.body)).toEqual({ token_type_hint: "refresh_token", token: REFRESH_1 });
    expect(await h.store.get("acct-1")).toMatchObject({ status: "uninstalled", reason: "revoked" });
    expect(h.uninstalled).toEqual([{ installationId: "acct-1", reason: "revoked", source: "revoke" }]);
  });

  it("surfaces a 400 unsupported_token_type and still deletes locally", async () => {
    const h = await installed();
    server.reply(json(400, { error: "unsupported_token_type" }));
    const outcome = await h.oauth.revoke("acct-1");
    expect(outcome.status).toBe("revoked_locally");
    const error = (outcome as { error: OAuthError }).error;
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toMatchObject({ reason: "token_endpoint_error", oauthError: "unsupported_token_type", status: 400 });
    expect(await h.store.get("acct-1")).toMatchObject({ status: "uninstalled" });
  });

  it("waits out a 503 with Retry-After and retries (the token is still live)", async () => {
    const h = await installed();
    server.reply({ status: 503, headers: { "retry-after": "2" } }, json(200, { success: "True", error: [] }));
    const before = server.requests.length;
    expect((await h.oauth.revoke("acct-1")).status).toBe("revoked");
    expect(revokeCalls(before)).toHaveLength(2);
    expect(h.clock.sleeps).toEqual([2_000]);
  });

  it("reports a service that stays unavailable, and deletes locally anyway", async () => {
    const h = await installed();
    server.reply({ status: 503 }, { status: 503 }, { status: 503 });
    const before = server.requests.length;
    const outcome = await h.oauth.revoke("acct-1");
    expect(outcome).toMatchObject({ status: "revoked_locally", error: { reason: "unavailable", status: 503 } });
    expect(revokeCalls(before)).toHaveLength(3);
    expect(await h.oauth.installation("acct-1")).toMatchObject({ status: "uninstalled", reason: "revoked" });
  });

  it("deletes locally when the connection fails", async () => {
    const h = await installed();
    server.reply(raw(""), raw(""), raw(""));
    const outcome = await h.oauth.revoke("acct-1");
    expect(outcome).toMatchObject({ status: "revoked_locally", error: { reason: "unavailable" } });
    expect(await h.store.get("acct-1")).toMatchObject({ status: "uninstalled" });
  });

  it("reports the wrong host for an HTML 403", async () => {
    const h = await installed();
    server.reply(text(403, "text/html", "<html>Forbidden</html>"));
    expect(await h.oauth.revoke("acct-1")).toMatchObject({ error: { reason: "wrong_host" } });
  });

  it("after a revoke: no token, no refresh call, nothing to revoke again", async () => {
    const h = await installed();
    server.reply(json(200, { success: "True", error: [] }));
    await h.oauth.revoke("acct-1");
    const before = server.requests.length;
    await expect(h.oauth.accessToken("acct-1")).rejects.toMatchObject({ reason: "uninstalled" });
    expect(await h.oauth.revoke("acct-1")).toEqual({ status: "not_installed", installationId: "acct-1" });
    expect(await h.oauth.revoke("never")).toEqual({ status: "not_installed", installationId: "never" });
    expect(server.requests.length).toBe(before);
    expect(h.uninstalled).toHaveLength(1);
  });
});
