/**
 * The 401 hook (auth.onUnauthorized, send.ts): a 401 `authentication_failed` to a request sent with an access token
 * gets one hook call with the refused token and one replay with the provider's next token; a second 401 is returned as
 * it is (docs/safety.md T5, B43: one refresh, one replay, no loop). Nothing else triggers it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, RequestError, TimeoutError, type AuthOptions } from "../../templates/runtime/index.js";
import { createProfile, getProfile, makeClient, PRIVATE_KEY } from "./ops.js";
import { json, startServer, text, type TestServer } from "./server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const failed = json(401, {
  errors: [{ id: "1", status: 401, code: "authentication_failed", title: "Incorrect authentication credentials." }],
});
const notAuthenticated = json(401, {
  errors: [
    { status: 401, code: "not_authenticated", title: "Credentials not provided", source: { pointer: "/data/" } },
  ],
});

function tokenClient(onUnauthorized: (token: string) => boolean | Promise<boolean>) {
  let current = "token-1";
  const accessToken = vi.fn(() => current);
  const hook = vi.fn(async (rejected: string) => {
    const answer = await onUnauthorized(rejected);
    current = "token-2";
    return answer;
  });
  const events: number[] = [];
  const client = makeClient(server.url, {
    auth: { accessToken, onUnauthorized: hook },
    onRequest: (e) => events.push(e.attempt),
  });
  return { client, accessToken, hook, events };
}

const sent = (from: number) => server.requests.slice(from).map((r) => r.headers.authorization);

describe("auth.onUnauthorized", () => {
  it("refreshes once and replays once with the new token", async () => {
    server.reply(failed, json(200, { data: { id: "1" } }));
    const { client, hook, events } = tokenClient(() => true);
    const before = server.requests.length;
    const result = await client.request(getProfile, { path: { id: "1" } });
    expect(result.error).toBeUndefined();
    expect(hook).toHaveBeenCalledTimes(1);
    expect(hook).toHaveBeenCalledWith("token-1");
    expect(sent(before)).toEqual(["Bearer token-1", "Bearer token-2"]);
    expect(events).toEqual([1, 2]);
  });

  it("replays a POST too (the 401 means nothing was processed) and keeps the body", async () => {
    server.reply(failed, json(201, { data: { id: "1" } }));
    const { client } = tokenClient(() => true);
    const before = server.requests.length;
    await client.request(createProfile, { body: { data: { type: "profile" } } });
    const bodies = server.requests.slice(before).map((r) => r.body);
    expect(bodies).toEqual([bodies[0], bodies[0]]);
  });

  it("returns the second 401 as it is: one refresh, one replay, no loop (B43)", async () => {
    server.reply(failed, failed, json(200, { data: {} }));
    const { client, hook } = tokenClient(() => true);
    const before = server.requests.length;
    const result = await client.request(getProfile, { path: { id: "1" } });
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error?.status).toBe(401);
    expect(hook).toHaveBeenCalledTimes(1);
    expect(server.requests.length - before).toBe(2);
    server.reset();
  });

  it.each([
    ["the hook says no fresh token", failed, false],
    ["401 not_authenticated (a malformed header; a refresh cannot help)", notAuthenticated, true],
    ["a 403", json(403, { errors: [{ code: "permission_denied" }] }), true],
    ["a 401 without a body", text(401, "text/plain", ""), true],
  ])("does not replay when %s", async (_name, reply, answer) => {
    server.reply(reply);
    const { client, hook } = tokenClient(() => answer);
    const before = server.requests.length;
    const result = await client.request(getProfile, { path: { id: "1" } });
    expect(result.error).toBeInstanceOf(ApiError);
    expect(server.requests.length - before).toBe(1);
    expect(hook.mock.calls.length).toBe(reply === failed ? 1 : 0);
  });

  it("throws what the hook throws, without replaying", async () => {
    server.reply(failed);
    const { client } = tokenClient(() => {
      throw new Error("installation uninstalled");
    });
    const before = server.requests.length;
    await expect(client.request(getProfile, { path: { id: "1" } })).rejects.toThrow("installation uninstalled");
    expect(server.requests.length - before).toBe(1);
  });

  it("is not called for a private key", async () => {
    server.reply(failed);
    const hook = vi.fn(() => true);
    const client = makeClient(server.url, { auth: { privateKey: PRIVATE_KEY } });
    const result = await client.request(getProfile, { path: { id: "1" } });
    expect(result.error?.status).toBe(401);
    expect(hook).not.toHaveBeenCalled();
  });

  it("replays even with retries disabled, and the replay is not retried past the policy", async () => {
    server.reply(failed, text(503, "text/plain", "busy"));
    const { client, hook } = tokenClient(() => true);
    const before = server.requests.length;
    const result = await client.request(getProfile, { path: { id: "1" } }, { retry: false });
    expect(hook).toHaveBeenCalledTimes(1);
    expect(result.error?.status).toBe(503);
    expect(server.requests.length - before).toBe(2);
  });

  it("the replay is outside the attempt count: the policy's retries all follow it", async () => {
    const busy = text(503, "text/plain", "busy");
    server.reply(failed, busy, busy, busy);
    const { client, hook, events } = tokenClient(() => true);
    const before = server.requests.length;
    const result = await client.request(getProfile, { path: { id: "1" } });
    expect(hook).toHaveBeenCalledTimes(1);
    expect(result.error?.status).toBe(503);
    // The 401, its replay, then the two retries of maxAttempts 3 (the default).
    expect(sent(before)).toEqual(["Bearer token-1", "Bearer token-2", "Bearer token-2", "Bearer token-2"]);
    expect(events).toEqual([1, 2, 3, 4]);
  });

  const badAuth: [string, AuthOptions][] = [
    ["a non-function hook", { accessToken: () => "t", onUnauthorized: true as unknown as () => boolean }],
    ["a hook without an access-token provider", { privateKey: PRIVATE_KEY, onUnauthorized: () => true }],
  ];
  it.each(badAuth)("rejects %s at creation", (_name, auth) => {
    expect(() => makeClient(server.url, { auth })).toThrow(RequestError);
  });
});

/**
 * The wait for a token is a wait of the call: an OAuth refresher may hold the provider or the hook for up to a minute
 * (a rate-limited refresh), and the caller's signal and deadline must end the call all the same (R10).
 */
