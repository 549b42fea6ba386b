/**
 * The retry policy (docs/safety.md T; B39 to B41) against a scripted server, driven by vitest fake timers.
 * `sleep` is the runtime's own setTimeout-based one, wrapped to record each requested delay; the test advances the
 * fake clock by exactly that delay, and the server stamps each request with the (fake) `Date.now()`, so attempt counts,
 * delays and the gaps between requests are all asserted exactly. `random` is fixed, so jitter is known.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  NetworkError,
  RateLimitError,
  type Result,
  type RuntimeClientOptions,
} from "../../templates/runtime/index.js";
import type { OperationDescriptor } from "../../templates/runtime/operation.js";
import { backoff, DEFAULT_RETRY, parseRetryAfter } from "../../templates/runtime/retry.js";
import { sleep } from "../../templates/runtime/signal.js";
import { createProfile, getProfile, idempotentPost, makeClient } from "./ops.js";
import { json, raw, startServer, text, type Reply, type TestServer } from "./server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

const NOW = Date.UTC(2024, 0, 1, 0, 0, 0);
const ok = json(200, { data: { id: "1" } });
const tooMany = (retryAfter?: string): Reply =>
  json(
    429,
    { errors: [{ status: 429, code: "throttled", title: "Request was throttled." }] },
    retryAfter === undefined ? {} : { "retry-after": retryAfter },
  );
const unavailable = (status = 503): Reply => text(status, "text/plain", "unavailable");

/** Runs one call with fake timers: advances the clock by each delay the client asks for, until the call settles. */
async function run<T>(
  op: OperationDescriptor,
  replies: Reply[],
  overrides: Partial<RuntimeClientOptions> = {},
  baseUrl = server.url,
): Promise<{ outcome: Result<T> | unknown; delays: number[]; gaps: number[]; attempts: number }> {
  server.reply(...replies);
  const before = server.requests.length;
  const delays: number[] = [];
  let attempts = 0;
  const client = makeClient(baseUrl, {
    random: () => 0.5,
    now: () => NOW,
    sleep: (ms, signal) => {
      delays.push(ms);
      return sleep(ms, signal);
    },
    onRequest: () => attempts++,
    ...overrides,
  });
  const args = op.body === undefined ? { path: { id: "1" } } : { body: { data: {} } };
  let settled = false;
  const promise = client.request<T>(op, args).then(
    (r) => r as Result<T> | unknown,
    (e: unknown) => e,
  );
  void promise.finally(() => (settled = true));
  let advanced = 0;
  const startedAt = performance.now();
  while (!settled) {
    if (performance.now() - startedAt > 5_000) throw new Error("the call did not settle");
    if (delays.length > advanced) await vi.advanceTimersByTimeAsync(delays[advanced++]!);
    else await new Promise((resolve) => setImmediate(resolve));
  }
  const times = server.requests.slice(before).map((r) => r.at);
  return { outcome: await promise, delays, gaps: times.slice(1).map((t, i) => t - times[i]!), attempts };
}

describe("Retry-After on 429 (B39)", () => {
  it.each([
    ["7 seconds: waits exactly 7 s", "7", 7_000],
    ["0: no floor, the jitter applies", "0", 250],
    ["-1: ignored", "-1", 250],
    ["abc: ignored", "abc", 250],
    ["an HTTP-date 10 s ahead", "Mon, 01 Jan 2024 00:00:10 GMT", 10_000],
    ["an HTTP-date in the past: no floor", "Sun, 31 Dec 2023 23:00:00 GMT", 250],
  ])("%s", async (_name, retryAfter, want) => {
    const { outcome, delays, gaps, attempts } = await run(getProfile, [tooMany(retryAfter), ok]);
    expect((outcome as Result<unknown>).status).toBe(200);
    expect(attempts).toBe(2);
    expect(delays).toEqual([want]);
    expect(gaps).toEqual([want]);
  });

  it("86400 s: RateLimitError at once, no wait", async () => {
    const { outcome, delays, attempts } = await run(getProfile, [tooMany("86400")]);
    expect(outcome).toBeInstanceOf(RateLimitError);
    expect(outcome).toMatchObject({ code: "rate_limited", retryAfterMs: 86_400_000, attempts: 1, status: 429 });
    expect((outcome as RateLimitError).errors[0]).toMatchObject({ code: "throttled", status: 429 });
    expect(delays).toEqual([]);
    expect(attempts).toBe(1);
  });

  it("retries 429 on a POST too, and raises RateLimitError when the attempts run out", async () => {
    const { outcome, delays, attempts } = await run(createProfile, [tooMany("1"), tooMany("1"), tooMany("1")]);
    expect(outcome).toBeInstanceOf(RateLimitError);
    expect(outcome).toMatchObject({ retryAfterMs: 1_000, attempts: 3 });
    expect(delays).toEqual([1_000, 1_000]);
    expect(attempts).toBe(3);
  });

  it("gives up early when the wait would pass the deadline", async () => {
    const { outcome, attempts } = await run(getProfile, [tooMany("30")], { deadlineMs: 10_000 });
    expect(outcome).toBeInstanceOf(RateLimitError);
    expect(outcome).toMatchObject({ retryAfterMs: 30_000, attempts: 1 });
    // The deadline, not the attempts (3 by default), is why it stopped: the message says so.
    expect((outcome as Error).message).toMatch(
      /: HTTP 429 rate limited; waiting 30000 ms would pass the overall deadline of 10000 ms$/,
    );
    expect(attempts).toBe(1);
  });

  it("honours a custom maxRetryAfterMs", async () => {
    const { outcome } = await run(getProfile, [tooMany("5")], { retry: { maxRetryAfterMs: 1_000 } });
    expect(outcome).toMatchObject({ retryAfterMs: 5_000, attempts: 1 });
  });
});

