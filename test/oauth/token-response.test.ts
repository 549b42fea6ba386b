/**
 * Token response validation, docs/safety.md B55 (O6): the table on the validator itself, then the same bodies through
 * the real exchange and refresh paths against the scripted server (nothing stored on a bad response; a refresh without
 * refresh_token keeps the old one; a missing expires_in gets the short default), and the 4096/512-character round trip.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_EXPIRES_IN_S, OAuthError } from "../../templates/oauth/index.js";
import { validateTokenResponse } from "../../templates/oauth/token-response.js";
import { json, startServer, text, type TestServer } from "../runtime/server.js";
import { ACCESS_1, ACCESS_2, harness, install, REFRESH_1, tokenCalls, tokenReply } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const good = { access_token: "at", token_type: "bearer", expires_in: 3600, refresh_token: "rt", scope: "a b" };

describe("validateTokenResponse", () => {
  it.each<[string, unknown, RegExp]>([
    ["an array body", [good], /array/],
    ["null", null, /not a JSON object/],
    ["a string", "access_token=at", /not a JSON object/],
    ["no access_token", { ...good, access_token: undefined }, /access_token is missing/],
    ["an empty access_token", { ...good, access_token: "" }, /access_token is missing/],
    ["a numeric access_token", { ...good, access_token: 12 }, /access_token is missing/],
    ["an access_token of 4097 characters", { ...good, access_token: "a".repeat(4097) }, /4097 characters/],
    ["an access_token with a newline", { ...good, access_token: "a\nb" }, /characters/],
    ["no token_type", { ...good, token_type: undefined }, /token_type is missing/],
    ["token_type mac", { ...good, token_type: "mac" }, /token_type is not bearer/],
    ["expires_in abc", { ...good, expires_in: "abc" }, /expires_in/],
    ["expires_in -5", { ...good, expires_in: -5 }, /expires_in/],
    ["expires_in 0", { ...good, expires_in: 0 }, /expires_in/],
    ["expires_in 1.5", { ...good, expires_in: 1.5 }, /expires_in/],
    ["no refresh_token in an exchange", { ...good, refresh_token: undefined }, /refresh_token is missing/],
    ["a numeric refresh_token", { ...good, refresh_token: 5 }, /refresh_token/],
    ["a numeric scope", { ...good, scope: 5 }, /scope/],
  ])("rejects %s", (_name, body, message) => {
    const clean = JSON.parse(JSON.stringify(body ?? null)) as unknown;
    let error: unknown;
    try {
      validateTokenResponse(clean, false, "test");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(OAuthError);
    expect((error as OAuthError).reason).toBe("invalid_token_response");
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain("aaaa");
  });

  it.each<[string, Record<string, unknown>, Partial<ReturnType<typeof validateTokenResponse>>]>([
    ["a full response", good, { accessToken: "at", refreshToken: "rt", expiresIn: 3600, scope: "a b" }],
    ["Bearer in another case", { ...good, token_type: "Bearer" }, { accessToken: "at" }],
    ["expires_in as a string of digits", { ...good, expires_in: "3600" }, { expiresIn: 3600 }],
    ["no expires_in", { ...good, expires_in: undefined }, { expiresIn: undefined }],
    ["no scope", { ...good, scope: undefined }, { scope: undefined }],
  ])("accepts %s", (_name, body, want) => {
    expect(validateTokenResponse(JSON.parse(JSON.stringify(body)), false, "test")).toMatchObject(want);
  });

  it("accepts a refresh response without refresh_token", () => {
    const { refresh_token: _r, ...rest } = good;
    expect(validateTokenResponse(rest, true, "test").refreshToken).toBeUndefined();
  });

  it("reads own properties only", () => {
    const body = JSON.parse('{"__proto__":{"access_token":"x","token_type":"bearer"},"refresh_token":"r"}') as unknown;
    expect(() => validateTokenResponse(body, false, "test")).toThrow(/access_token is missing/);
  });
});

describe("through the exchange and the refresh", () => {
  it.each([
    ["a token_type mac", json(200, { ...good, token_type: "mac" }), "invalid_token_response"],
    ["an array", json(200, [good]), "invalid_token_response"],
    ["an HTML 200 page", text(200, "text/html", "<html>portal</html>"), "invalid_token_response"],
    ["text/plain JSON", text(200, "text/plain", JSON.stringify(good)), "invalid_token_response"],
    [
      "an empty 200",
      { status: 200, headers: { "content-type": "application/json" }, body: "" },
      "invalid_token_response",
    ],
    ["truncated JSON", text(200, "application/json", '{"access_token":'), "invalid_token_response"],
  ])("an exchange answered with %s fails and stores nothing", async (_name, reply, reason) => {
    const h = harness(server);
    const outcome = await install(h, server, "acct-1", reply);
    expect(outcome).toMatchObject({ status: "failed", error: { reason } });
    expect(await h.store.get("acct-1")).toBeUndefined();
  });

  it("keeps the refresh token when a refresh response has none, and gives a missing expires_in the default", async () => {
    const h = harness(server);
    await install(h, server, "acct-1");
    h.clock.t += 3600_000;
    server.reply(json(200, { access_token: ACCESS_2, token_type: "bearer" }));
    const started = h.clock.t;
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_2);
    const record = await h.store.get("acct-1");
    expect(record).toMatchObject({ refreshToken: REFRESH_1, accessToken: ACCESS_2 });
    expect(record?.status === "installed" && record.expiresAt).toBe(started + DEFAULT_EXPIRES_IN_S * 1000 - 60_000);
  });

  it("round-trips a 4096-character access token and a 512-character refresh token intact", async () => {
    expect(ACCESS_1).toHaveLength(4096);
    expect(REFRESH_1).toHaveLength(512);
    const h = harness(server);
    await install(h, server, "acct-1", tokenReply(ACCESS_1, REFRESH_1));
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_1);
    h.clock.t += 3600_000;
    server.reply(tokenReply(ACCESS_2, REFRESH_1));
    const before = server.requests.length;
    await h.oauth.accessToken("acct-1");
    const sent = new URLSearchParams(tokenCalls(server, before)[0]!.body).get("refresh_token");
    expect(sent).toBe(REFRESH_1);
  });
});
