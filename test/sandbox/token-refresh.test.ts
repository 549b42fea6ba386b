/**
 * POST {base_url}/oauth/token with grant_type=refresh_token ("Endpoints / Token refresh", "States and transitions",
 * "Errors / Token endpoint", "Limits"): same refresh token back, earlier access tokens valid until expiry, access-token
 * expiry, 10 refreshes per minute per refresh token then 429, 90 days of inactivity, revoked, unknown, missing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_ERRORS } from "../../scripts/sandbox/index.js";
import {
  ACCOUNT,
  api,
  basic,
  bearer,
  CLIENT_ID,
  install,
  OTHER_CLIENT_ID,
  OTHER_CLIENT_SECRET,
  refresh,
  start,
  token,
  type TestSandbox,
} from "./support.js";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await start();
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.stop());

const DAY = 24 * 3600_000;
const callStatus = async (accessToken: string) =>
  (await api(sandbox, "/api/accounts/", { authorization: bearer(accessToken) })).status;

describe("a refresh", () => {
  it("returns a new access token and the same refresh token, no-store", async () => {
    const first = await install(sandbox);
    const result = await refresh(sandbox, first.refresh_token);
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{600}$/),
      token_type: "bearer",
      expires_in: 3600,
      refresh_token: first.refresh_token,
      scope: first.scope,
    });
    expect(result.json.access_token).not.toBe(first.access_token);
    expect(result.headers.get("cache-control")).toBe("no-store");
  });

  it("leaves the earlier access token valid until its own expiry", async () => {
    const first = await install(sandbox);
    sandbox.control.advance(30 * 60_000);
    const second = (await refresh(sandbox, first.refresh_token)).json;
    expect(await callStatus(first.access_token)).toBe(200);
    expect(await callStatus(second.access_token)).toBe(200);
    sandbox.control.advance(30 * 60_000);
    expect(await callStatus(first.access_token)).toBe(401);
    expect(await callStatus(second.access_token)).toBe(200);
  });
});

describe("access-token expiry", () => {
  it("valid until expires_in has elapsed, then 401 authentication_failed", async () => {
    const tokens = await install(sandbox);
    sandbox.control.advance(3600_000 - 1);
    expect(await callStatus(tokens.access_token)).toBe(200);
    sandbox.control.advance(1);
    const result = await api(sandbox, "/api/accounts/", { authorization: bearer(tokens.access_token) });
    expect(result.status).toBe(401);
    expect(result.json.errors[0].code).toBe("authentication_failed");
  });
});

describe("the refresh limit", () => {
  it("10 refreshes in a minute pass, the 11th is 429 rate_limit_exceeded with Retry-After; tokens survive", async () => {
    const tokens = await install(sandbox);
    const issued: string[] = [];
    for (let i = 0; i < 10; i++) {
      const result = await refresh(sandbox, tokens.refresh_token);
      expect(result.status, `refresh ${i + 1}`).toBe(200);
      issued.push(result.json.access_token);
      sandbox.control.advance(1000);
    }
    const eleventh = await refresh(sandbox, tokens.refresh_token);
    expect([eleventh.status, eleventh.json]).toEqual([
      429,
      {
        error: "rate_limit_exceeded",
        error_description: "The refresh token rate limit was exceeded. Retry after 1 minute.",
      },
    ]);
    // The first of the ten was 10 s ago, so the window has room again in 50 s.
    expect(eleventh.headers.get("retry-after")).toBe("50");
    expect(eleventh.headers.get("cache-control")).toBe("no-store");
    // Checked one per API quota window (the test config allows 5 calls a minute per app instance).
    for (const access of [tokens.access_token, ...issued]) {
      sandbox.control.advance(60_000);
      expect(await callStatus(access)).toBe(200);
    }
  });

  it("lets the next refresh through once the window has passed, rejected attempts not counted", async () => {
    const tokens = await install(sandbox);
    for (let i = 0; i < 10; i++) await refresh(sandbox, tokens.refresh_token);
    sandbox.control.advance(59_999);
    for (let i = 0; i < 3; i++) expect((await refresh(sandbox, tokens.refresh_token)).status).toBe(429);
    expect((await refresh(sandbox, tokens.refresh_token)).headers.get("retry-after")).toBe("1");
    sandbox.control.advance(1);
    expect((await refresh(sandbox, tokens.refresh_token)).status).toBe(200);
  });

  it("holds under concurrency: 20 refreshes at once → 10 × 200, 10 × 429, all 20 counted", async () => {
    const tokens = await install(sandbox);
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(sandbox, tokens.refresh_token)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(10).fill(429)]);
    expect(sandbox.control.tokenCalls("refresh_token")).toBe(20);
  });

  it("counts per refresh token: another installation's refreshes are not limited by it", async () => {
    const one = await install(sandbox);
    const two = await install(sandbox);
    for (let i = 0; i < 10; i++) await refresh(sandbox, one.refresh_token);
    expect((await refresh(sandbox, one.refresh_token)).status).toBe(429);
    expect((await refresh(sandbox, two.refresh_token)).status).toBe(200);
  });
});

describe("inactivity", () => {
  it('a refresh token unused for 90 days is invalid_grant "expired due to inactivity", from then on', async () => {
    const tokens = await install(sandbox);
    sandbox.control.advance(90 * DAY);
    for (let i = 0; i < 2; i++) {
      const result = await refresh(sandbox, tokens.refresh_token);
      expect([result.status, result.json]).toEqual([
        400,
        { error: "invalid_grant", error_description: "Refresh token expired due to inactivity" },
      ]);
    }
    expect(sandbox.control.installation(ACCOUNT, CLIENT_ID).state).toBe("uninstalled");
  });

  it("each refresh restarts the 90 days", async () => {
    const tokens = await install(sandbox);
    sandbox.control.advance(90 * DAY - 1);
    expect((await refresh(sandbox, tokens.refresh_token)).status).toBe(200);
    sandbox.control.advance(90 * DAY - 1);
    expect((await refresh(sandbox, tokens.refresh_token)).status).toBe(200);
  });
});

describe("invalid refresh tokens", () => {
  it('revoked by the revoke endpoint → "Refresh token has been revoked"', async () => {
    const tokens = await install(sandbox);
    await fetch(`${sandbox.baseUrl}/oauth/revoke`, {
      method: "POST",
      headers: { authorization: basic(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: tokens.refresh_token, token_type_hint: "refresh_token" }),
    });
    const result = await refresh(sandbox, tokens.refresh_token);
    expect([result.status, result.json]).toEqual([
      400,
      { error: "invalid_grant", error_description: "Refresh token has been revoked" },
    ]);
  });

  it('after the user uninstalled the app → "Refresh token has been revoked"', async () => {
    const tokens = await install(sandbox);
    expect(sandbox.control.uninstall(ACCOUNT, CLIENT_ID)).toBe(true);
    const result = await refresh(sandbox, tokens.refresh_token);
    expect([result.status, result.json]).toEqual([400, TOKEN_ERRORS.refreshRevoked.body]);
    expect(await callStatus(tokens.access_token)).toBe(401);
  });

  it.each([
    ["unknown", () => "A".repeat(512)],
    ["truncated", (t: string) => t.slice(0, 511)],
    ["with a typo", (t: string) => `${t.slice(0, 511)}${t.endsWith("A") ? "B" : "A"}`],
  ])('%s → "Refresh token does not exist"', async (_, mangle) => {
    const tokens = await install(sandbox);
    const result = await refresh(sandbox, mangle(tokens.refresh_token));
    expect([result.status, result.json]).toEqual([
      400,
      { error: "invalid_grant", error_description: "Refresh token does not exist" },
    ]);
  });

  it('another app\'s refresh token → "Refresh token does not exist"', async () => {
    const tokens = await install(sandbox);
    const result = await refresh(sandbox, tokens.refresh_token, {
      authorization: basic(OTHER_CLIENT_ID, OTHER_CLIENT_SECRET),
    });
    expect([result.status, result.json]).toEqual([400, TOKEN_ERRORS.refreshUnknown.body]);
  });

  it("missing refresh_token → 400 invalid_request", async () => {
    const result = await token(sandbox, { grant_type: "refresh_token" });
    expect([result.status, result.json]).toEqual([
      400,
      { error: "invalid_request", error_description: 'Missing "refresh_token" in request.' },
    ]);
  });
});
