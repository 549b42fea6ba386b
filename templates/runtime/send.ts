/**
 * The request core: one call, all its attempts. Every generated operation, and the paginators, end up here
 * (design.md principle 12: every operation goes through one core). Per attempt it fetches fresh credentials, builds
 * the headers, reports the attempt to `onRequest`, arms the attempt timeout, fetches with `redirect: "manual"`, and
 * either returns a Result, throws, or waits and tries again according to retry.ts.
 *
 * Which timer fired decides what an abort means: the caller's signal → its own reason is rethrown, never retried;
 * the deadline → TimeoutError("deadline"), never retried; the attempt timeout → TimeoutError("attempt"), retried when
 * the operation is idempotent.
 *
 * A 401 `authentication_failed` to a request sent with an OAuth access token gets one call of `auth.onUnauthorized`
 * and, when it says a fresh token is there, one immediate replay (an extra attempt outside the retry policy). A
 * second 401 is returned as it is (reliability.md item 43).
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { authFor } from "./auth.js";
import type { ClientConfig } from "./client.js";
import { encodeBody } from "./encode.js";
import { NetworkError, RateLimitError, RequestError, RevforgeError, TimeoutError } from "./errors.js";
import { buildHeaders, callerHeaders } from "./headers.js";
import type { CallArgs, CallOptions, OperationDescriptor } from "./operation.js";
import { cancelBody, cutToBytes, oneLine } from "./read-body.js";
import { readErrorItems, redirectError, requestIdOf, toResult, type ResponseContext } from "./response.js";
import type { Result } from "./result.js";
import {
  backoff,
  isIdempotent,
  networkCode,
  parseRetryAfter,
  resolveRetry,
  retryableNetwork,
  retryableStatus,
} from "./retry.js";
import { anySignal, timer, type Timer } from "./signal.js";
import { encodeName } from "./query.js";

/**
 * What one attempt leads to: a result to return (with the access token it was sent with, if any), or a wait before
 * the next attempt (errors are thrown).
 */
type Outcome<T> = { kind: "done"; result: Result<T>; token: string | undefined } | { kind: "wait"; delayMs: number };

