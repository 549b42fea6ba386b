/**
 * A sliding-window counter per key: at most `limit` accepted events in any `windowMs`. Used for the refresh-token
 * limit ("10 per minute per refresh token") and the API quotas. Rejected attempts are not counted, so a client that
 * keeps retrying during a block is let in as soon as the window has room ("no new access token until the window
 * passes"), and `retryAfterMs` says exactly when that is.
 */

export type Take =
  { ok: true; limit: number; remaining: number; resetMs: number } | { ok: false; limit: number; retryAfterMs: number };

export class SlidingWindow {
  readonly #events = new Map<string, number[]>();

  take(key: string, now: number, limit: number, windowMs: number): Take {
    const recent = (this.#events.get(key) ?? []).filter((t) => t > now - windowMs && t <= now);
    if (recent.length >= limit) {
      this.#events.set(key, recent);
      return { ok: false, limit, retryAfterMs: recent[0]! + windowMs - now };
    }
    recent.push(now);
    this.#events.set(key, recent);
    return { ok: true, limit, remaining: limit - recent.length, resetMs: recent[0]! + windowMs - now };
  }

  clear(): void {
    this.#events.clear();
  }
}

/** Retry-After in whole seconds, never 0 (a 0 would invite an immediate retry that fails again). */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
