/**
 * Turns one HTTP response into a Result or a thrown error (revforge's docs/safety.md, R5 to R9):
 *
 * - 2xx + JSON media type (`application/json`, `application/vnd.api+json`, any `+json`, parameters allowed) → data.
 * - 2xx + anything else, `text/plain` holding JSON included → UnexpectedContentTypeError. The policy is explicit:
 *   the API speaks JSON, so any other type means we are not talking to it (HTML: a captive portal or the wrong host).
 *   Unless the operation's success response declares no JSON (`data` in the descriptor: a file download, a CSV
 *   export): then the body is the data as it came, a string for `text` (decoded as its charset says), a Blob of its
 *   content type for `bytes` (an HTML page below 500 still being the wrong host's).
 * - 2xx, 204 or `Content-Length: 0` with no body → `data: undefined` only when the descriptor says `emptyOk`;
 *   otherwise EmptyBodyError. A JSON body that does not parse → ParseError (a body cut short without a
 *   Content-Length ends up here; with one, the platform reports a socket error instead: NetworkError).
 * - 3xx → RedirectError naming only the Location's origin; redirects are never followed. A 304 (Not Modified, to a
 *   conditional request) is no redirect: it is read as a non-2xx answer.
 * - non-2xx + JSON error object → a Result whose ApiError lists the `errors[]` items (an OAuth `{error,
 *   error_description}` body, RFC 6749 §5.2, becomes one item); non-2xx with any other body → ApiError with
 *   `errors: []` and the body's snippet in the message; but an HTML page below 500 is a wrong-host error, thrown.
 *   Either way a JSON error body is the ApiError's `body` too, as parsed (bodyOf).
 *
 * Server values are copied field by field into fresh objects (never Object.assign or spread of parsed data), into
 * `errors` only strings and numbers, and every string is redacted, so `{"__proto__": …}` and 1e6-deep bodies are inert.
 * `body` is a copy of the same kind: keys defined, every string and key redacted, at most 64 levels deep.
 * The request id comes from `x-request-id` or `request-id` (the service document names no header).
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { excerpt, isHtmlType, isJsonType, mediaType, readBody, redactedCut, snippetOf } from "./read-body.js";
import {
  ApiError,
  EmptyBodyError,
  ParseError,
  RedirectError,
  UnexpectedContentTypeError,
  type ApiErrorItem,
} from "./errors.js";
import type { OperationDescriptor } from "./operation.js";
import { part, type Parts } from "./parts.js";
import type { Redactor } from "./redact.js";
import type { Result } from "./result.js";
import { parseUrl } from "./url.js";

export interface ResponseContext {
  readonly op: OperationDescriptor;
  readonly maxBytes: number;
  readonly redactor: Redactor;
  /** The client's parts (parts.ts): `data` reads a success body that is no JSON. */
  readonly parts: Parts;
}

const MAX_ITEMS = 100;
const MAX_FIELD = 2000;
/** How deep ApiError.body may nest: far beyond any error a server means to send, and safe to recurse into. */
const MAX_DEPTH = 64;
/** Shared: a decoder is costly to create, and `decode` without `stream` starts afresh on every call. */
const utf8 = new TextDecoder("utf-8", { fatal: true });
/** For a text body the spec declares: invalid UTF-8 becomes U+FFFD, as a browser shows it. */
const lenient = new TextDecoder();

