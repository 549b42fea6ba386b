/**
 * The authorization callback, docs/safety.md O4 (B47 to B54): every bad callback is refused with a code before any
 * token call, nothing it carried is reflected, the state is single-use; and a good one exchanges the code with Basic
 * client credentials and a form body holding the stored verifier and the identical redirect URI.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  codeChallengeS256,
  OAuthError,
  type PendingAuthorization,
  type StateStore,
} from "../../templates/oauth/index.js";
import { json, startServer, type TestServer } from "../runtime/server.js";
import {
  ACCESS_1,
  CLIENT_ID,
  CLIENT_SECRET,
  CODE_1,
  form,
  harness,
  install,
  REDIRECT,
  REFRESH_1,
  tokenCalls,
  tokenReply,
  type Harness,
} from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const randomState = "Q".repeat(43);

/** Starts an authorization and returns a callback builder for its state. */
async function begin(h: Harness, installationId = "acct-1") {
  const { state } = await h.oauth.authorize({ installationId });
  return { state, callback: (query: string) => `${REDIRECT}?${query.replaceAll("{state}", state)}` };
}

describe("callbacks refused before any token call (B47 to B52)", () => {
  it.each<[string, string, string]>([
    ["no state (47)", "code=abc", "missing_state"],
    ["an empty state", "code=abc&state=", "missing_state"],
    ["an error without state: the state check first (50)", "error=access_denied", "missing_state"],
    ["a state we never issued (48)", `code=abc&state=${randomState}`, "invalid_state"],
    ["a state not shaped like ours", "code=abc&state=acct-1", "invalid_state"],
    ["a duplicated state (49)", "code=abc&state={state}&state={state}", "duplicate_parameter"],
    ["a duplicated code (49)", "code=abc&code=def&state={state}", "duplicate_parameter"],
    ["a valid state without code or error (51)", "state={state}", "missing_code"],
    ["an access_token in the query (52)", "code=abc&state={state}&access_token=x", "implicit_flow"],
    ["an id_token in the query (52)", "code=abc&state={state}&id_token=x", "implicit_flow"],
    [
      "an iss from an unexpected server (52)",
      "code=abc&state={state}&iss=https%3A%2F%2Fevil.example",
      "unexpected_issuer",
    ],
  ])("%s → rejected %s", async (_name, query, reason) => {
    const h = harness(server);
    const { callback } = await begin(h);
    const before = server.requests.length;
    const outcome = await h.oauth.handleCallback(callback(query));
    expect(outcome).toEqual({ status: "rejected", reason });
    expect(server.requests.length).toBe(before);
    expect(h.logs.at(-1)).toMatchObject({ event: "callback_rejected" });
  });

  it("accepts the configured issuer's iss", async () => {
    const h = harness(server, { issuer: "https://issuer.example" });
    const { callback } = await begin(h);
    server.reply(tokenReply(ACCESS_1, REFRESH_1));
    const outcome = await h.oauth.handleCallback(callback("code=abc&state={state}&iss=https%3A%2F%2Fissuer.example"));
    expect(outcome.status).toBe("installed");
  });

  it("refuses an expired state (10 minutes, 48)", async () => {
    const h = harness(server);
    const { callback } = await begin(h);
    h.clock.t += 600_000;
    expect(await h.oauth.handleCallback(callback("code=abc&state={state}"))).toEqual({
      status: "rejected",
      reason: "invalid_state",
    });
  });

  it("reads null from a store (Redis GETDEL's unknown key) as an unknown state", async () => {
    const stateStore: StateStore = { put: async () => {}, take: async () => null as unknown as undefined };
    const h = harness(server, { stateStore });
    const { callback } = await begin(h);
    expect(await h.oauth.handleCallback(callback("code=abc&state={state}"))).toMatchObject({ reason: "invalid_state" });
  });

  it.each(["codeVerifier", "redirectUri", "installationId"] as const)(
    "never exchanges the code for a stored entry without its %s: a store_error, no token call",
    async (field) => {
      const entries = new Map<string, PendingAuthorization>();
      const stateStore: StateStore = {
        put: async (state, entry) => void entries.set(state, { ...entry, [field]: undefined }),
        take: async (state) => entries.get(state),
      };
      const h = harness(server, { stateStore });
      const { callback } = await begin(h);
      const before = server.requests.length;
      const thrown = await h.oauth.handleCallback(callback("code=abc&state={state}")).catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(OAuthError);
      expect(thrown).toMatchObject({ reason: "store_error" });
      expect((thrown as Error).message).toBe(
        "the state store returned an entry without a valid installationId, codeVerifier or redirectUri",
      );
      expect(server.requests.length).toBe(before);
    },
  );

  it("refuses an expired state even from a store that never expires entries", async () => {
    const entries = new Map<string, PendingAuthorization>();
    const stateStore: StateStore = {
      put: async (state, entry) => void entries.set(state, entry),
      take: async (state) => entries.get(state),
    };
    const h = harness(server, { stateStore });
    const { callback } = await begin(h);
    h.clock.t += 600_000;
    expect(await h.oauth.handleCallback(callback("code=abc&state={state}"))).toMatchObject({ reason: "invalid_state" });
  });

  it("accepts a state just before it expires", async () => {
    const h = harness(server);
    const { callback } = await begin(h);
    h.clock.t += 599_999;
    server.reply(tokenReply(ACCESS_1, REFRESH_1));
    expect((await h.oauth.handleCallback(callback("code=abc&state={state}"))).status).toBe("installed");
  });

  it("uses a state once: a replayed callback is refused (48, 53)", async () => {
    const h = harness(server);
    const { callback } = await begin(h);
    server.reply(tokenReply(ACCESS_1, REFRESH_1));
    expect((await h.oauth.handleCallback(callback(`code=abc&state={state}`))).status).toBe("installed");
    const before = server.requests.length;
    expect(await h.oauth.handleCallback(callback(`code=abc&state={state}`))).toEqual({
      status: "rejected",
      reason: "invalid_state",
    });
    expect(server.requests.length).toBe(before);
  });

  it("refuses a state from another browser session without consuming it (48)", async () => {
    const h = harness(server);
    const { state, callback } = await begin(h);
    const other = "Z".repeat(43);
    const refused = await h.oauth.handleCallback(callback("code=abc&state={state}"), { sessionState: other });
    expect(refused).toEqual({ status: "rejected", reason: "state_mismatch" });
    server.reply(tokenReply(ACCESS_1, REFRESH_1));
    const ok = await h.oauth.handleCallback(callback("code=abc&state={state}"), { sessionState: state });
    expect(ok.status).toBe("installed");
  });

  it("refuses a callback whose browser sent no state cookie, without a token call (48)", async () => {
    const h = harness(server);
    const { callback } = await begin(h);
    const before = server.requests.length;
    const cookies: Record<string, string> = {};
    const outcome = await h.oauth.handleCallback(callback("code=abc&state={state}"), { sessionState: cookies.state });
    expect(outcome).toEqual({ status: "rejected", reason: "state_mismatch" });
    expect(server.requests.length).toBe(before);
  });

  it("answers a code seen before from the local guard, even with a fresh state (53)", async () => {
    const h = harness(server);
    const first = await begin(h);
    server.reply(json(400, { error: "invalid_grant" }));
    await h.oauth.handleCallback(first.callback(`code=same-code&state={state}`));
    const second = await begin(h);
    const before = server.requests.length;
    const outcome = await h.oauth.handleCallback(second.callback(`code=same-code&state={state}`));
    expect(outcome).toEqual({ status: "rejected", reason: "code_reused" });
    expect(server.requests.length).toBe(before);
  });

  it("refuses an oversized callback", async () => {
    const h = harness(server);
    const { callback } = await begin(h);
    const outcome = await h.oauth.handleCallback(callback(`code=abc&state={state}&x=${"a".repeat(20_000)}`));
    expect(outcome).toEqual({ status: "rejected", reason: "malformed" });
  });
});

