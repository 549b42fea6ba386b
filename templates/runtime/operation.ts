/**
 * The contract between generated code and the runtime: what the generator knows about one operation, written into
 * the package as a plain object literal next to the operation's function. Everything the runtime does for a call
 * (auth, serialisation, retries, pagination) is decided from this descriptor, never from spec text at run time.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

/** A spec's `trace` operations are left out of the package (generator/index.ts); HEAD and OPTIONS are sent as written. */
export type HttpMethod = "GET" | "HEAD" | "OPTIONS" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * How an operation authenticates:
 * - `api`: a private key or an OAuth access token in the Authorization header (the /api/ operations);
 * - `client`: the public key in the `company_id` query parameter, and no Authorization header (the /client/ ones);
 * - `basic`: HTTP Basic client credentials (the OAuth token and revoke endpoints; used by the oauth entry point);
 * - `none`: nothing (for example the user-facing authorization page);
 * - `scheme`: the credentials of the security schemes `security` names (scheme-auth.ts), in a package whose `auth` is
 *   typed from its spec's security schemes.
 */
export type AuthKind = "api" | "client" | "basic" | "none" | "scheme";

export interface OperationDescriptor {
  /** The operationId, as in the spec (snake_case). */
  readonly id: string;
  readonly method: HttpMethod;
  /** The path template as in the spec, for example `/api/profiles/{id}/`. Always starts with `/`. */
  readonly path: string;
  readonly auth: AuthKind;
  /** With `auth: "scheme"`: the alternatives, each the scheme names sent together (the first one given is used). */
  readonly security?: readonly (readonly string[])[];
  /**
   * How the request body is sent, when the operation has one: JSON, a URL-encoded form, multipart parts (a file upload),
   * or `raw`, the caller's string or bytes as they are, with the content type `bodyType`.
   */
  readonly body?: "json" | "form" | "multipart" | "raw";
  /**
   * With `body: "raw"`: the spec's media type (`application/octet-stream`, `image/*`...); with `body: "json"`, the
   * spec's JSON media type when it is not `application/json` (`application/merge-patch+json`...).
   */
  readonly bodyType?: string;
  /**
   * The JSON media type the success body is declared in when it is not application/json (`application/vnd.api+json`),
   * sent as the Accept header unless the caller sets one.
   */
  readonly accept?: string;
  /** A success body that is no JSON (a download, a CSV): read as a string (`text`) or as a Blob (`bytes`). */
  readonly data?: "text" | "bytes";
  /**
   * With `data: "text"`, when the spec declares HTML (or any text): an HTML answer is the text, not the wrong-host
   * error an HTML page gets where a CSV or JSON was expected.
   */
  readonly html?: boolean;
  /**
   * The query parameters not written as a comma list, with their style (query.ts): a list, not a map, so that a
   * parameter named `__proto__` stays a name.
   */
  readonly query?: readonly (readonly [name: string, style: QueryStyle])[];
  /**
   * With `body: "form"`: the fields the spec's `encoding` writes otherwise than a field per member or element (form,
   * exploded): `deep` (deepObject, `name[key]=value`), or one value joined by `form` (explode: false), `space`, `pipe`.
   */
  readonly formStyles?: readonly (readonly [name: string, style: QueryStyle])[];
  /**
   * With `body: "multipart"`: the parts whose `encoding` declares a content type, which a Blob without a type of its
   * own is sent with (encode.ts).
   */
  readonly partTypes?: readonly (readonly [name: string, type: string])[];
  /**
   * The query parameters with the spec's `allowReserved: true`, whose values keep RFC 3986's reserved characters
   * (`path=/a/b`) where any other is percent-encoded (query.ts).
   */
  readonly reserved?: readonly string[];
  /**
   * The path parameters not written in the simple style (url.ts): label (`.a`) or matrix (`;id=a`), maybe exploded, and
   * simple exploded where the value may be an object (`R=100,G=200`).
   */
  readonly pathStyles?: readonly (readonly [name: string, style: PathStyle])[];
  /** The header parameters whose object is exploded (`R=100,G=200`, where the default is `R,100,G,200`; headers.ts). */
  readonly explodeHeaders?: readonly string[];
  /**
   * The cookie parameters whose list or object is one cookie (`tags=a,b`, `color=R,100,G,200`: the spec's
   * `explode: false`), where the default (form, exploded) is a cookie per element or member (`tags=a; tags=b`,
   * `R=100; G=200`; headers.ts).
   */
  readonly joinCookies?: readonly string[];
  /** The parameters the spec describes by a JSON `content`, sent as their JSON text (encode.ts `jsonArgs`). */
  readonly json?: readonly (readonly [args: "path" | "query" | "headers" | "cookies", name: string])[];
  /** True when the spec says a POST or PATCH may be replayed (an idempotency key or `x-idempotent`). */
  readonly idempotent?: boolean;
  /** Cursor pagination: the response is a page whose `links.next` is the next page. */
  readonly paginated?: boolean;
  /** The success response may have no body (204, or a 2XX the spec gives no content). */
  readonly emptyOk?: boolean;
}

/** A multipart body: the spec's fields, any of which may be a file (a Blob or File, or several), or a FormData. */
export type MultipartBody<T> = { [K in keyof T]: T[K] | Blob | Blob[] } | FormData;

/** A body sent as it is, whatever the spec's schema for it says: text, or bytes in any of the forms fetch sends. */
export type RawBody = string | Blob | ArrayBuffer | ArrayBufferView;

/**
 * How a query parameter that is not a comma list is written (OpenAPI's style and explode; query.ts), or `form` (not
 * exploded): a comma list that may hold an object's members (`color=R,100,G,200`).
 */
export type QueryStyle = "explode" | "space" | "pipe" | "deep" | "form";

/**
 * OpenAPI's path styles other than simple, with `explode` when the spec sets it (it changes how a list or an object is
 * written), and simple exploded (it changes how an object is written).
 */
export type PathStyle = "label" | "label-explode" | "matrix" | "matrix-explode" | "simple-explode";

/**
 * A path, header or cookie parameter's value: a list is written comma-joined (OpenAPI's `simple` and `form`), an
 * object's members as its style says (url.ts, headers.ts).
 */
export type ParameterValue =
  | string
  | number
  | boolean
  | readonly (string | number | boolean)[]
  | { readonly [key: string]: string | number | boolean | null | undefined };

/** The arguments of one call, as the generated function receives them. */
export interface CallArgs {
  path?: Record<string, ParameterValue>;
  query?: Record<string, unknown>;
  headers?: Record<string, ParameterValue | undefined>;
  /** Cookie parameters, sent in the `cookie` header (which a browser's fetch drops: it sends its own cookies). */
  cookies?: Record<string, ParameterValue | undefined>;
  body?: unknown;
}

/** Per-call options, the generated functions' last parameter. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Per-attempt timeout for this call, overriding the client's. */
  timeoutMs?: number;
  /**
   * Overall deadline for this call (all attempts and waits), overriding the client's. Added by the runtime: a caller
   * with a latency budget (a webhook handler, a request in a serverless function) needs it per call, not per client.
   */
  deadlineMs?: number;
  /**
   * Retry policy for this call, overriding the client's (`false`: one attempt). Added by the runtime so that a caller
   * can, for example, disable retries of one call whose replay it handles itself. Declared structurally here so that
   * this contract file keeps importing nothing; retry.ts's `RetryOptions` is the same shape.
   */
  retry?: { maxAttempts?: number; baseDelayMs?: number; maxDelayMs?: number; maxRetryAfterMs?: number } | false;
}