describe("status codes and methods (B40)", () => {
  it("503, 503, 200 on GET: three attempts with backoff 250 then 500", async () => {
    const { outcome, delays, gaps, attempts } = await run(getProfile, [unavailable(), unavailable(), ok]);
    expect((outcome as Result<unknown>).data).toEqual({ data: { id: "1" } });
    expect(attempts).toBe(3);
    expect(delays).toEqual([250, 500]);
    expect(gaps).toEqual([250, 500]);
  });

  it.each([[502], [503], [504], [524]])("%i on GET is retried up to maxAttempts, then returned", async (status) => {
    const { outcome, attempts } = await run(getProfile, [
      unavailable(status),
      unavailable(status),
      unavailable(status),
    ]);
    expect(attempts).toBe(3);
    const result = outcome as Result<unknown>;
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.status).toBe(status);
  });

  // A spec's HEAD and OPTIONS operations are emitted with those methods (emit/descriptor.ts), safe hence idempotent
  // (RFC 9110 §9.2.2): a HEAD on an object store's key is retried as a GET is.
  it.each([["HEAD"], ["OPTIONS"]])("503, 200 on %s: retried as on GET", async (method) => {
    const op = { ...getProfile, id: "probe_profile", method, emptyOk: true } as OperationDescriptor;
    const { outcome, attempts, delays } = await run(op, [unavailable(), text(200, "text/plain", "")]);
    expect(attempts).toBe(2);
    expect(delays).toEqual([250]);
    expect((outcome as Result<unknown>).status).toBe(200);
  });

  it("503 on POST: one attempt, the error is returned", async () => {
    const { outcome, attempts, delays } = await run(createProfile, [unavailable()]);
    expect(attempts).toBe(1);
    expect(delays).toEqual([]);
    expect((outcome as Result<unknown>).error?.status).toBe(503);
  });

  it("503 on a POST the spec marks idempotent is retried", async () => {
    const { attempts } = await run(idempotentPost, [unavailable(), ok]);
    expect(attempts).toBe(2);
  });

  it.each([[500], [400], [401], [403], [404], [409], [422]])("%i is never retried", async (status) => {
    const { outcome, attempts } = await run(getProfile, [json(status, { errors: [{ status, code: "x" }] })]);
    expect(attempts).toBe(1);
    expect((outcome as Result<unknown>).error?.status).toBe(status);
  });

  it("a 503 whose Retry-After is above the cap is returned without waiting", async () => {
    const { outcome, attempts } = await run(getProfile, [text(503, "text/plain", "x", { "retry-after": "120" })]);
    expect(attempts).toBe(1);
    expect((outcome as Result<unknown>).status).toBe(503);
  });

  it("retry: false makes one attempt", async () => {
    const { attempts } = await run(getProfile, [unavailable()], { retry: false });
    expect(attempts).toBe(1);
  });
});

describe("a response converter that throws", () => {
  // An upgraded client (upgrade-hook.ts) converts each success body back to the caller's revision with the shims'
  // converters; one that meets a body it did not expect throws a TypeError. That is no network failure: it was
  // reported as a NetworkError ("network error (Cannot read properties...)") and the GET sent again, three times.
  it("throws its own error after one request: no NetworkError, no retry", async () => {
    const bug = new TypeError("Cannot read properties of null (reading 'attributes')");
    const backward = () => {
      throw bug;
    };
    const { outcome, attempts, delays } = await run(getProfile, [ok, ok, ok], { backward });
    expect(outcome).toBe(bug);
    expect(attempts).toBe(1);
    expect(delays).toEqual([]);
  });
});

