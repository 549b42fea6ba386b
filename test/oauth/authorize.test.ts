/**
 * The authorization URL: exactly the seven required parameters, a fresh verifier and state per URL (the state a
 * 256-bit random value, never the installation id), scopes checked against the app's configuration with
 * `accounts:read` always added, the redirect URI from the allowlist, the pending entry's 10-minute expiry; and the
 * options checks of createOAuth.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  codeChallengeS256,
  createOAuth,
  MemoryStateStore,
  OAuthError,
  stateCookie,
  type OAuthOptions,
  type PendingAuthorization,
} from "../../templates/oauth/index.js";
import { startServer, type TestServer } from "../runtime/server.js";
import { CLIENT_SECRET, harness, REDIRECT, SCOPES } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

class RecordingStateStore extends MemoryStateStore {
  entries: [string, PendingAuthorization][] = [];
  override async put(state: string, entry: PendingAuthorization) {
    this.entries.push([state, { ...entry }]);
    return super.put(state, entry);
  }
}

describe("authorize", () => {
  it("builds the URL with the seven required parameters and stores the verifier under the state", async () => {
    const stateStore = new RecordingStateStore();
    const { oauth } = harness(server, { stateStore });
    const request = await oauth.authorize({ installationId: "acct-42" });
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe("https://authorize.example/oauth/authorize");
    expect([...url.searchParams.keys()]).toEqual([
      "client_id",
      "response_type",
      "redirect_uri",
      "scope",
      "state",
      "code_challenge_method",
      "code_challenge",
    ]);
    const [state, entry] = stateStore.entries[0]!;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "app-7f3c2a",
      response_type: "code",
      redirect_uri: REDIRECT,
      scope: "accounts:read profiles:read events:write lists:write",
      state,
      code_challenge_method: "S256",
      code_challenge: await codeChallengeS256(entry.codeVerifier),
    });
    expect(request.state).toBe(state);
    expect(entry).toMatchObject({ installationId: "acct-42", redirectUri: REDIRECT });
    expect(entry.expiresAt - entry.createdAt).toBe(600_000);
    expect(request.expiresAt).toBe(entry.expiresAt);
    expect(request.url).not.toContain(entry.codeVerifier);
    expect(request.url).not.toContain("acct-42");
  });

  it("uses a fresh verifier and an unguessable state for every URL", async () => {
    const stateStore = new RecordingStateStore();
    const { oauth } = harness(server, { stateStore });
    for (let i = 0; i < 50; i++) await oauth.authorize({ installationId: "acct-42" });
    const states = new Set(stateStore.entries.map(([s]) => s));
    const verifiers = new Set(stateStore.entries.map(([, e]) => e.codeVerifier));
    expect(states.size).toBe(50);
    expect(verifiers.size).toBe(50);
    for (const s of states) expect(s).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random octets: 256 bits
  });

  it.each([
    [undefined, "accounts:read profiles:read events:write lists:write"],
    [["events:write"], "accounts:read events:write"],
    [["accounts:read", "events:write", "events:write"], "accounts:read events:write"],
    [[], "accounts:read"],
  ])("requests scopes %j as %s", async (scopes, want) => {
    const { oauth } = harness(server);
    const request = await oauth.authorize({ installationId: "a", ...(scopes ? { scopes } : {}) });
    expect(new URL(request.url).searchParams.get("scope")).toBe(want);
  });

  it("refuses a scope the app is not configured with", async () => {
    const { oauth } = harness(server);
    const error = await oauth.authorize({ installationId: "a", scopes: ["campaigns:write"] }).catch((e) => e);
    expect(error).toBeInstanceOf(OAuthError);
    expect(error.reason).toBe("scope_not_configured");
    expect(error.message).toContain("campaigns:write");
  });

  it("uses a chosen redirect URI from the allowlist and refuses any other", async () => {
    const { oauth } = harness(server);
    const ok = await oauth.authorize({ installationId: "a", redirectUri: "http://127.0.0.1:8080/cb" });
    expect(new URL(ok.url).searchParams.get("redirect_uri")).toBe("http://127.0.0.1:8080/cb");
    for (const redirectUri of [`${REDIRECT}/`, `${REDIRECT}?x=1`, "https://evil.example/cb"]) {
      const error = await oauth.authorize({ installationId: "a", redirectUri }).catch((e) => e);
      expect(error.reason).toBe("redirect_uri_not_allowed");
    }
  });

  it.each([[""], ["a\nb"], ["x".repeat(201)]])("refuses installation id %j", async (installationId) => {
    const { oauth } = harness(server);
    await expect(oauth.authorize({ installationId })).rejects.toMatchObject({ reason: "invalid_config" });
  });
});

describe("createOAuth options", () => {
  const base = (): OAuthOptions => ({
    clientId: "app",
    clientSecret: CLIENT_SECRET,
    baseUrl: server.url,
    authorizeUrl: "https://authorize.example",
    redirectUris: [REDIRECT],
    scopes: SCOPES,
  });
  it.each<[string, Partial<OAuthOptions>]>([
    ["no client id", { clientId: "" }],
    ["a client id with a colon", { clientId: "a:b" }],
    ["no client secret", { clientSecret: "" }],
    ["a client secret with a newline", { clientSecret: `${CLIENT_SECRET}\n` }],
    ["an http base URL on a public host", { baseUrl: "http://api.example" }],
    ["a base URL with credentials", { baseUrl: "https://u:p@api.example" }],
    ["an authorize URL with a query", { authorizeUrl: "https://authorize.example/?x=1" }],
    ["no redirect URIs", { redirectUris: [] }],
    ["a redirect URI with a fragment", { redirectUris: [`${REDIRECT}#x`] }],
    ["an http redirect URI on a public host", { redirectUris: ["http://integration.example/cb"] }],
    ["a scope with a space", { scopes: ["a b"] }],
    ["a negative timeout", { timeoutMs: -1 }],
  ])("refuses %s, without showing the secret", (_name, change) => {
    let error: unknown;
    try {
      createOAuth({ ...base(), ...change });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(OAuthError);
    expect((error as OAuthError).reason).toBe("invalid_config");
    const text = `${(error as Error).message}${(error as Error).stack}${JSON.stringify(error)}`;
    expect(text).not.toContain("s3cr3t");
  });
});

describe("stateCookie", () => {
  it("binds the state to the browser: HttpOnly, Secure, SameSite=Lax, host-only", () => {
    const state = "A".repeat(43);
    expect(stateCookie(state)).toBe(`__Host-oauth_state=${state}; Max-Age=600; Path=/; Secure; HttpOnly; SameSite=Lax`);
    expect(() => stateCookie("x; Domain=evil")).toThrow(TypeError);
  });
});