/** Sends `op` to `target` (already expanded and origin-checked) with retries. */
export async function send<T>(
  config: ClientConfig,
  op: OperationDescriptor,
  target: URL,
  args: Pick<CallArgs, "headers" | "body">,
  options: CallOptions = {},
): Promise<Result<T>> {
  const perCall = callerHeaders(`${op.id}: headers`, args.headers);
  const { body, contentType } = encodeBody(op, args.body);
  const idempotent = isIdempotent(op);
  const policy = options.retry === undefined ? config.retry : resolveRetry(options.retry, config.retry);
  const timeoutMs = positive(`${op.id}: timeoutMs`, options.timeoutMs) ?? config.timeoutMs;
  const deadlineMs = positive(`${op.id}: deadlineMs`, options.deadlineMs) ?? config.deadlineMs;
  const callers = [config.signal, options.signal];
  const ctx: ResponseContext = { op, maxBytes: config.maxResponseBytes, redactor: config.redactor };
  const where = `${op.id} (${op.method} ${target.origin}${target.pathname})`;
  const started = config.now();
  const deadline = timer(deadlineMs);

  const callerReason = (): { reason: unknown } | undefined => {
    const aborted = callers.find((s) => s?.aborted === true);
    return aborted === undefined ? undefined : { reason: aborted.reason };
  };
  const deadlineError = () =>
    new TimeoutError(`${where}: the overall deadline of ${deadlineMs} ms passed`, "deadline", deadlineMs ?? 0);

  /** Maps anything thrown while fetching or reading the body to the error to raise and whether it may be retried. */
  const classify = (e: unknown, attemptTimer: Timer): { error: unknown; retryable: boolean } => {
    const caller = callerReason();
    if (caller !== undefined) return { error: caller.reason, retryable: false };
    if (deadline.fired()) return { error: deadlineError(), retryable: false };
    if (attemptTimer.fired()) {
      const message = `${where}: no complete response within timeoutMs (${timeoutMs} ms)`;
      return { error: new TimeoutError(message, "attempt", timeoutMs ?? 0), retryable: idempotent };
    }
    if (e instanceof RevforgeError) return { error: e, retryable: false };
    const code = networkCode(e);
    const cause = (e as { cause?: { message?: unknown } } | null)?.cause?.message;
    const detail = typeof cause === "string" ? cause : e instanceof Error ? e.message : "unknown failure";
    const shown = oneLine(cutToBytes(config.redactor.redact(detail), 200));
    const message = config.redactor.redact(`${where} failed: ${code ?? "network error"} (${shown})`);
    return { error: new NetworkError(message, code), retryable: retryableNetwork(code, idempotent) };
  };

  /** The wait before attempt n+1, or undefined when there is none: attempts used up, or the deadline would pass. */
  const nextDelay = (n: number, retryAfterMs: number | undefined): number | undefined => {
    if (n >= policy.maxAttempts) return undefined;
    const delayMs = Math.max(backoff(n - 1, policy, config.random), retryAfterMs ?? 0);
    if (deadlineMs !== undefined && config.now() - started + delayMs >= deadlineMs) return undefined;
    return delayMs;
  };

  const rateLimited = async (response: Response, n: number, retryAfterMs: number | undefined, why: string) => {
    const errors = await readErrorItems(ctx, response);
    return new RateLimitError(config.redactor.redact(`${where}: HTTP 429 rate limited; ${why}`), {
      retryAfterMs,
      errors,
      requestId: requestIdOf(response.headers, config.redactor),
      attempts: n,
    });
  };

  const attempt = async (n: number): Promise<Outcome<T>> => {
    const credentials = await authFor(op, config.auth, config.redactor);
    const url = credentials.companyId === undefined ? target : withParam(target, "company_id", credentials.companyId);
    const headers = buildHeaders({
      defaults: config.headers,
      perCall,
      contentType,
      revision: config.revision,
      authorization: credentials.authorization,
    });
    config.onRequest?.({ operationId: op.id, method: op.method, url: config.redactor.redact(url.href), attempt: n });
    const attemptTimer = timer(timeoutMs);
    const combined = anySignal([...callers, deadline.signal, attemptTimer.signal]);
    const init: RequestInit = { method: op.method, headers, redirect: "manual", signal: combined.signal };
    if (body !== undefined) init.body = body;
    // The timer stays armed until the body has been read or released, whichever path is taken.
    try {
      const response = await config.fetch(url.href, init);
      const { status } = response;
      if (response.type === "opaqueredirect" || (status >= 300 && status < 400)) {
        await cancelBody(response);
        throw redirectError(ctx, response, url);
      }
      if (retryableStatus(status, idempotent)) {
        const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"), config.now());
        const tooLong = retryAfterMs !== undefined && retryAfterMs > policy.maxRetryAfterMs;
        const delayMs = tooLong ? undefined : nextDelay(n, retryAfterMs);
        if (delayMs !== undefined) {
          await cancelBody(response);
          return { kind: "wait", delayMs };
        }
        if (status === 429) {
          const why = tooLong
            ? `Retry-After asks for ${retryAfterMs} ms, more than maxRetryAfterMs (${policy.maxRetryAfterMs} ms)`
            : `gave up after ${n} attempt${n === 1 ? "" : "s"}`;
          throw await rateLimited(response, n, retryAfterMs, why);
        }
      }
      return { kind: "done", result: await toResult<T>(ctx, response), token: credentials.accessToken };
    } catch (e) {
      const { error, retryable } = classify(e, attemptTimer);
      const delayMs = retryable ? nextDelay(n, undefined) : undefined;
      if (delayMs === undefined) throw error;
      return { kind: "wait", delayMs };
    } finally {
      attemptTimer.clear();
      combined.dispose();
    }
  };

  let replayed = false;
  try {
    for (let n = 1; ; n++) {
      const caller = callerReason();
      if (caller !== undefined) throw caller.reason;
      if (deadline.fired()) throw deadlineError();
      const outcome = await attempt(n);
      if (outcome.kind === "done") {
        const onUnauthorized = config.auth.onUnauthorized;
        if (replayed || outcome.token === undefined || onUnauthorized === undefined) return outcome.result;
        if (!authenticationFailed(outcome.result)) return outcome.result;
        replayed = true;
        if ((await onUnauthorized(outcome.token)) !== true) return outcome.result;
        continue;
      }
      const waiting = anySignal([...callers, deadline.signal]);
      try {
        await config.sleep(outcome.delayMs, waiting.signal);
      } catch (e) {
        throw callerReason()?.reason ?? (deadline.fired() ? deadlineError() : e);
      } finally {
        waiting.dispose();
      }
    }
  } finally {
    deadline.clear();
  }
}

/** HTTP 401 with the `authentication_failed` code: the token is expired or revoked, and a refresh may help. */
function authenticationFailed(result: Result<unknown>): boolean {
  const error = result.error;
  return error !== undefined && error.status === 401 && error.errors.some((e) => e.code === "authentication_failed");
}

/** Returns a copy of `url` with `name=value` replacing any existing `name` parameter; other pairs are kept verbatim. */
export function withParam(url: URL, name: string, value: string): URL {
  const out = new URL(url.href);
  const pairs = out.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && decodeName(pair.split("=")[0]!) !== name);
  pairs.push(`${encodeName(name)}=${encodeURIComponent(value)}`);
  out.search = `?${pairs.join("&")}`;
  return out;
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

/** A positive, finite number, or undefined when absent; anything else is a RequestError naming `name`. */
export function positive(name: string, value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !(value > 0) || !Number.isFinite(value)) {
    throw new RequestError(`${name} must be a positive, finite number`);
  }
  return value;
}
