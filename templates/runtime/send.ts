/**
 * The request core: one call, all its attempts. Every generated operation, and the paginators, end up here (one core,
 * so that every call gets the same checks, retries and redaction). `sender` checks the client's options and fills their
 * defaults once, and returns the `send` function the client calls (the resolved values stay in its closure, which also
 * keeps them out of property names the minifier could not shorten). Per attempt, `send` fetches fresh credentials,
 * builds the headers, reports the attempt to `onRequest`, arms the attempt timeout, fetches with `redirect: "manual"`,
 * and either returns a Result, throws, or waits and tries again according to retry.ts.
 *
 * Which timer fired decides what an abort means: the caller's signal → its own reason is rethrown, never retried;
 * the deadline → TimeoutError("deadline"), never retried; the attempt timeout → TimeoutError("attempt"), retried when
 * the operation is idempotent.
 *
 * A 401 `authentication_failed` to a request sent with an OAuth access token gets one call of `auth.onUnauthorized`
 * and, when it says a fresh token is there, one immediate replay (an extra attempt outside the retry policy). A second
 * 401 is returned as it is: no refresh loop (revforge's docs/safety.md, T5).
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { authFor } from "./auth.js";
import type { ClientOptions, RuntimeClientOptions, VersionParameter } from "./client-options.js";
import { encodeWith } from "./encode.js";
import { NetworkError, RateLimitError, RequestError, RevforgeError, TimeoutError } from "./errors.js";
import { callerHeaders, headerPairs, ownedHeaders } from "./headers.js";
import type { CallArgs, CallOptions, OperationDescriptor } from "./operation.js";
import { part, type Parts } from "./parts.js";
import { cancelBody, excerpt } from "./read-body.js";
import type { Redactor } from "./redact.js";
import { redirectError, requestIdOf, toResult, type ResponseContext } from "./response.js";
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
import { anySignal, sleep as defaultSleep, timer, unlessAborted, type Timer } from "./signal.js";
import { withParam } from "./url.js";

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RESPONSE_BYTES: number = 16 * 1024 * 1024;

/** Sends `op` to `target` (already expanded and origin-checked) with retries. */
export type Send = <T>(
  op: OperationDescriptor,
  target: URL,
  args: Pick<CallArgs, "headers" | "cookies" | "body">,
  options?: CallOptions,
) => Promise<Result<T>>;

/**
 * What one attempt leads to: a result to return, with the access token it was sent with (if any), or a number, the
 * wait in ms before the next attempt. Errors are thrown.
 */
type Outcome<T> = { result: Result<T>; token: string | undefined } | number;

