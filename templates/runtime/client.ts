/**
 * `createRuntimeClient`: checks the configuration once, warns about the revision's lifecycle, and returns the object
 * every generated operation calls. The generated entry point of each revision wraps it, passing its `revision`, its
 * catalog `lifecycle` and its default `baseUrl`; here `baseUrl` is required, so the runtime never invents a host.
 *
 * The client holds no per-call state: `request` expands the path, serialises the query and hands the call to the
 * core (send.ts); `requestUrl` does the same for a URL the API gave us (`links.next`), after the same origin check.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { checkAuth, type AuthOptions } from "./auth.js";
import { RequestError } from "./errors.js";
import { warnLifecycle, type Lifecycle } from "./lifecycle.js";
import type { CallArgs, CallOptions, HttpMethod, OperationDescriptor } from "./operation.js";
import { serializeQuery } from "./query.js";
import { Redactor } from "./redact.js";
import type { Result } from "./result.js";
import type { RetryOptions } from "./retry.js";
import { sender } from "./send.js";
import { checkBaseUrl, expandPath, joinUrl, resolveLink } from "./url.js";

export { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS } from "./send.js";

/** What `onRequest` is told before each attempt. The URL is redacted; headers are never exposed. */
export interface RequestEvent {
  operationId: string;
  method: HttpMethod;
  url: string;
  /** 1 for the first attempt. */
  attempt: number;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ClientOptions {
  auth: AuthOptions;
  /** Scheme, host and optional path prefix. https (http only for localhost); defaults to the package's constant. */
  baseUrl?: string;
  /** A fetch implementation (tests, proxies, instrumentation). Defaults to `globalThis.fetch`, looked up per call. */
  fetch?: FetchLike;
  /** Retry policy (retry.ts), or `false` for a single attempt. */
  retry?: RetryOptions | false;
  /** Per-attempt limit, from sending to the last byte of the body, in ms. Default 30 000. */
  timeoutMs?: number;
  /** Overall limit for a call, all attempts and waits included, in ms. Default: none. */
  deadlineMs?: number;
  /** Aborts every call of this client. */
  signal?: AbortSignal;
  onRequest?: (event: RequestEvent) => void;
  /** Receives lifecycle and other warnings, redacted. Default `console.warn`. */
  onWarning?: (message: string) => void;
  /** Cap on a response body, counted while streaming, in bytes. Default 16 MiB. */
  maxResponseBytes?: number;
  /** Clock in ms since the epoch (Retry-After dates, deadline arithmetic, lifecycle). Default `Date.now`. */
  now?: () => number;
  /** Source of jitter in [0, 1). Default `Math.random`. */
  random?: () => number;
  /**
   * Waits between attempts; must reject with the signal's reason when it aborts. Default: setTimeout-based, which
   * vitest fake timers drive. Injectable so that tests and schedulers can observe every delay.
   */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Headers sent with every call. `authorization`, `revision` and `content-type` are the client's and rejected. */
  headers?: Record<string, string>;
}

/**
 * What the generated entry point passes. `revision: null` means "send no revision header" and exists for an API
 * without revisions (the legacy v1/v2 endpoints); any string must be a revision (`YYYY-MM-DD` or `.pre`).
 * `lifecycle: null` is the same as absent (the generator writes null for a revision without catalog data).
 */
export type RuntimeClientOptions<R extends string | null = string> = ClientOptions & {
  baseUrl: string;
  revision: R;
  lifecycle?: Lifecycle | null;
  /**
   * Set by the upgrade hook (upgrade-hook.ts) only: converts every success body back to the calling revision's
   * shape as the core reads it, so that a shimmed call costs no promise of its own.
   */
  backward?: (operationId: string, data: unknown) => unknown;
  /**
   * The registry of secrets to redact, when the caller shares its own: the OAuth helpers pass the one holding every
   * secret of a token-endpoint call (its tokens, code, verifier), so that the core redacts its own messages and
   * snippets with all of them before it cuts anything. The client adds its credentials to it. Default: a new one.
   */
  redactor?: Redactor;
};

/**
 * `R` is the revision literal of the entry point that created the client, so a client of one revision cannot be
 * passed to another revision's operations by mistake.
 */
export interface Client<R extends string | null = string> {
  readonly revision: R;
  /** The checked base URL, without a trailing slash. */
  readonly baseUrl: string;
  request<T>(op: OperationDescriptor, args?: CallArgs, options?: CallOptions): Promise<Result<T>>;
  /**
   * Calls `op` at a URL the API returned (`links.next`, absolute or relative to the base URL). Its origin must be
   * the base URL's origin, else RequestError; its query is kept as the server wrote it.
   */
  requestUrl<T>(
    op: OperationDescriptor,
    url: string,
    args?: Pick<CallArgs, "headers" | "body">,
    options?: CallOptions,
  ): Promise<Result<T>>;
  /** Redacts every registered secret from `text` (for callers' own logs). */
  redact(text: string): string;
  /** Registers another secret value (a refresh token, a client secret) for redaction. */
  addSecret(value: string): void;
}

const REVISION = /^\d{4}-\d{2}-\d{2}(\.pre)?$/;

export function createRuntimeClient<R extends string | null = string>(options: RuntimeClientOptions<R>): Client<R> {
  if (typeof options !== "object" || options === null) throw new RequestError("client options are required");
  const redactor = options.redactor ?? new Redactor();
  checkAuth(options.auth, redactor);
  const revision = options.revision;
  // The pattern also keeps the header value clean (no CR, LF or other characters to inject).
  if (revision !== null && (typeof revision !== "string" || !REVISION.test(revision))) {
    throw new RequestError(`revision must be YYYY-MM-DD or YYYY-MM-DD.pre`);
  }
  if (typeof options.baseUrl !== "string") {
    throw new RequestError("baseUrl is required (this entry point has no default)");
  }
  const base = checkBaseUrl(options.baseUrl);
  const send = sender(options, redactor);
  if (options.lifecycle && revision !== null) {
    const warn = options.onWarning ?? ((message: string) => console.warn(message));
    const now = options.now?.() ?? Date.now();
    warnLifecycle(options.lifecycle, revision, now, (message) => warn(redactor.redact(message)));
  }

  return {
    revision,
    baseUrl: base.href,
    async request<T>(op: OperationDescriptor, args: CallArgs = {}, callOptions?: CallOptions) {
      const url = joinUrl(base, expandPath(op.path, args.path), serializeQuery(args.query));
      return send<T>(op, url, args, callOptions);
    },
    async requestUrl<T>(op: OperationDescriptor, link: string, args = {}, callOptions?: CallOptions) {
      return send<T>(op, resolveLink(base, link), args, callOptions);
    },
    redact: (text: string) => redactor.redact(text),
    addSecret: (value: string) => redactor.add(value),
  };
}