describe("waiting for a token", () => {
  const never = () => new Promise<never>(() => {});

  it("the caller's abort ends a call whose access-token provider has not answered; nothing is sent", async () => {
    const client = makeClient(server.url, { auth: { accessToken: never } });
    const controller = new AbortController();
    const reason = new Error("caller gave up");
    const before = server.requests.length;
    setTimeout(() => controller.abort(reason), 20);
    await expect(client.request(getProfile, { path: { id: "1" } }, { signal: controller.signal })).rejects.toBe(reason);
    expect(server.requests.length).toBe(before);
  });

  it("the deadline ends it too, as a TimeoutError of kind deadline", async () => {
    const client = makeClient(server.url, { auth: { accessToken: never }, deadlineMs: 30 });
    const error = await client.request(getProfile, { path: { id: "1" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).kind).toBe("deadline");
  });

  it("and so does the caller's abort while the 401 hook refreshes", async () => {
    server.reply(failed);
    const client = makeClient(server.url, { auth: { accessToken: () => "token-1", onUnauthorized: never } });
    const controller = new AbortController();
    const reason = new Error("caller gave up");
    const before = server.requests.length;
    setTimeout(() => controller.abort(reason), 50);
    await expect(client.request(getProfile, { path: { id: "1" } }, { signal: controller.signal })).rejects.toBe(reason);
    expect(server.requests.length - before).toBe(1);
  });
});