describe("denials and errors (50)", () => {
  it("returns a typed denied outcome, reflects nothing, clears the state, makes no token call", async () => {
    const h = harness(server);
    const { callback } = await begin(h, "acct-9");
    const before = server.requests.length;
    const query = "error=access_denied&error_description=%3Cscript%3Ealert(1)%3C%2Fscript%3E+denied&state={state}";
    const outcome = await h.oauth.handleCallback(callback(query));
    expect(outcome).toEqual({ status: "denied", installationId: "acct-9" });
    expect(server.requests.length).toBe(before);
    const everything = JSON.stringify({ outcome, logs: h.logs });
    expect(everything).not.toMatch(/script|alert|denied\+/);
    expect(await h.oauth.handleCallback(callback(query))).toEqual({ status: "rejected", reason: "invalid_state" });
  });

  it.each([
    ["server_error", "server_error"],
    ["temporarily_unavailable", "temporarily_unavailable"],
    ["%3Cimg%20src%3Dx%3E", "unknown"],
  ])("maps error=%s to the code %s", async (error, code) => {
    const h = harness(server);
    const { callback } = await begin(h, "acct-9");
    const outcome = await h.oauth.handleCallback(callback(`error=${error}&state={state}`));
    expect(outcome).toEqual({ status: "error", installationId: "acct-9", error: code });
  });
});

