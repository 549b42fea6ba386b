/**
 * The options of a client (`createClient` of every entry point, `createRuntimeClient` underneath), apart from
 * client.ts so that the request core (send.ts) reads them without importing the client.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */
import type { AuthOptions } from "./auth.js";
import type { Lifecycle } from "./lifecycle.js";
import type { HttpMethod } from "./operation.js";
import type { Redactor } from "./redact.js";
import type { RetryOptions } from "./retry.js";
import type { SchemeAuth } from "./scheme-auth.js";

/** A header or query parameter the entry point sets on every request, with its value. */
export interface VersionParameter {
  readonly in: "header" | "query";
  readonly name: string;
  readonly value: string;
}

/** What `onRequest` is told before each attempt. The URL is redacted; headers are never exposed. */
export interface RequestEvent {
  operationId: string;
  method: HttpMethod;
  url: string;
  /** 1 for the first attempt. */
  attempt: number;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * `A` is the credentials: auth.ts's `AuthOptions` in a package made with the OAuth helpers, else the entry point's
 * `Auth`, one credential per security scheme of the spec (scheme-auth.ts).
 */
export interface ClientOptions<A = AuthOptions> {
  auth: A;
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
   * The parameter that carries the revision on every request. Absent: the `revision` header with the revision's id
   * (none when `revision` is null); null: none (an API whose revisions are not chosen per request).
   */
  version?: VersionParameter | null;
  /** The spec's security schemes by name: `auth` then holds their credentials (scheme-auth.ts), not AuthOptions. */
  securitySchemes?: SchemeAuth;
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