/** Checks the client's options and fills their defaults, once; `version: null` sends no version header. */
export function sender(
  options: ClientOptions &
    Pick<RuntimeClientOptions<string | null>, "backward" | "securitySchemes"> & {
      version: VersionParameter | null;
    },
  redactor: Redactor,
  parts: Parts,
): Send {
  const { auth, signal, onRequest, backward, securitySchemes } = options;
  // The version header, when the revision travels in one (client.ts checked it; a query parameter is client.ts's).
  const versionHeader = options.version?.in === "header" ? options.version : undefined;
  const owned = ownedHeaders(versionHeader?.name, auth !== undefined);
  // `accept`, the client's default headers and the version header: the same for every call of the client.
  const fixed = headerPairs([
    ...callerHeaders("client headers", options.headers, owned),
    [versionHeader?.name ?? "revision", versionHeader?.value],
  ]);
  const clientAccept = Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === "accept");
  // Checked once per client: a wrong one would otherwise fail inside a call, reported as a network error.
  for (const name of ["fetch", "onRequest", "onWarning", "now", "random", "sleep"] as const) {
    if (options[name] !== undefined && typeof options[name] !== "function") {
      throw new RequestError(`${name} must be a function`);
    }
  }
  // Looked up per call rather than captured, and never called as a method (edge runtimes reject `this` != global).
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clientRetry = resolveRetry(options.retry);
  const clientTimeoutMs = positive("timeoutMs", options.timeoutMs) ?? DEFAULT_TIMEOUT_MS;
  const clientDeadlineMs = positive("deadlineMs", options.deadlineMs);
  const maxBytes = positive("maxResponseBytes", options.maxResponseBytes) ?? DEFAULT_MAX_RESPONSE_BYTES;
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? defaultSleep;

  return async <T>(
    op: OperationDescriptor,
    target: URL,
    args: Pick<CallArgs, "headers" | "cookies" | "body">,
    call: CallOptions = {},
  ) => {
    // The call's own headers come after the client's (a later pair replaces an earlier one), the owned ones last.
    // A download or a text export accepts what it declares (any type), a JSON body declared in another type than
    // application/json that type, unless the client's or the call's headers say.
    const accepted = op.data !== undefined ? "*/*" : op.accept;
    const accept = accepted !== undefined && !clientAccept ? ([["accept", accepted]] as const) : [];
    const callHeaders =
      args.headers === undefined && accept.length === 0
        ? fixed
        : headerPairs([
            ...fixed,
            ...accept,
            ...callerHeaders(`${op.id}: headers`, args.headers, owned, op.explodeHeaders),
          ]);
    // The cookies every attempt sends before the credentials' own: a `cookie` header the caller gave, then the call's
    // cookie parameters (one header: a second `cookie` field would be folded with a comma, which no server reads).
    const cookies = [
      callHeaders.find(([name]) => name === "cookie")?.[1],
      args.cookies === undefined
        ? undefined
        : part(parts, "cookies", op)(`${op.id}: cookies`, args.cookies, op.joinCookies),
    ];
    const { body, contentType } = encodeWith(op, args.body, parts);
    const idempotent = isIdempotent(op);
    const policy = call.retry === undefined ? clientRetry : resolveRetry(call.retry, clientRetry);
    const timeoutMs = positive(`${op.id}: timeoutMs`, call.timeoutMs) ?? clientTimeoutMs;
    const deadlineMs = positive(`${op.id}: deadlineMs`, call.deadlineMs) ?? clientDeadlineMs;
    const ctx: ResponseContext = { op, maxBytes, redactor, parts };
    // For messages only: built when one is, never on a call that succeeds. Redacted, as the URL may carry a secret (a
    // token in the base URL's path, registered with addSecret) and the timeouts' messages are not redacted again.
    const where = () => redactor.redact(`${op.id} (${op.method} ${target.origin}${target.pathname})`);
    // Read only against a deadline.
    const started = deadlineMs === undefined ? 0 : now();
    // No deadline, no timer: an AbortController costs microseconds in Node 20, and this runs on every call.
    const deadline = deadlineMs === undefined ? undefined : timer(deadlineMs);
    // What stops the whole call, the caller's signals first: they win when both have fired.
    const stops = [signal, call.signal, deadline?.signal];

    /** What ends the call whatever happened: the caller's abort reason, or the deadline's TimeoutError; else undefined. */
    const stopped = (): unknown => {
      const first = stops.find((s) => s?.aborted === true);
      if (first === undefined || first !== deadline?.signal) return first?.reason;
      return new TimeoutError(`${where()}: the overall deadline of ${deadlineMs} ms passed`, "deadline", deadlineMs!);
    };

    /** Maps anything thrown while fetching or reading the body to the error to raise and whether it may be retried. */
    const classify = (e: unknown, attemptTimer: Timer): [error: unknown, retryable: boolean] => {
      const stop = stopped();
      if (stop !== undefined) return [stop, false];
      if (attemptTimer.signal.aborted) {
        const message = `${where()}: no complete response within timeoutMs (${timeoutMs} ms)`;
        return [new TimeoutError(message, "attempt", timeoutMs), idempotent];
      }
      if (e instanceof RevforgeError) return [e, false];
      const code = networkCode(e);
      const cause = (e as { cause?: { message?: unknown } } | null)?.cause?.message;
      const detail = typeof cause === "string" ? cause : e instanceof Error ? e.message : "unknown failure";
      const shown = excerpt(detail, redactor);
      const message = redactor.redact(`${where()} failed: ${code ?? "network error"} (${shown})`);
      return [new NetworkError(message, code), retryableNetwork(code, idempotent)];
    };

    /** Whether the call was replayed after a 401 (T5): the replay is outside the attempt count. */
    let replayed = false;

    /**
     * The wait after the request numbered `sent`, or undefined when there is none: attempts used up (the replay not
     * counted), or the deadline would pass.
     */
    const nextDelay = (sent: number, retryAfterMs = 0): number | undefined => {
      const n = replayed ? sent - 1 : sent;
      if (n >= policy.maxAttempts) return undefined;
      const delayMs = Math.max(backoff(n - 1, policy, random), retryAfterMs);
      if (deadlineMs !== undefined && now() - started + delayMs >= deadlineMs) return undefined;
      return delayMs;
    };

    const attempt = async (n: number): Promise<Outcome<T>> => {
      const given = authFor(op, auth, redactor, securitySchemes);
      // The caller's signal and the deadline end a wait for a token too (an OAuth refresh may wait a minute).
      const credentials = given instanceof Promise ? await unlessAborted(given, stops, stopped) : given;
      let url = credentials.companyId === undefined ? target : withParam(target, "company_id", credentials.companyId);
      for (const [name, value] of credentials.schemes?.query ?? []) url = withParam(url, name, value);
      const sentCookies = [...cookies, ...(credentials.schemes?.cookies ?? [])].filter((c) => c !== undefined);
      const headers = headerPairs([
        ...callHeaders,
        ["content-type", contentType],
        ["authorization", credentials.authorization],
        ...(credentials.schemes?.headers ?? []),
        ["cookie", sentCookies.length > 0 ? sentCookies.join("; ") : undefined],
      ]);
      onRequest?.({ operationId: op.id, method: op.method, url: redactor.redact(url.href), attempt: n });
      const attemptTimer = timer(timeoutMs);
      // The usual attempt has no other signal (no caller signal, no deadline) and fetch gets its timer's as it is:
      // combining costs a controller and a listener per input.
      const combined = stops.some((s) => s) ? anySignal([...stops, attemptTimer.signal]) : undefined;
      const init: RequestInit = {
        method: op.method,
        headers,
        redirect: "manual",
        signal: combined?.signal ?? attemptTimer.signal,
      };
      // Bytes a caller gave (encode.ts), which fetch reads as they are; the cast is only for lib typings that ask for
      // an ArrayBuffer-backed view.
      if (body !== undefined) init.body = body as BodyInit;
      // The timer stays armed until the body has been read or released, whichever path is taken.
      try {
        const response = await fetch(url.href, init);
        const { status } = response;
        // 304 Not Modified answers a conditional request (the caller's If-None-Match): no redirect, a result as any.
        if (response.type === "opaqueredirect" || (status >= 300 && status < 400 && status !== 304)) {
          await cancelBody(response);
          throw redirectError(ctx, response, url);
        }
        if (retryableStatus(status, idempotent)) {
          const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"), now());
          const tooLong = retryAfterMs !== undefined && retryAfterMs > policy.maxRetryAfterMs;
          const delayMs = tooLong ? undefined : nextDelay(n, retryAfterMs);
          if (delayMs !== undefined) {
            await cancelBody(response);
            return delayMs;
          }
          if (status === 429) {
            // No wait with attempts left: the deadline would pass first (nextDelay).
            const wait = retryAfterMs === undefined ? "a further wait" : `waiting ${retryAfterMs} ms`;
            const why = tooLong
              ? `Retry-After ${retryAfterMs} ms is over maxRetryAfterMs (${policy.maxRetryAfterMs} ms)`
              : (replayed ? n - 1 : n) < policy.maxAttempts
                ? `${wait} would pass the overall deadline of ${deadlineMs} ms`
                : `gave up after ${n} attempt${n === 1 ? "" : "s"}`;
            // The body's error items, read as for any error answer; a body that is not the API's gives none.
            const { error } = await toResult(ctx, response).catch(() => ({ error: undefined }));
            throw new RateLimitError(redactor.redact(`${where()}: HTTP 429 rate limited; ${why}`), {
              retryAfterMs,
              errors: error?.errors ?? [],
              requestId: requestIdOf(response.headers, redactor),
              attempts: n,
            });
          }
        }
        return { result: await toResult<T>(ctx, response), token: credentials.accessToken };
      } catch (e) {
        const [error, retryable] = classify(e, attemptTimer);
        const delayMs = retryable ? nextDelay(n) : undefined;
        if (delayMs === undefined) throw error;
        return delayMs;
      } finally {
        attemptTimer.clear();
        combined?.dispose();
      }
    };

    try {
      for (let n = 1; ; n++) {
        const stop = stopped();
        if (stop !== undefined) throw stop;
        const outcome = await attempt(n);
        if (typeof outcome !== "number") {
          const { result, token } = outcome;
          if (replayed || token === undefined || auth.onUnauthorized === undefined || !authenticationFailed(result)) {
            // An upgraded client's success bodies go back to the old revision's shape here, in the same promise
            // (upgrade-hook.ts), once the attempt is over: a converter's own failure is thrown as it is, neither
            // taken for a network error nor retried.
            if (backward !== undefined && result.error === undefined) result.data = backward(op.id, result.data) as T;
            return result;
          }
          replayed = true;
          if ((await unlessAborted(Promise.resolve(auth.onUnauthorized(token)), stops, stopped)) !== true)
            return result;
          continue;
        }
        const waiting = anySignal(stops);
        try {
          await sleep(outcome, waiting.signal);
        } catch (e) {
          throw stopped() ?? e;
        } finally {
          waiting.dispose();
        }
      }
    } finally {
      deadline?.clear();
    }
  };
}

/** HTTP 401 with the `authentication_failed` code: the token is expired or revoked, and a refresh may help. */
function authenticationFailed(result: Result<unknown>): boolean {
  const error = result.error;
  return error?.status === 401 && error.errors.some((e) => e.code === "authentication_failed");
}

/** A positive, finite number, or undefined when absent; anything else is a RequestError naming `name`. */
function positive(name: string, value: number | undefined): number | undefined {
  if (value !== undefined && !(typeof value === "number" && value > 0 && Number.isFinite(value))) {
    throw new RequestError(`${name} must be a positive, finite number`);
  }
  return value;
}