describe("the code exchange", () => {
  it("posts a form with Basic credentials, the stored verifier and the identical redirect URI", async () => {
    const h = harness(server);
    const { state } = await h.oauth.authorize({ installationId: "acct-1", scopes: ["profiles:read"] });
    server.reply(tokenReply(ACCESS_1, REFRESH_1, { scope: "accounts:read profiles:read" }));
    const before = server.requests.length;
    const outcome = await h.oauth.handleCallback(
      new URL(`${REDIRECT}?code=${encodeURIComponent(CODE_1)}&state=${state}`),
    );
    expect(outcome).toEqual({ status: "installed", installationId: "acct-1", scope: "accounts:read profiles:read" });
    const [call] = tokenCalls(server, before);
    expect(call!.method).toBe("POST");
    expect(call!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`,
    );
    expect(call!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(call!.headers.revision).toBeUndefined();
    const body = form(call!.body);
    expect(Object.keys(body).sort()).toEqual(["code", "code_verifier", "grant_type", "redirect_uri"]);
    expect(body).toMatchObject({ grant_type: "authorization_code", code: CODE_1, redirect_uri: REDIRECT });
    expect(body.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await codeChallengeS256(body.code_verifier!)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_1);
    expect(await h.store.get("acct-1")).toMatchObject({ refreshToken: REFRESH_1, version: 1 });
  });

  it("sends the verifier whose challenge was in the authorization URL", async () => {
    const h = harness(server);
    const { url, state } = await h.oauth.authorize({ installationId: "acct-1" });
    server.reply(tokenReply(ACCESS_1, REFRESH_1));
    const before = server.requests.length;
    await h.oauth.handleCallback(`code=abc&state=${state}`);
    const verifier = form(tokenCalls(server, before)[0]!.body).code_verifier!;
    expect(await codeChallengeS256(verifier)).toBe(new URL(url).searchParams.get("code_challenge"));
  });

  it.each([
    ["a URL string", (s: string) => `${REDIRECT}?code=abc&state=${s}`],
    ["a query string", (s: string) => `?code=abc&state=${s}`],
    ["URLSearchParams", (s: string) => new URLSearchParams({ code: "abc", state: s })],
  ])("accepts the callback as %s", async (_name, make) => {
    const h = harness(server);
    const { state } = await h.oauth.authorize({ installationId: "acct-1" });
    server.reply(tokenReply(ACCESS_1, REFRESH_1));
    expect((await h.oauth.handleCallback(make(state))).status).toBe("installed");
  });

  it.each([
    ["invalid_grant (expired, used or unknown code)", json(400, { error: "invalid_grant" })],
    ["a code_verifier mismatch (54)", json(400, 'Invalid "code_verifier"')],
  ])("reports %s as a failed install to restart, never an uninstall (53, 54)", async (_name, reply) => {
    const h = harness(server);
    const outcome = await install(h, server, "acct-1", reply);
    expect(outcome.status).toBe("failed");
    const error = (outcome as { error: OAuthError }).error;
    expect(error).toBeInstanceOf(OAuthError);
    expect(error.reason).toBe("exchange_rejected");
    expect(h.uninstalled).toEqual([]);
    expect(await h.oauth.installation("acct-1")).toEqual({ status: "not_installed" });
  });

  it("reports invalid_client as a configuration error", async () => {
    const h = harness(server);
    const outcome = await install(h, server, "acct-1", json(401, { error: "invalid_client" }));
    expect((outcome as { error: OAuthError }).error).toMatchObject({
      reason: "token_endpoint_error",
      oauthError: "invalid_client",
      status: 401,
    });
  });

  // A code exchange refreshes nothing: its 429 must not send the reader to the refresh limit.
  it("reports a 429 to the code exchange as a rate limit of the token endpoint, not of refreshes", async () => {
    const h = harness(server);
    const reply = json(429, { error: "rate_limit_exceeded" }, { "retry-after": "30" });
    const outcome = await install(h, server, "acct-1", reply);
    const error = (outcome as { error: OAuthError }).error;
    expect(error).toMatchObject({ reason: "unavailable", status: 429, retryAfterMs: 30_000 });
    expect(error.message).toBe("the code exchange: HTTP 429, rate limited by the token endpoint; retry after 30000 ms");
  });

  it("reinstalls over an uninstalled record, versions still growing", async () => {
    const h = harness(server);
    await install(h, server, "acct-1");
    server.reply(json(200, { success: "True", error: [] }));
    await h.oauth.revoke("acct-1");
    expect(await h.store.get("acct-1")).toMatchObject({ status: "uninstalled", version: 2 });
    const outcome = await install(h, server, "acct-1", tokenReply(ACCESS_1, REFRESH_1), "second-code");
    expect(outcome.status).toBe("installed");
    expect(await h.store.get("acct-1")).toMatchObject({ status: "installed", version: 3 });
  });
});
