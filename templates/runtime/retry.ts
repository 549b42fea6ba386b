/**
 * The retry policy (revforge's docs/safety.md, T1 to T4, after RFC 9110 §9.2.2 idempotent methods and §10.2.3
 * Retry-After):
 *
 * - 429 is retried for any method: the request was not processed.
 * - A failure to connect (ECONNREFUSED, DNS failures, unreachable network, connect timeout) is retried for any method:
 *   nothing was sent.
 * - A reset, a socket closed mid-response, a per-attempt timeout, and 502/503/504/524 are retried only for idempotent
 *   methods (GET, HEAD, OPTIONS, PUT, DELETE) or when the descriptor marks the operation idempotent.
 * - Nothing else: never 400/401/403/404/409/422, nor 500 (a server bug that a replay would repeat).
 * - Request bodies are strings (JSON or form text), FormData, Blobs or bytes (encode.ts), which fetch sends anew on
 *   every attempt. A streamed body would not be replayable and must never be retried; the runtime does not accept one.
 *
 * Delay: full jitter, `random() * min(maxDelayMs, baseDelayMs * 2^retry)` with base 500 ms and cap 20 s; `Retry-After`
 * (seconds or an HTTP-date) is a floor; negative or unreadable values are ignored (T3); a value above `maxRetryAfterMs`
 * (60 s) is not waited out. `maxAttempts` counts attempts (3 = one try and two retries).
 *
 * Not here: the 401 refresh-and-replay (send.ts, through `auth.onUnauthorized`, outside the attempt count) and a
 * shared retry budget across calls.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import type { OperationDescriptor } from "./operation.js";

export interface RetryOptions {
  /** Total attempts, the first included. Default 3. 1 disables retries (as does `retry: false`). */
  maxAttempts?: number;
  /** Base of the exponential backoff, in ms. Default 500. */
  baseDelayMs?: number;
  /** Cap of one backoff delay before jitter, in ms. Default 20 000. */
  maxDelayMs?: number;
  /** A `Retry-After` above this (ms) is not waited out: 429 → RateLimitError, 5xx → the error result. Default 60 000. */
  maxRetryAfterMs?: number;
}

export type RetryPolicy = Required<RetryOptions>;

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 500,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 60_000,
};

/** Fills `options` from `base` (the defaults, or the client's policy for a per-call override); invalid values ignored. */
export function resolveRetry(
  options: RetryOptions | false | undefined,
  base: RetryPolicy = DEFAULT_RETRY,
): RetryPolicy {
  if (options === false) return { ...base, maxAttempts: 1 };
  const policy = { ...base };
  for (const key of Object.keys(DEFAULT_RETRY) as (keyof RetryPolicy)[]) {
    const value = options?.[key];
    if (value !== undefined && Number.isFinite(value) && value >= 0) policy[key] = value;
  }
  policy.maxAttempts = Math.max(1, Math.floor(policy.maxAttempts));
  return policy;
}

/** RFC 9110 §9.2.2: the safe methods (GET, HEAD, OPTIONS), PUT and DELETE. */
const IDEMPOTENT = ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"];

export function isIdempotent(op: OperationDescriptor): boolean {
  return op.idempotent === true || IDEMPOTENT.includes(op.method);
}

/** The gateway statuses retried for an idempotent operation. */
const GATEWAY = [502, 503, 504, 524];

export function retryableStatus(status: number, idempotent: boolean): boolean {
  return status === 429 || (idempotent && GATEWAY.includes(status));
}

/** Codes meaning the connection was never established, so no byte of the request reached the server. */
const NOT_SENT = ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ENETUNREACH", "EHOSTUNREACH", "UND_ERR_CONNECT_TIMEOUT"];

export function retryableNetwork(code: string | undefined, idempotent: boolean): boolean {
  return idempotent || (code !== undefined && NOT_SENT.includes(code));
}

/**
 * The platform's error code of a fetch failure: Node puts it on `error.cause.code` (sometimes one level deeper, or
 * on the first of an AggregateError's errors when every address of a host failed). Edge runtimes give none.
 */
export function networkCode(error: unknown): string | undefined {
  type Failure = { code?: unknown; errors?: unknown; cause?: unknown } | null | undefined;
  let current = error as Failure;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const first = Array.isArray(current.errors) ? (current.errors[0] as Failure) : undefined;
    const code = typeof current.code === "string" && current.code !== "" ? current.code : first?.code;
    if (typeof code === "string") return code;
    current = current.cause as Failure;
  }
  return undefined;
}

/** Full jitter for the retry number `retry` (0 for the first retry), in whole milliseconds. */
export function backoff(retry: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  // Clamped to [0, 1]; NaN becomes 0.
  return Math.floor((Math.min(Math.max(random(), 0), 1) || 0) * ceiling);
}

/**
 * `Retry-After` in milliseconds: delay-seconds (digits only) or an HTTP-date (a date in the past gives 0); the field
 * sent twice, the longer wait. Anything else (negative, decimal, "abc", empty) gives undefined, meaning "no floor".
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim() ?? "";
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Only something shaped like a date (a weekday or month name and a year) goes to Date.parse, which would otherwise
  // read "1" or "-1" as years. An HTTP-date is GMT (RFC 9110 §5.6.7) though asctime's form does not say so, which
  // Date.parse would read as the machine's local time: hours off the server's ask.
  const date = /GMT/i.test(text) ? text : `${text} GMT`;
  const at = /[A-Za-z]{3}/.test(text) && /\d{2,4}/.test(text) ? Date.parse(date) : NaN;
  if (Number.isFinite(at)) return Math.max(0, at - now);
  // A Retry-After sent twice arrives joined by fetch's Headers (`7, 7`), split here at the commas that start a value
  // (a date holds one of its own): the longest wait of those read.
  const values = text.split(/,(?=\s*(?:\d+\s*(?:,|$)|[A-Za-z]+,))/);
  if (values.length < 2) return undefined;
  const waits = values.map((v) => parseRetryAfter(v, now)).filter((ms) => ms !== undefined);
  return waits.length > 0 ? Math.max(...waits) : undefined;
}
