/**
 * The sandbox's time. Everything that expires in the sandbox (authorization codes, access tokens, the refresh-token
 * window, the 90-day inactivity, API rate-limit windows) reads `now()` from here and nothing else, and nothing is
 * scheduled with timers: expiry is computed when a request arrives. So a test moves time with `advance(ms)` (or by
 * injecting its own `Clock`) and the next request sees the new time at once.
 */

/** A source of the current time in epoch milliseconds. Inject one through `startSandbox({ clock })`. */
export interface Clock {
  now(): number;
}

/** A clock that stands still until told otherwise: `advance(ms)` or `set(epochMs)`. */
export class ManualClock implements Clock {
  #now: number;

  constructor(startEpochMs: number = Date.UTC(2024, 5, 1, 12, 0, 0)) {
    this.#now = startEpochMs;
  }

  now(): number {
    return this.#now;
  }

  advance(ms: number): void {
    assertFiniteNonNegative(ms);
    this.#now += ms;
  }

  set(epochMs: number): void {
    if (!Number.isFinite(epochMs)) throw new RangeError(`not a time: ${epochMs}`);
    this.#now = epochMs;
  }
}

/**
 * The clock the sandbox runs on: the injected (or the system) clock plus an offset that `control.advance(ms)` grows.
 * Time never goes backwards through the control API; a test that wants that injects a ManualClock and sets it.
 */
export class SandboxClock implements Clock {
  #offset = 0;

  constructor(private readonly base: Clock = { now: () => Date.now() }) {}

  now(): number {
    return this.base.now() + this.#offset;
  }

  advance(ms: number): void {
    assertFiniteNonNegative(ms);
    this.#offset += ms;
  }

  reset(): void {
    this.#offset = 0;
  }
}

function assertFiniteNonNegative(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0)
    throw new RangeError(`advance() needs a finite, non-negative number of ms, got ${ms}`);
}
