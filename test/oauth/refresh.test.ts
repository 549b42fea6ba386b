/**
 * Refresh, docs/safety.md B56 to B59 and the expiry rule O7: refresh ahead of expiry (expiresAt = requestStartedAt +
 * expires_in − 60 s), single flight (20 concurrent callers, and two managers sharing one store), invalid_grant as a
 * terminal uninstall, the local limiter and the server's 429, failures that keep the tokens, clock jumps. Time is the
 * harness's injected clock: every wait is recorded and advances it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOAuth, OAuthError, RateLimitError } from "../../templates/oauth/index.js";
import { hang, json, startServer, text, type FnReply, type TestServer } from "../runtime/server.js";
import {
  ACCESS_1,
  ACCESS_2,
  ACCESS_3,
  CLIENT_ID,
  CLIENT_SECRET,
  harness,
  install,
  invalidGrant,
  REDIRECT,
  REFRESH_1,
  SCOPES,
  tokenCalls,
  tokenReply,
} from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const HOUR = 3600_000;
/** A token reply sent after `ms` of real time, so concurrent callers overlap the call. */
const slow =
  (ms: number, accessToken = ACCESS_2): FnReply =>
  (_req, res) => {
    setTimeout(() => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ access_token: accessToken, token_type: "bearer", expires_in: 3600, refresh_token: REFRESH_1 }),
      );
    }, ms);
  };

async function installed(overrides: Parameters<typeof harness>[1] = {}) {
  const h = harness(server, overrides);
  await install(h, server, "acct-1");
  return h;
}

describe("expiry", () => {
  it("uses the stored token until requestStartedAt + expires_in − 60 s, then refreshes", async () => {
    const h = await installed();
    const before = server.requests.length;
    const installedAt = h.clock.t;
    h.clock.t = installedAt + HOUR - 60_000 - 1;
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_1);
    expect(server.requests.length).toBe(before);
    h.clock.t = installedAt + HOUR - 60_000;
    server.reply(tokenReply(ACCESS_2, REFRESH_1));
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_2);
    const calls = tokenCalls(server, before);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({
      grant_type: "refresh_token",
      refresh_token: REFRESH_1,
    });
    const record = await h.store.get("acct-1");
    expect(record).toMatchObject({ accessToken: ACCESS_2, refreshToken: REFRESH_1, refreshTokenLastUsedAt: h.clock.t });
    expect(record?.status === "installed" && record.expiresAt).toBe(h.clock.t + HOUR - 60_000);
  });

  it("handles clock jumps both ways: forward refreshes early, backward keeps the token until a 401", async () => {
    const h = await installed();
    h.clock.t += 2 * HOUR; // forward
    server.reply(tokenReply(ACCESS_2, REFRESH_1));
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_2);
    h.clock.t -= 10 * HOUR; // backward: the token looks fresh for longer
    const before = server.requests.length;
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_2);
    expect(server.requests.length).toBe(before);
    // The API refuses it: one refresh through the 401 hook.
    server.reply(tokenReply(ACCESS_3, REFRESH_1));
    const provider = h.oauth.accessTokenFor("acct-1");
    expect(await provider.onUnauthorized(ACCESS_2)).toBe(true);
    expect(await provider()).toBe(ACCESS_3);
    expect(tokenCalls(server, before)).toHaveLength(1);
  });

  it("does not refresh again on a 401 for a token already replaced", async () => {
    const h = await installed();
    h.clock.t += HOUR;
    server.reply(tokenReply(ACCESS_2, REFRESH_1));
    await h.oauth.accessToken("acct-1");
    const before = server.requests.length;
    expect(await h.oauth.accessTokenFor("acct-1").onUnauthorized(ACCESS_1)).toBe(true);
    expect(server.requests.length).toBe(before);
  });
});

describe("single flight (58)", () => {
  it("20 concurrent calls with an expired token make exactly one token call", async () => {
    const h = await installed();
    h.clock.t += HOUR;
    server.reply(slow(50));
    const before = server.requests.length;
    const tokens = await Promise.all(Array.from({ length: 20 }, () => h.oauth.accessToken("acct-1")));
    expect(new Set(tokens)).toEqual(new Set([ACCESS_2]));
    expect(tokenCalls(server, before)).toHaveLength(1);
  });

  it("two managers sharing one store (two processes) make exactly one token call", async () => {
    const a = await installed({ sleep: undefined, pollIntervalMs: 5 });
    const b = harness(server, { tokenStore: a.store, pollIntervalMs: 5, sleep: undefined, now: a.clock.now });
    a.clock.t += HOUR;
    server.reply(slow(100));
    const before = server.requests.length;
    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).oauth.accessToken("acct-1")),
    );
    expect(new Set(tokens)).toEqual(new Set([ACCESS_2]));
    expect(tokenCalls(server, before)).toHaveLength(1);
    expect(await a.store.get("acct-1")).not.toHaveProperty("lease");
  });

  it("takes over the lease of a crashed process once it has run out", async () => {
    const h = await installed();
    const record = await h.store.get("acct-1");
    if (record?.status !== "installed") throw new Error("not installed");
    const { version, ...rest } = record;
    await h.store.compareAndSwap("acct-1", version, {
      ...rest,
      lease: { holder: "dead", until: h.clock.t + HOUR + 5_000 },
    });
    h.clock.t += HOUR;
    server.reply(tokenReply(ACCESS_2, REFRESH_1));
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_2);
    expect(h.clock.sleeps.reduce((a, b) => a + b, 0)).toBe(5_000);
  });
});

