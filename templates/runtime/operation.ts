/**
 * The contract between generated code and the runtime: what the generator knows about one operation, written into
 * the package as a plain object literal next to the operation's function. Everything the runtime does for a call
 * (auth, serialisation, retries, pagination) is decided from this descriptor, never from spec text at run time.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * How an operation authenticates:
 * - `api`: a private key or an OAuth access token in the Authorization header (the /api/ operations);
 * - `client`: the public key in the `company_id` query parameter, and no Authorization header (the /client/ ones);
 * - `basic`: HTTP Basic client credentials (the OAuth token and revoke endpoints; used by the oauth entry point);
 * - `none`: nothing (for example the user-facing authorization page).
 */
export type AuthKind = "api" | "client" | "basic" | "none";

export interface OperationDescriptor {
  /** The operationId, as in the spec (snake_case). */
  readonly id: string;
  readonly method: HttpMethod;
  /** The path template as in the spec, for example `/api/profiles/{id}/`. Always starts with `/`. */
  readonly path: string;
  readonly auth: AuthKind;
  /** The request body's media type, when the operation has a body. */
  readonly body?: "json" | "form";
  /** True when the spec says a POST or PATCH may be replayed (an idempotency key or `x-idempotent`). */
  readonly idempotent?: boolean;
  /** Cursor pagination: the response is a page whose `links.next` is the next page. */
  readonly paginated?: boolean;
  /** The success response may have no body (204, or a 2XX the spec gives no content). */
  readonly emptyOk?: boolean;
}

/** The arguments of one call, as the generated function receives them. */
export interface CallArgs {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  body?: unknown;
}

/** Per-call options, the generated functions' last parameter. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}
