/**
 * The refresh gate on its own (limiter.ts): the sliding window of 10 calls per 60 s, 429 blocks with and without
 * Retry-After, the failure backoff and its reset, and clock jumps in both directions (a backward jump never blocks
 * longer than the block was set for). Also the in-memory state store's expiry, single use and bound.
 */
import { describe, expect, it } from "vitest";
import { RefreshGate } from "../../templates/oauth/limiter.js";
import { MemoryStateStore, type PendingAuthorization } from "../../templates/oauth/index.js";

function gate(start = 1_000_000) {
  const clock = { t: start };
  return { clock, gate: new RefreshGate(() => clock.t) };
}

describe("RefreshGate", () => {
  it("lets 10 calls through in a minute and blocks the 11th until the oldest leaves the window", () => {
    const { clock, gate: g } = gate();
    for (let i = 0; i < 10; i++) {
      expect(g.check("k")).toBeUndefined();
      g.sent("k");
      clock.t += 2_000;
    }
    expect(g.check("k")).toEqual({ kind: "rate_limited", waitMs: 40_000 });
    expect(g.check("other")).toBeUndefined();
    clock.t += 40_000;
    expect(g.check("k")).toBeUndefined();
  });

  it.each([
    [30_000, 30_000],
    [undefined, 60_000],
    [0, 60_000],
  ])("blocks a 429 with Retry-After %s ms for %s ms", (retryAfter, want) => {
    const { clock, gate: g } = gate();
    expect(g.rateLimited("k", retryAfter)).toBe(want);
    expect(g.check("k")).toEqual({ kind: "rate_limited", waitMs: want });
    clock.t += want;
    expect(g.check("k")).toBeUndefined();
  });

  it("backs off 1, 2, 4 ... 60 s after failures, at least Retry-After, and resets on success", () => {
    const { gate: g } = gate();
    const waits = Array.from({ length: 8 }, () => g.failed("k", undefined));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    g.succeeded("k");
    expect(g.check("k")).toBeUndefined();
    expect(g.failed("k", 5_000)).toBe(5_000);
    expect(g.check("k")).toEqual({ kind: "backing_off", waitMs: 5_000 });
  });

  it("a backoff does not shorten a longer 429 window", () => {
    const { gate: g } = gate();
    g.rateLimited("k", 60_000);
    g.failed("k", undefined);
    expect(g.check("k")).toEqual({ kind: "rate_limited", waitMs: 60_000 });
  });

  it("survives clock jumps: backward never blocks longer than set, forward frees early", () => {
    const { clock, gate: g } = gate();
    for (let i = 0; i < 10; i++) g.sent("k");
    g.rateLimited("k", 30_000);
    clock.t -= 3_600_000;
    expect(g.check("k")!.waitMs).toBeLessThanOrEqual(30_000);
    clock.t += 3_600_000 + 3_600_000;
    expect(g.check("k")).toBeUndefined();
  });
});

describe("MemoryStateStore", () => {
  const entry = (expiresAt: number): PendingAuthorization => ({
    installationId: "a",
    codeVerifier: "v".repeat(43),
    redirectUri: "https://x.example/cb",
    scope: "accounts:read",
    createdAt: 0,
    expiresAt,
  });

  it("returns an entry once, and never after it expires", async () => {
    let t = 0;
    const store = new MemoryStateStore({ now: () => t });
    await store.put("s1", entry(100));
    await store.put("s2", entry(100));
    expect(await store.take("s1")).toMatchObject({ installationId: "a" });
    expect(await store.take("s1")).toBeUndefined();
    t = 100;
    expect(await store.take("s2")).toBeUndefined();
  });

  it("stays bounded, dropping expired entries first, then the oldest", async () => {
    let t = 0;
    const store = new MemoryStateStore({ now: () => t, maxEntries: 3 });
    await store.put("old", entry(10));
    await store.put("a", entry(1_000));
    await store.put("b", entry(1_000));
    t = 20;
    await store.put("c", entry(1_000)); // drops the expired "old"
    await store.put("d", entry(1_000)); // full of live ones: drops the oldest, "a"
    expect(await store.take("a")).toBeUndefined();
    for (const s of ["b", "c", "d"]) expect(await store.take(s)).toBeDefined();
  });
});
