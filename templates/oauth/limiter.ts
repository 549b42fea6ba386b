/**
 * The local gate in front of every refresh call, per refresh token (service document, "Limits": 10 refresh calls per
 * minute per refresh token, more give 429; revforge's docs/safety.md, O8, O10). It says how long a refresh must wait:
 *
 * - `rate_limited`: 10 calls were sent in the last 60 s (a sliding window, so the 11th is never sent), or the token
 *   endpoint answered 429 (blocked for its `Retry-After`, or 60 s without one: the documented "retry after 1 minute").
 * - `backing_off`: the last call failed (5xx, timeout, network, the wrong host); the next one waits 1 s, 2 s, 4 s ...
 *   up to 60 s, so a struggling endpoint is not hammered by every API call. A success resets it.
 *
 * Clock jumps: times in the future (the clock went back) are clamped to now, and a block never lasts longer than it
 * was set for, so a backward jump cannot lock an installation out for hours; a forward jump only frees it early.
 * State is per process; two processes sharing a store may together exceed the limit, which the server's 429 (handled
 * the same way, keeping the tokens) then covers.
 *
 * This file is copied into generated/client/oauth/.
 */

export const REFRESH_LIMIT = 10;
export const REFRESH_WINDOW_MS = 60_000;
const MAX_BACKOFF_MS = 60_000;
const MAX_KEYS = 10_000;

export interface GateBlock {
  kind: "rate_limited" | "backing_off";
  waitMs: number;
}

interface Entry {
  calls: number[];
  blockedUntil: number;
  blockedFor: number;
  blockKind: GateBlock["kind"];
  failures: number;
}

export class RefreshGate {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** The wait before a refresh with `key` may be sent, or undefined when it may be sent now. */
  check(key: string): GateBlock | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    const now = this.#tidy(entry);
    if (entry.blockedUntil > now) return { kind: entry.blockKind, waitMs: entry.blockedUntil - now };
    if (entry.calls.length >= REFRESH_LIMIT) {
      return { kind: "rate_limited", waitMs: Math.max(1, entry.calls[0]! + REFRESH_WINDOW_MS - now) };
    }
    return undefined;
  }

  /** A refresh call with `key` is being sent. */
  sent(key: string): void {
    const entry = this.#entry(key);
    const now = this.#tidy(entry); // before reading entry.calls: #tidy replaces the array
    entry.calls.push(now);
  }

  /** The endpoint answered 429; returns the wait. */
  rateLimited(key: string, retryAfterMs: number | undefined): number {
    const waitMs = retryAfterMs !== undefined && retryAfterMs > 0 ? retryAfterMs : REFRESH_WINDOW_MS;
    this.#block(key, "rate_limited", waitMs);
    return waitMs;
  }

  /** The call failed; returns the backoff before the next one (at least the server's `Retry-After`). */
  failed(key: string, retryAfterMs: number | undefined): number {
    const entry = this.#entry(key);
    entry.failures++;
    const waitMs = Math.max(Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (entry.failures - 1)), retryAfterMs ?? 0);
    this.#block(key, "backing_off", waitMs);
    return waitMs;
  }

  succeeded(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    entry.failures = 0;
    entry.blockedUntil = 0;
  }

  /** Forgets `key` (the installation was uninstalled). */
  forget(key: string): void {
    this.#entries.delete(key);
  }

  #block(key: string, kind: GateBlock["kind"], waitMs: number): void {
    const entry = this.#entry(key);
    const now = this.#now();
    // A longer block already in force wins (a backoff cannot shorten a 429 window).
    if (entry.blockedUntil - now >= waitMs) return;
    entry.blockedUntil = now + waitMs;
    entry.blockedFor = waitMs;
    entry.blockKind = kind;
  }

  #entry(key: string): Entry {
    let entry = this.#entries.get(key);
    if (entry === undefined) {
      if (this.#entries.size >= MAX_KEYS) this.#prune();
      entry = { calls: [], blockedUntil: 0, blockedFor: 0, blockKind: "rate_limited", failures: 0 };
      this.#entries.set(key, entry);
    }
    return entry;
  }

  /** Drops calls out of the window and clamps what a backward clock jump put in the future; returns now. */
  #tidy(entry: Entry): number {
    const now = this.#now();
    entry.calls = entry.calls.map((t) => Math.min(t, now)).filter((t) => t > now - REFRESH_WINDOW_MS);
    if (entry.blockedUntil > now + entry.blockedFor) entry.blockedUntil = now + entry.blockedFor;
    return now;
  }

  #prune(): void {
    for (const [key, entry] of this.#entries) {
      const now = this.#tidy(entry);
      if (entry.calls.length === 0 && entry.blockedUntil <= now && entry.failures === 0) this.#entries.delete(key);
    }
  }
}
