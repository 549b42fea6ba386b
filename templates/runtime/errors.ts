/**
 * The runtime's error classes. Documented API errors (a non-2xx answer from the API) are *returned* in a Result as an
 * `ApiError`; everything else (the transport failed, the answer is not the API's, the input is invalid) is *thrown*
 * as one of the classes below. All of them extend `RevforgeError` and carry a stable `code` string, so callers can
 * branch on `error.code` or `instanceof` alike.
 *
 * Messages are built by the runtime from already-redacted text (see redact.ts): no class here keeps the request's
 * headers, init or URL with credentials, and none stringifies server data, which a body nested a million deep would
 * make throw (revforge's docs/safety.md, S5, S7, R4).
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

export type RevforgeErrorCode =
  | "api_error"
  | "network_error"
  | "timeout"
  | "unexpected_content_type"
  | "parse_error"
  | "response_too_large"
  | "empty_body"
  | "rate_limited"
  | "redirect"
  | "request_error"
  /** Raised by the server-side OAuth entry point (`oauth/`): its errors carry a finer `reason`. */
  | "oauth_error";

export class RevforgeError extends Error {
  /** A literal (not `new.target.name`) so that minifiers cannot mangle it; own and enumerable for JSON.stringify. */
  override name: string = "RevforgeError";
  readonly code: RevforgeErrorCode;
  /**
   * `fields` are copied onto the error as own, enumerable properties: the subclasses below declare them (`declare`
   * emits no field initialiser that would reset them) and pass their `init` object here, which keeps each class to a
   * one-line constructor in the bundle.
   */
  constructor(code: RevforgeErrorCode, message: string, fields?: object) {
    super(message);
    this.code = code;
    Object.assign(this, fields);
  }
}

/** One item of the API error object (service document, "API error object"; JSON:API `errors[]`). */
export interface ApiErrorItem {
  id?: string;
  status?: number;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

/**
 * A non-2xx answer from the API. Returned in `Result.error`; thrown by `unwrap()` and by the paginators. `body` is the
 * answer's JSON as parsed (a vendor's `{code, message}`, which `errors` cannot hold), a copy with every string and key
 * redacted; undefined when the answer is no JSON, or nests deeper than 64 levels (so that JSON.stringify of the
 * error cannot throw). A generated function types it as the JSON error bodies its operation documents (`ErrorBody`).
 */
export class ApiError<Body = unknown> extends RevforgeError {
  override name: string = "ApiError";
  declare readonly status: number;
  declare readonly errors: ApiErrorItem[];
  declare readonly requestId: string | undefined;
  declare readonly operationId: string;
  declare readonly body: Body | undefined;
  constructor(
    message: string,
    init: { status: number; errors: ApiErrorItem[]; requestId: string | undefined; operationId: string; body: unknown },
  ) {
    super("api_error", message, init);
  }
}

/**
 * The request did not get a complete response: connection refused, DNS failure, reset, or a body cut short before
 * its Content-Length. `causeCode` is the platform's code when there is one (ECONNREFUSED, ENOTFOUND, UND_ERR_SOCKET).
 */
export class NetworkError extends RevforgeError {
  override name: string = "NetworkError";
  declare readonly causeCode: string | undefined;
  constructor(message: string, causeCode: string | undefined) {
    super("network_error", message, { causeCode });
  }
}

/** The per-attempt timeout (`timeoutMs`) or the overall deadline (`deadlineMs`) fired. */
export class TimeoutError extends RevforgeError {
  override name: string = "TimeoutError";
  declare readonly kind: "attempt" | "deadline";
  declare readonly timeoutMs: number;
  constructor(message: string, kind: "attempt" | "deadline", timeoutMs: number) {
    super("timeout", message, { kind, timeoutMs });
  }
}

/**
 * The answer is not JSON: an HTML page (captive portal, proxy, or the wrong host; the service document names "403
 * with an HTML body" as a wrong-host error), `text/plain`, or no content type at all. `wrongHost` is true for an HTML
 * page with a status below 500, which is a configuration problem rather than an outage. `snippet` is at most 200
 * bytes of the body, redacted.
 */
export class UnexpectedContentTypeError extends RevforgeError {
  override name: string = "UnexpectedContentTypeError";
  declare readonly status: number;
  declare readonly contentType: string;
  declare readonly snippet: string;
  declare readonly wrongHost: boolean;
  constructor(message: string, init: { status: number; contentType: string; snippet: string; wrongHost: boolean }) {
    super("unexpected_content_type", message, init);
  }
}

/** A successful response announced JSON but its body is not valid JSON (for example cut short without a length). */
export class ParseError extends RevforgeError {
  override name: string = "ParseError";
  declare readonly status: number;
  declare readonly snippet: string;
  constructor(message: string, init: { status: number; snippet: string }) {
    super("parse_error", message, init);
  }
}

/** The body is larger than `maxResponseBytes` (announced by Content-Length, or counted while streaming). */
export class ResponseTooLargeError extends RevforgeError {
  override name: string = "ResponseTooLargeError";
  declare readonly status: number;
  declare readonly maxBytes: number;
  constructor(message: string, init: { status: number; maxBytes: number }) {
    super("response_too_large", message, init);
  }
}

/** A success response without a body, for an operation whose spec promises one. */
export class EmptyBodyError extends RevforgeError {
  override name: string = "EmptyBodyError";
  declare readonly status: number;
  constructor(message: string, status: number) {
    super("empty_body", message, { status });
  }
}

/**
 * HTTP 429 that the runtime will not wait out: `Retry-After` is above `maxRetryAfterMs`, the deadline would pass, or
 * the attempts are used up. `retryAfterMs` is the server's requested wait (undefined when it sent none).
 */
export class RateLimitError extends RevforgeError {
  override name: string = "RateLimitError";
  readonly status = 429;
  declare readonly retryAfterMs: number | undefined;
  declare readonly errors: ApiErrorItem[];
  declare readonly requestId: string | undefined;
  declare readonly attempts: number;
  constructor(
    message: string,
    init: { retryAfterMs: number | undefined; errors: ApiErrorItem[]; requestId: string | undefined; attempts: number },
  ) {
    super("rate_limited", message, init);
  }
}

/**
 * A 3xx answer. Redirects are never followed (`redirect: "manual"`): a followed redirect would replay credentials to
 * whatever host the Location names (revforge's docs/safety.md, R5). Only the Location's origin is kept, never its path
 * or query. A class of its own because a redirect is neither an API error nor a network failure.
 */
export class RedirectError extends RevforgeError {
  override name: string = "RedirectError";
  declare readonly status: number;
  /** The origin the server redirected to, or undefined when the Location header was missing or unreadable. */
  declare readonly locationOrigin: string | undefined;
  declare readonly crossOrigin: boolean;
  constructor(message: string, init: { status: number; locationOrigin: string | undefined; crossOrigin: boolean }) {
    super("redirect", message, init);
  }
}

/** The call's input is invalid and nothing was sent (bad path parameter, bad header value, foreign `links.next`). */
export class RequestError extends RevforgeError {
  override name: string = "RequestError";
  constructor(message: string) {
    super("request_error", message);
  }
}