describe("invalid_grant → uninstalled (56)", () => {
  it.each([
    ["Refresh token has been revoked", "revoked"],
    ["Refresh token does not exist", "not_found"],
    ["Refresh token expired due to inactivity", "inactive"],
    ["Something else entirely", "other"],
  ])("%s → reason %s; tokens deleted, one event, 0 further refresh attempts", async (description, reason) => {
    const h = await installed();
    h.clock.t += HOUR;
    server.reply(invalidGrant(description));
    const before = server.requests.length;
    const error = await h.oauth.accessToken("acct-1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toMatchObject({ reason: "uninstalled", uninstallReason: reason, installationId: "acct-1" });
    const record = await h.store.get("acct-1");
    expect(record).toMatchObject({ status: "uninstalled", reason });
    expect(JSON.stringify(record)).not.toContain(REFRESH_1.slice(0, 20));
    expect(h.uninstalled).toEqual([{ installationId: "acct-1", reason, source: "invalid_grant" }]);
    for (let i = 0; i < 5; i++) {
      await expect(h.oauth.accessToken("acct-1")).rejects.toMatchObject({ reason: "uninstalled" });
      await expect(h.oauth.refresh("acct-1")).rejects.toMatchObject({ reason: "uninstalled" });
    }
    expect(tokenCalls(server, before)).toHaveLength(1);
    expect(h.uninstalled).toHaveLength(1);
    expect(await h.oauth.installation("acct-1")).toMatchObject({ status: "uninstalled", reason });
  });

  it("20 concurrent callers share the one invalid_grant; one event", async () => {
    const h = await installed();
    h.clock.t += HOUR;
    server.reply((_req, res) => {
      setTimeout(() => {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: "invalid_grant", error_description: "Refresh token has been revoked" }));
      }, 30);
    });
    const before = server.requests.length;
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => h.oauth.accessToken("acct-1")));
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(tokenCalls(server, before)).toHaveLength(1);
    expect(h.uninstalled).toHaveLength(1);
  });
});

describe("the local limiter and 429 (57)", () => {
  it("never sends an 11th refresh within a minute; callers that cannot wait get RateLimitError", async () => {
    const h = await installed({ maxRefreshWaitMs: 0 });
    const before = server.requests.length;
    for (let i = 0; i < 10; i++) {
      server.reply(tokenReply(ACCESS_2, REFRESH_1));
      await h.oauth.refresh("acct-1");
      h.clock.t += 1_000;
    }
    const error = await h.oauth.refresh("acct-1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBe(60_000 - 10_000);
    expect(tokenCalls(server, before)).toHaveLength(10);
    // The tokens are kept and still served.
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_2);
    h.clock.t += 50_000;
    server.reply(tokenReply(ACCESS_3, REFRESH_1));
    await h.oauth.refresh("acct-1");
    expect(tokenCalls(server, before)).toHaveLength(11);
  });

  it("waits the window out when the caller may wait", async () => {
    const h = await installed();
    const before = server.requests.length;
    for (let i = 0; i < 10; i++) {
      server.reply(tokenReply(ACCESS_2, REFRESH_1));
      await h.oauth.refresh("acct-1");
    }
    server.reply(tokenReply(ACCESS_3, REFRESH_1));
    await h.oauth.refresh("acct-1");
    expect(h.clock.sleeps).toEqual([60_000]);
    const calls = tokenCalls(server, before);
    expect(calls).toHaveLength(11);
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_3);
  });

  it("on a 429 keeps the tokens and sends nothing before Retry-After passes", async () => {
    const h = await installed({ maxRefreshWaitMs: 0 });
    h.clock.t += HOUR + 60_000; // past the real expiry: no fallback
    server.reply(
      json(429, { error: "rate_limit_exceeded", error_description: "Retry after 1 minute." }, { "retry-after": "30" }),
    );
    const before = server.requests.length;
    const first = await h.oauth.accessToken("acct-1").catch((e: unknown) => e);
    expect(first).toBeInstanceOf(RateLimitError);
    expect((first as RateLimitError).retryAfterMs).toBe(30_000);
    h.clock.t += 29_000;
    const second = await h.oauth.accessToken("acct-1").catch((e: unknown) => e);
    expect((second as RateLimitError).retryAfterMs).toBe(1_000);
    expect(tokenCalls(server, before)).toHaveLength(1);
    expect(await h.store.get("acct-1")).toMatchObject({ accessToken: ACCESS_1, refreshToken: REFRESH_1 });
    h.clock.t += 1_000;
    server.reply(tokenReply(ACCESS_2, REFRESH_1));
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_2);
    expect(tokenCalls(server, before)).toHaveLength(2);
    expect(h.logs.some((l) => l.event === "rate_limited")).toBe(true);
  });

  it("on a 429 without Retry-After waits the documented minute, then refreshes", async () => {
    const h = await installed();
    h.clock.t += HOUR + 60_000;
    server.reply(json(429, { error: "rate_limit_exceeded" }), tokenReply(ACCESS_2, REFRESH_1));
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_2);
    expect(h.clock.sleeps).toEqual([60_000]);
  });

  it("serves the current token while it is still within its real lifetime", async () => {
    const h = await installed({ maxRefreshWaitMs: 0 });
    h.clock.t += HOUR - 30_000; // inside the 60 s margin
    server.reply(json(429, { error: "rate_limit_exceeded" }, { "retry-after": "60" }));
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_1);
  });
});

