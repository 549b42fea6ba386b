/**
 * API rate limits ("Limits"): a quota per installed app instance (every token of one account + app), isolated from
 * other apps, other accounts and private keys; one quota per account for private keys; one per public key; 429 with
 * Retry-After and the throttled error object; RateLimit-* headers on accepted calls; rejected calls not counted.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  basic,
  bearer,
  expectApiError,
  install,
  OTHER_ACCOUNT,
  OTHER_CLIENT_ID,
  OTHER_CLIENT_SECRET,
  OTHER_PRIVATE_KEY,
  OTHER_PUBLIC_KEY,
  PRIVATE_KEY,
  PUBLIC_KEY,
  refresh,
  SECOND_PRIVATE_KEY,
  start,
  type TestSandbox,
} from "./support.js";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await start();
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.stop());

describe("rate limits", () => {
  const throttled = (seconds: number) => ({
    status: 429,
    code: "throttled",
    title: "Request was throttled.",
    detail: `Request was throttled. Expected available in ${seconds} seconds.`,
  });

  it("per installed app instance: the 6th call in a minute is 429 with Retry-After; RateLimit-* on the others", async () => {
    const tokens = await install(sandbox);
    for (let i = 0; i < 5; i++) {
      const ok = await api(sandbox, "/api/accounts/", { authorization: bearer(tokens.access_token) });
      expect(ok.status).toBe(200);
      expect([ok.headers.get("ratelimit-limit"), ok.headers.get("ratelimit-remaining")]).toEqual(["5", String(4 - i)]);
      sandbox.control.advance(2000);
    }
    const over = await api(sandbox, "/api/accounts/", { authorization: bearer(tokens.access_token) });
    expect(over.status).toBe(429);
    expectApiError(over.json, [throttled(50)]);
    expect(over.headers.get("retry-after")).toBe("50");
    expect(over.headers.get("ratelimit-limit")).toBeNull();
    sandbox.control.advance(50_000);
    expect((await api(sandbox, "/api/accounts/", { authorization: bearer(tokens.access_token) })).status).toBe(200);
  });

  it("app instances are isolated: another app, another account, and private keys have their own quotas", async () => {
    const mine = await install(sandbox);
    const otherApp = await install(
      sandbox,
      { client_id: OTHER_CLIENT_ID },
      { authorization: basic(OTHER_CLIENT_ID, OTHER_CLIENT_SECRET) },
    );
    sandbox.control.setAccount(OTHER_ACCOUNT);
    const otherAccount = await install(sandbox);
    const refreshed = (await refresh(sandbox, mine.refresh_token)).json;
    for (let i = 0; i < 5; i++) await api(sandbox, "/api/accounts/", { authorization: bearer(mine.access_token) });
    // Every access token of the same installation shares its quota.
    expect((await api(sandbox, "/api/accounts/", { authorization: bearer(refreshed.access_token) })).status).toBe(429);
    expect((await api(sandbox, "/api/accounts/", { authorization: bearer(otherApp.access_token) })).status).toBe(200);
    expect((await api(sandbox, "/api/accounts/", { authorization: bearer(otherAccount.access_token) })).status).toBe(
      200,
    );
    expect((await api(sandbox, "/api/accounts/", { authorization: PRIVATE_KEY })).status).toBe(200);
  });

  it("private keys share one quota per account", async () => {
    for (const key of [PRIVATE_KEY, SECOND_PRIVATE_KEY, PRIVATE_KEY])
      expect((await api(sandbox, "/api/accounts/", { authorization: key })).status).toBe(200);
    const over = await api(sandbox, "/api/accounts/", { authorization: SECOND_PRIVATE_KEY });
    expect(over.status).toBe(429);
    expectApiError(over.json, [throttled(60)]);
    expect((await api(sandbox, "/api/accounts/", { authorization: OTHER_PRIVATE_KEY })).status).toBe(200);
  });

  it("public keys have a quota per account", async () => {
    const body = { data: { type: "subscription", attributes: {} } };
    for (let i = 0; i < 3; i++)
      expect((await api(sandbox, `/client/subscriptions/?company_id=${PUBLIC_KEY}`, { json: body })).status).toBe(200);
    const over = await api(sandbox, `/client/subscriptions/?company_id=${PUBLIC_KEY}`, { json: body });
    expect([over.status, over.headers.get("retry-after")]).toEqual([429, "60"]);
    expect((await api(sandbox, `/client/subscriptions/?company_id=${OTHER_PUBLIC_KEY}`, { json: body })).status).toBe(
      200,
    );
  });

  it("rejected calls do not count", async () => {
    for (let i = 0; i < 10; i++) await api(sandbox, "/api/accounts/", { authorization: "Bearer nope" });
    expect((await api(sandbox, "/api/accounts/", { authorization: PRIVATE_KEY })).status).toBe(200);
  });
});