export async function toResult<T>(ctx: ResponseContext, response: Response): Promise<Result<T>> {
  const { op, redactor } = ctx;
  const { status, headers } = response;
  const requestId = requestIdOf(headers, redactor);
  const type = mediaType(headers);
  const where = `${op.id}: HTTP ${status}`;
  // 204 and 205 have a null body in fetch: zero bytes.
  const bytes = await readBody(response, ctx.maxBytes, where);
  const empty = bytes.byteLength === 0;
  // Written out, not spread from a shared part: this runs on every call, and a spread copies.
  const success = (data: unknown): Result<T> =>
    requestId === undefined ? { status, headers, data: data as T } : { status, headers, requestId, data: data as T };

  /** A body that is not JSON (thrown): an HTML page below 500 most likely comes from the wrong host. */
  const notJson = () => {
    const snippet = snippetOf(bytes, redactor);
    const wrongHost = isHtmlType(type) && status < 500;
    const why = wrongHost
      ? ": an HTML page from the wrong host, a proxy or a captive portal? (check baseUrl)"
      : type === "text/plain"
        ? " (explicit policy: text/plain is never read as JSON)"
        : "";
    const message = `${where} answered with ${type || "no content type"}, not JSON${why}. Body: ${snippet}`;
    // The media type is the server's text too (a proxy may echo a credential into it): redacted as the message is.
    const contentType = redactor.redact(type);
    return new UnexpectedContentTypeError(redactor.redact(message), { status, contentType, snippet, wrongHost });
  };

  if (status >= 200 && status < 300) {
    // Zero bytes are no JSON value, but they are a text ("") and a file (an empty Blob), read below.
    if (empty && (op.emptyOk === true || op.data === undefined)) {
      if (op.emptyOk === true) return success(undefined);
      throw new EmptyBodyError(`${where}: empty body, but the operation returns data`, status);
    }
    // A download or a text the spec declares: as it came, but an HTML page where bytes or another text were expected
    // (the wrong host).
    const page = isHtmlType(type) && status < 500;
    const read = op.data === undefined ? undefined : part(ctx.parts, "data", op)(op, headers, bytes, type, page);
    if (read !== undefined) return success(read[0]);
    if (!isJsonType(type)) throw notJson();
    let data: unknown;
    try {
      data = JSON.parse(utf8.decode(bytes));
    } catch (e) {
      const why = e instanceof SyntaxError ? syntaxReason(e, redactor) : "invalid UTF-8";
      const message = `${where} body is not valid JSON (${bytes.byteLength} bytes): ${why}`;
      throw new ParseError(redactor.redact(message), { status, snippet: snippetOf(bytes, redactor) });
    }
    return success(data);
  }

  if (isHtmlType(type) && status < 500 && !empty) throw notJson();
  const parsed = isJsonType(type) ? tryParse(bytes) : undefined;
  const errors = errorItems(parsed, redactor);
  const summary =
    (errors.length > 0 ? describeItems(errors, redactor) : undefined) ??
    (empty ? "(empty body)" : `(${type || "no content type"}) ${snippetOf(bytes, redactor)}`);
  const message = `${where} ${summary}${requestId === undefined ? "" : ` [request id ${requestId}]`}`;
  const body = bodyOf(parsed, redactor);
  const error = new ApiError(redactor.redact(message), { status, errors, requestId, operationId: op.id, body });
  return requestId === undefined ? { status, headers, error } : { status, headers, requestId, error };
}

/**
 * A success body the spec declares as no JSON (the `data` part, parts.ts): a text as it came, or a Blob of its content
 * type; undefined for an HTML page (`page`) where bytes or another text were expected, which is the wrong host's.
 */
export function readData(
  op: OperationDescriptor,
  headers: Headers,
  bytes: Uint8Array,
  type: string,
  page: boolean,
): [data: unknown] | undefined {
  if (op.data === "text" && (op.html === true || !page)) return [decodeText(headers, bytes)];
  if (op.data === "bytes" && !page) return [new Blob([bytes as BlobPart], { type })];
  return undefined;
}

/**
 * A text body the spec declares, decoded as its `charset` says (a CSV export in `iso-8859-1`, a feed in `utf-16`) when
 * the platform knows that charset, else as UTF-8; leniently either way (an invalid byte becomes U+FFFD).
 */
function decodeText(headers: Headers, bytes: Uint8Array): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(headers.get("content-type") ?? "")?.[1];
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
    try {
      return new TextDecoder(charset).decode(bytes);
    } catch {
      // A label TextDecoder does not know (RangeError): UTF-8, as without one.
    }
  }
  return lenient.decode(bytes);
}

/** A 3xx: only the Location's origin is kept (never its path or query, which may carry a token). */
export function redirectError(ctx: ResponseContext, response: Response, requestUrl: URL): RedirectError {
  const { status } = response;
  const origin = parseUrl(response.headers.get("location"), requestUrl.href)?.origin;
  const message = `${ctx.op.id}: HTTP ${status} redirect to ${origin ?? "an unreadable location"} not followed (check baseUrl)`;
  return new RedirectError(ctx.redactor.redact(message), {
    status,
    locationOrigin: origin === undefined ? undefined : ctx.redactor.redact(origin),
    crossOrigin: origin !== undefined && origin !== requestUrl.origin,
  });
}

export function requestIdOf(headers: Headers, redactor: Redactor): string | undefined {
  const raw = headers.get("x-request-id") ?? headers.get("request-id");
  if (raw === null || raw.trim() === "") return undefined;
  return excerpt(raw, redactor);
}

