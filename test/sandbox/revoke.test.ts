/**
 * POST {base_url}/oauth/revoke ("Endpoints / Revoke", "Errors / Revoke endpoint", "States and transitions",
 * RFC 7009): by refresh or access token (an expired one counts), every token of the installation invalidated and
 * nothing else, 200 {"success":"True","error":[]} also for unknown tokens, the 400s, the 503, and a reinstall.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REVOKE_SUCCESS } from "../../scripts/sandbox/index.js";
import {
  ACCOUNT,
  api,
  basic,
  bearer,
  CLIENT_ID,
  install,
  OTHER_ACCOUNT,
  OTHER_CLIENT_ID,
  OTHER_CLIENT_SECRET,
  refresh,
  revoke,
  start,
  type TestSandbox,
  type Tokens,
} from "./support.js";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await start();
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.stop());

const SUCCESS = { success: "True", error: [] };
const callStatus = async (t: Tokens) =>
  (await api(sandbox, "/api/accounts/", { authorization: bearer(t.access_token) })).status;
const refreshStatus = async (t: Tokens, auth?: string) =>
  (await refresh(sandbox, t.refresh_token, auth ? { authorization: auth } : {})).status;

describe("revoking", () => {
  it("by refresh token: 200 success, every token of the installation invalid, others untouched", async () => {
    const first = await install(sandbox);
    const second = await install(sandbox); // a second grant of the same installation
    const refreshed = (await refresh(sandbox, first.refresh_token)).json as Tokens;
    const otherApp = await install(
      sandbox,
      { client_id: OTHER_CLIENT_ID },
      { authorization: basic(OTHER_CLIENT_ID, OTHER_CLIENT_SECRET) },
    );
    sandbox.control.setAccount(OTHER_ACCOUNT);
    const otherAccount = await install(sandbox);

    const result = await revoke(sandbox, { token_type_hint: "refresh_token", token: first.refresh_token });
    expect([result.status, result.json]).toEqual([200, SUCCESS]);
    expect(REVOKE_SUCCESS).toEqual(SUCCESS);
    expect(result.headers.get("cache-control")).toBe("no-store");

    for (const t of [first, second, refreshed]) {
      expect(await callStatus(t)).toBe(401);
      expect(await refreshStatus(t)).toBe(400);
    }
    expect(await callStatus(otherApp)).toBe(200);
    expect(await refreshStatus(otherApp, basic(OTHER_CLIENT_ID, OTHER_CLIENT_SECRET))).toBe(200);
    expect(await callStatus(otherAccount)).toBe(200);
    expect(sandbox.control.installation(ACCOUNT, CLIENT_ID).state).toBe("uninstalled");
    expect(sandbox.control.installation(OTHER_ACCOUNT, CLIENT_ID).state).toBe("installed");
  });

  it("by access token, even an expired one", async () => {
    const tokens = await install(sandbox);
    sandbox.control.advance(2 * 3600_000);
    const result = await revoke(sandbox, { token_type_hint: "access_token", token: tokens.access_token });
    expect([result.status, result.json]).toEqual([200, SUCCESS]);
    const refreshed = await refresh(sandbox, tokens.refresh_token);
    expect(refreshed.json).toEqual({ error: "invalid_grant", error_description: "Refresh token has been revoked" });
  });

  it("with a wrong hint or none, still finds the token", async () => {
    const one = await install(sandbox);
    expect((await revoke(sandbox, { token_type_hint: "access_token", token: one.refresh_token })).status).toBe(200);
    expect(await refreshStatus(one)).toBe(400);
    const two = await install(sandbox);
    expect((await revoke(sandbox, { token: two.access_token })).status).toBe(200);
    expect(await callStatus(two)).toBe(401);
  });

  it("an unknown or already revoked token: 200 success all the same", async () => {
    const tokens = await install(sandbox);
    expect((await revoke(sandbox, { token_type_hint: "refresh_token", token: "unknown" })).json).toEqual(SUCCESS);
    expect(await callStatus(tokens)).toBe(200);
    await revoke(sandbox, { token_type_hint: "refresh_token", token: tokens.refresh_token });
    const again = await revoke(sandbox, { token_type_hint: "refresh_token", token: tokens.refresh_token });
    expect([again.status, again.json]).toEqual([200, SUCCESS]);
  });

  it("another app's token: 200, and that installation stays", async () => {
    const tokens = await install(sandbox);
    const result = await revoke(
      sandbox,
      { token: tokens.refresh_token },
      { authorization: basic(OTHER_CLIENT_ID, OTHER_CLIENT_SECRET) },
    );
    expect([result.status, result.json]).toEqual([200, SUCCESS]);
    expect(await refreshStatus(tokens)).toBe(200);
  });

  it("then a reinstall: a new authorization flow gives working tokens", async () => {
    const old = await install(sandbox);
    await revoke(sandbox, { token_type_hint: "refresh_token", token: old.refresh_token });
    const fresh = await install(sandbox);
    expect(fresh.refresh_token).not.toBe(old.refresh_token);
    expect(await callStatus(fresh)).toBe(200);
    expect(await refreshStatus(fresh)).toBe(200);
    expect(await refreshStatus(old)).toBe(400);
    expect(sandbox.control.installation(ACCOUNT, CLIENT_ID).state).toBe("installed");
  });
});

describe("errors", () => {
  it.each([
    ["missing", null],
    ["wrong", basic(CLIENT_ID, "wrong")],
  ])("client authentication %s → 400 invalid_client", async (_, authorization) => {
    const tokens = await install(sandbox);
    const result = await revoke(
      sandbox,
      { token_type_hint: "refresh_token", token: tokens.refresh_token },
      { authorization },
    );
    expect([result.status, result.json]).toEqual([400, { error: "invalid_client" }]);
    expect(await refreshStatus(tokens)).toBe(200);
  });

  it("a JSON body → 400 invalid_request", async () => {
    const tokens = await install(sandbox);
    const result = await revoke(
      sandbox,
      {},
      {
        contentType: "application/json",
        body: JSON.stringify({ token_type_hint: "refresh_token", token: tokens.refresh_token }),
      },
    );
    expect([result.status, result.json]).toEqual([400, { error: "invalid_request" }]);
    expect(await refreshStatus(tokens)).toBe(200);
  });

  it("token missing → 400 invalid_request", async () => {
    const result = await revoke(sandbox, { token_type_hint: "refresh_token" });
    expect([result.status, result.json]).toEqual([400, { error: "invalid_request" }]);
  });

  it("a token_type_hint that is neither refresh_token nor access_token → 400 unsupported_token_type", async () => {
    const result = await revoke(sandbox, { token_type_hint: "id_token", token: "x" });
    expect([result.status, result.json]).toEqual([400, { error: "unsupported_token_type" }]);
  });

  it("503 with no body while unavailable, and nothing revoked", async () => {
    const tokens = await install(sandbox);
    sandbox.control.setUnavailable(true, { retryAfterSeconds: 5 });
    const result = await revoke(sandbox, { token_type_hint: "refresh_token", token: tokens.refresh_token });
    expect([result.status, result.text, result.headers.get("retry-after")]).toEqual([503, "", "5"]);
    sandbox.control.setUnavailable(false);
    expect(await refreshStatus(tokens)).toBe(200);
  });
});