describe("failures keep the tokens (59)", () => {
  it.each([
    ["a 503 without body", { status: 503 }, "unavailable"],
    ["a 500", text(500, "text/plain", "oops"), "unavailable"],
    ["an HTML 403 from the wrong host", text(403, "text/html", "<html>Forbidden</html>"), "wrong_host"],
    ["a redirect", { status: 302, headers: { location: "https://www.example/oauth/token" } }, "wrong_host"],
    ["invalid_client", json(401, { error: "invalid_client" }), "token_endpoint_error"],
  ])("%s: tokens kept, backoff applied, then a later refresh succeeds", async (_name, reply, reason) => {
    const h = await installed();
    h.clock.t += HOUR + 60_000;
    server.reply(reply);
    const before = server.requests.length;
    await expect(h.oauth.accessToken("acct-1")).rejects.toMatchObject({ reason });
    expect(await h.store.get("acct-1")).toMatchObject({
      status: "installed",
      accessToken: ACCESS_1,
      refreshToken: REFRESH_1,
    });
    // Backing off: no call for a second.
    await expect(h.oauth.accessToken("acct-1")).rejects.toMatchObject({ reason: "unavailable", retryAfterMs: 1_000 });
    expect(tokenCalls(server, before)).toHaveLength(1);
    h.clock.t += 1_000;
    server.reply(tokenReply(ACCESS_2, REFRESH_1));
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_2);
    expect(h.uninstalled).toEqual([]);
  });

  it("a timeout keeps the tokens", async () => {
    const h = await installed({ timeoutMs: 200 });
    h.clock.t += HOUR + 60_000;
    server.reply(hang);
    await expect(h.oauth.accessToken("acct-1")).rejects.toMatchObject({ reason: "unavailable" });
    expect(await h.store.get("acct-1")).toMatchObject({ accessToken: ACCESS_1, refreshToken: REFRESH_1 });
    server.reset();
  });

  it("backs off exponentially after repeated failures", async () => {
    const h = await installed();
    h.clock.t += HOUR + 60_000;
    const waits: (number | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      server.reply({ status: 503 });
      await h.oauth.accessToken("acct-1").catch(() => {});
      const e = await h.oauth.accessToken("acct-1").catch((x: OAuthError) => x);
      waits.push((e as OAuthError).retryAfterMs);
      h.clock.t += (e as OAuthError).retryAfterMs ?? 0;
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it("falls back to the current token when a refresh ahead of expiry fails", async () => {
    const h = await installed();
    h.clock.t += HOUR - 30_000;
    server.reply({ status: 503 });
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_1);
  });
});

describe("not installed", () => {
  it("throws not_installed without a call", async () => {
    const h = harness(server);
    const before = server.requests.length;
    await expect(h.oauth.accessToken("nobody")).rejects.toMatchObject({ reason: "not_installed" });
    expect(server.requests.length).toBe(before);
  });

  it("the default stores work without options", async () => {
    const oauth = createOAuth({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      baseUrl: server.url,
      authorizeUrl: "https://authorize.example",
      redirectUris: [REDIRECT],
      scopes: SCOPES,
    });
    const outcome = await install({ oauth }, server, "acct-1");
    expect(outcome.status).toBe("installed");
    expect(await oauth.accessToken("acct-1")).toBe(ACCESS_1);
  });
});