describe("per-call retry options", () => {
  it("merge over the client's policy, and false makes one attempt", async () => {
    const delays: number[] = [];
    const client = makeClient(server.url, {
      retry: { maxAttempts: 4 },
      random: () => 1,
      sleep: async (ms) => void delays.push(ms),
    });
    server.reply(unavailable(), unavailable(), unavailable(), unavailable());
    const before = server.requests.length;
    await client.request(getProfile, { path: { id: "1" } }, { retry: { baseDelayMs: 100 } });
    expect(server.requests.length - before).toBe(4);
    expect(delays).toEqual([100, 200, 400]);
    server.reset();
    server.reply(unavailable());
    await client.request(getProfile, { path: { id: "1" } }, { retry: false });
    expect(server.requests.length - before).toBe(5);
  });

  it.each([[0], [-1], [Number.NaN], [Number.POSITIVE_INFINITY]])("refuses timeoutMs %s", async (timeoutMs) => {
    await expect(makeClient(server.url).request(getProfile, { path: { id: "1" } }, { timeoutMs })).rejects.toThrow(
      /timeoutMs must be a positive, finite number/,
    );
  });
});

describe("jitter bounds", () => {
  it("full jitter: each delay is ⌊random() × min(cap, 500 × 2^n)⌋; the cap holds at 20 s", async () => {
    const r = 0.999;
    const replies = Array.from({ length: 8 }, () => unavailable());
    const { delays, gaps, attempts } = await run(getProfile, replies, { random: () => r, retry: { maxAttempts: 8 } });
    const ceilings = [500, 1_000, 2_000, 4_000, 8_000, 16_000, 20_000];
    expect(attempts).toBe(8);
    expect(delays).toEqual(ceilings.map((c) => Math.floor(r * c)));
    expect(gaps).toEqual(delays);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(499 + 999 + 1_998 + 3_996 + 7_992 + 15_984 + 19_980);
  });

  it("backoff stays within [0, ceiling] for any random value", () => {
    for (const value of [0, 0.25, 0.999999, 1, -1, 2, Number.NaN]) {
      for (let n = 0; n < 10; n++) {
        const delay = backoff(n, DEFAULT_RETRY, () => value);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(Math.min(20_000, 500 * 2 ** n));
      }
    }
  });

  it.each([
    ["7", 7_000],
    [" 12 ", 12_000],
    ["0", 0],
    ["-1", undefined],
    ["1.5", undefined],
    ["abc", undefined],
    ["", undefined],
    ["Mon, 01 Jan 2024 00:01:00 GMT", 60_000],
    ["Monday, 01-Jan-24 00:01:00 GMT", 60_000],
    ["Mon Jan  1 00:01:00 2024", 60_000],
    // A Retry-After sent twice (a proxy adding its own) arrives joined by fetch's Headers: the longest wait is kept,
    // where the joined text was unreadable and the retry came at once, against the server's ask.
    ["7, 7", 7_000],
    ["7, 30", 30_000],
    ["Mon, 01 Jan 2024 00:01:00 GMT, Mon, 01 Jan 2024 00:02:00 GMT", 120_000],
    ["abc, 5", 5_000],
    ["-1, abc", undefined],
  ])("parseRetryAfter(%j) = %s ms", (value, want) => {
    expect(parseRetryAfter(value, NOW)).toBe(want);
  });

  it("reads an asctime date as GMT whatever the machine's time zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = "America/New_York";
    try {
      expect(parseRetryAfter("Mon Jan  1 00:01:00 2024", NOW)).toBe(60_000);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe("network failures (B33, B41)", () => {
  it("ECONNREFUSED is retried even on POST, then NetworkError", async () => {
    const closed = await startServer();
    const url = closed.url;
    await closed.close();
    const { outcome, attempts, delays } = await run(createProfile, [], {}, url);
    expect(outcome).toBeInstanceOf(NetworkError);
    expect((outcome as NetworkError).causeCode).toBe("ECONNREFUSED");
    expect(attempts).toBe(3);
    expect(delays).toEqual([250, 500]);
  });

  const cutShort = raw('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"data":');
  it("a body cut short before its Content-Length on GET: NetworkError, retried", async () => {
    const { outcome, attempts } = await run(getProfile, [cutShort, ok]);
    expect((outcome as Result<unknown>).status).toBe(200);
    expect(attempts).toBe(2);
  });

  it("the same on POST: NetworkError, not retried", async () => {
    const { outcome, attempts } = await run(createProfile, [cutShort]);
    expect(outcome).toBeInstanceOf(NetworkError);
    expect((outcome as NetworkError).causeCode).toBe("UND_ERR_SOCKET");
    expect(attempts).toBe(1);
  });
});

describe("aborts", () => {
  it("a caller abort during the wait rethrows the caller's reason without another attempt", async () => {
    const controller = new AbortController();
    const reason = new Error("caller gave up");
    server.reply(unavailable(), ok);
    const before = server.requests.length;
    const client = makeClient(server.url, {
      random: () => 0.5,
      sleep: (ms, signal) => {
        controller.abort(reason);
        return sleep(ms, signal);
      },
    });
    await expect(client.request(getProfile, { path: { id: "1" } }, { signal: controller.signal })).rejects.toBe(reason);
    expect(server.requests.length - before).toBe(1);
  });
});