/**
 * The reason of a JSON SyntaxError without the input it quotes. V8 writes `Unexpected token 'e', "eyJhbGciOi"... is
 * not valid JSON`: the quoted part is the start of the body, which may be the start of a token the redactor does not
 * know (the new access token of a token response). Everything from the first quote on is dropped (V8 gives a position
 * only in messages that quote nothing: `Expected ',' or ']' after array element in JSON at position 3`).
 */
export function syntaxReason(e: unknown, redactor: Redactor): string {
  const head = (e instanceof Error ? e.message : "").split('"')[0]!.replace(/[\s,]+$/, "");
  return excerpt(head || "invalid JSON", redactor);
}

function tryParse(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own property of a record: a parsed `__proto__` key is an own property, and nothing inherited is consulted. */
function own(value: unknown, key: string): unknown {
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

/** A server string, redacted *then* cut to MAX_FIELD bytes (redactedCut), so no part of a secret is kept. */
function text(value: unknown, redactor: Redactor): string | undefined {
  return typeof value === "string" ? redactedCut(value, redactor, MAX_FIELD) : undefined;
}

/** Copies the string fields `keys` of `from` (own properties only, redacted and cut) into `to`, which it returns. */
function texts<T extends object>(to: T, from: unknown, keys: string[], redactor: Redactor): T {
  for (const key of keys) {
    const value = text(own(from, key), redactor);
    if (value !== undefined) (to as Record<string, string>)[key] = value;
  }
  return to;
}

/**
 * ApiError.body: parsed JSON copied with every string and key redacted, or undefined when it nests deeper than
 * MAX_DEPTH. Keys are defined, not assigned, so a parsed `__proto__` key stays an own key of the copy.
 */
function bodyOf(parsed: unknown, redactor: Redactor): unknown {
  const copy = (value: unknown, depth: number): unknown => {
    if (typeof value === "string") return redactor.redact(value);
    if (typeof value !== "object" || value === null) return value;
    if (depth === MAX_DEPTH) throw new RangeError("too deep");
    if (Array.isArray(value)) return value.map((v) => copy(v, depth + 1));
    const out = {};
    for (const [key, v] of Object.entries(value)) {
      const property = { value: copy(v, depth + 1), enumerable: true, writable: true, configurable: true };
      Object.defineProperty(out, redactor.redact(key), property);
    }
    return out;
  };
  try {
    return copy(parsed, 0);
  } catch {
    return undefined;
  }
}

export function errorItems(parsed: unknown, redactor: Redactor): ApiErrorItem[] {
  const errors = own(parsed, "errors");
  if (Array.isArray(errors))
    return errors
      .slice(0, MAX_ITEMS)
      .filter(isRecord)
      .map((raw) => errorItem(raw, redactor));
  // An OAuth error body (RFC 6749 §5.2) becomes one item.
  const code = text(own(parsed, "error"), redactor);
  if (code === undefined) return [];
  const description = text(own(parsed, "error_description"), redactor);
  return [description === undefined ? { code, title: code } : { code, title: code, detail: description }];
}

function errorItem(raw: Record<string, unknown>, redactor: Redactor): ApiErrorItem {
  const item: ApiErrorItem = texts({}, raw, ["id", "code", "title", "detail"], redactor);
  const status = own(raw, "status");
  const numeric = typeof status === "string" && /^\d{3}$/.test(status) ? Number(status) : status;
  if (typeof numeric === "number" && Number.isInteger(numeric)) item.status = numeric;
  const source = texts({}, own(raw, "source"), ["pointer", "parameter"], redactor);
  if (Object.keys(source).length > 0) item.source = source;
  return item;
}

/**
 * The first item's code, title and detail, for the message; undefined when it has none of them nor a pointer (items
 * of another shape, `{code: 89, message}`), so that the message shows the body's snippet instead.
 */
function describeItems(items: ApiErrorItem[], redactor: Redactor): string | undefined {
  const first = items[0]!;
  const short = (s: string | undefined) => excerpt(s ?? "", redactor, 300);
  const parts = [first.code, first.title, first.detail].map(short).filter((p) => p !== "");
  const pointer = first.source?.pointer === undefined ? "" : ` at ${short(first.source.pointer)}`;
  if (parts.length === 0 && pointer === "") return undefined;
  const more = items.length > 1 ? ` (and ${items.length - 1} more error${items.length > 2 ? "s" : ""})` : "";
  return `${parts.join(": ") || "error"}${pointer}${more}`;
}
