/**
 * Turns one HTTP response into a Result or a thrown error (reliability.md items 31–37, 42, 44):
 *
 * - 2xx + JSON media type (`application/json`, `application/vnd.api+json`, any `+json`, parameters allowed) → data.
 * - 2xx + anything else, `text/plain` holding JSON included → UnexpectedContentTypeError. The policy is explicit:
 *   the API speaks JSON, so any other type means we are not talking to it (HTML: a captive portal or the wrong host).
 * - 2xx, 204 or `Content-Length: 0` with no body → `data: undefined` only when the descriptor says `emptyOk`;
 *   otherwise EmptyBodyError. A JSON body that does not parse → ParseError (a body cut short without a
 *   Content-Length ends up here; with one, the platform reports a socket error instead: NetworkError).
 * - 3xx → RedirectError naming only the Location's origin; redirects are never followed.
 * - non-2xx + JSON error object → a Result whose ApiError lists the `errors[]` items (an OAuth `{error,
 *   error_description}` body, RFC 6749 §5.2, becomes one item); non-2xx with any other body → ApiError with
 *   `errors: []` and the body's snippet in the message; but an HTML page below 500 is a wrong-host error, thrown.
 *
 * Server values are copied field by field into fresh objects (never Object.assign or spread of parsed data), only
 * strings and numbers are read, and every string is redacted, so `{"__proto__": …}` and 1e6-deep bodies are inert.
 * The request id comes from `x-request-id` or `request-id` (the service document names no header).
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import {
  cutToBytes,
  isHtmlType,
  isJsonType,
  mediaType,
  oneLine,
  readBody,
  snippetOf,
  cancelBody,
} from "./read-body.js";
import {
  ApiError,
  EmptyBodyError,
  ParseError,
  RedirectError,
  UnexpectedContentTypeError,
  type ApiErrorItem,
} from "./errors.js";
import type { OperationDescriptor } from "./operation.js";
import type { Redactor } from "./redact.js";
import type { Result } from "./result.js";

export interface ResponseContext {
  readonly op: OperationDescriptor;
  readonly maxBytes: number;
  readonly redactor: Redactor;
}

const MAX_ITEMS = 100;
const MAX_FIELD = 2000;

export async function toResult<T>(ctx: ResponseContext, response: Response): Promise<Result<T>> {
  const { op, redactor } = ctx;
  const { status, headers } = response;
  const requestId = requestIdOf(headers, redactor);
  const type = mediaType(headers);
  const where = `${op.id}: HTTP ${status}`;
  const bytes =
    status === 204 || status === 205
      ? (await cancelBody(response), new Uint8Array(0))
      : await readBody(response, ctx.maxBytes, where);
  const base = requestId === undefined ? { status, headers } : { status, headers, requestId };

  if (status >= 200 && status < 300) {
    if (bytes.byteLength === 0) {
      if (op.emptyOk === true) return { ...base, data: undefined as T };
      throw new EmptyBodyError(`${where} has an empty body, but the operation returns data`, status);
    }
    if (!isJsonType(type)) throw unexpectedType(ctx, status, type, bytes);
    return { ...base, data: parseJson(ctx, status, bytes) as T };
  }

  if (isHtmlType(type) && status < 500 && bytes.byteLength > 0) throw unexpectedType(ctx, status, type, bytes);
  let items: ApiErrorItem[] = [];
  if (isJsonType(type) && bytes.byteLength > 0) items = errorItems(tryParse(bytes), redactor);
  const summary =
    items.length > 0
      ? describeItems(items)
      : bytes.byteLength === 0
        ? "(empty body)"
        : `(${type === "" ? "no content type" : type}) ${snippetOf(bytes, redactor)}`;
  const message = `${where} ${summary}${requestId === undefined ? "" : ` [request id ${requestId}]`}`;
  const error = new ApiError(redactor.redact(message), { status, errors: items, requestId, operationId: op.id });
  return { ...base, error };
}

/** The JSON:API error items of a body we are not otherwise going to use (a 429 we give up on); never throws. */
export async function readErrorItems(ctx: ResponseContext, response: Response): Promise<ApiErrorItem[]> {
  try {
    const bytes = await readBody(response, ctx.maxBytes, ctx.op.id);
    return isJsonType(mediaType(response.headers)) ? errorItems(tryParse(bytes), ctx.redactor) : [];
  } catch {
    return [];
  }
}

export function redirectError(ctx: ResponseContext, response: Response, requestUrl: URL): RedirectError {
  const location = response.headers.get("location");
  let origin: string | undefined;
  if (location !== null) {
    try {
      origin = new URL(location, requestUrl).origin;
    } catch {
      origin = undefined;
    }
  }
  const crossOrigin = origin !== undefined && origin !== requestUrl.origin;
  const target =
    origin === undefined ? "an unreadable location" : crossOrigin ? `${origin} (another origin)` : `the same origin`;
  const message =
    `${ctx.op.id}: HTTP ${response.status} redirect to ${target} was not followed; the client never follows ` +
    `redirects (check baseUrl)`;
  return new RedirectError(ctx.redactor.redact(message), {
    status: response.status,
    locationOrigin: origin === undefined ? undefined : ctx.redactor.redact(origin),
    crossOrigin,
  });
}

export function requestIdOf(headers: Headers, redactor: Redactor): string | undefined {
  const raw = headers.get("x-request-id") ?? headers.get("request-id");
  if (raw === null || raw.trim() === "") return undefined;
  return oneLine(cutToBytes(redactor.redact(raw), 200)); // redacted before the cut, as in text()
}

function unexpectedType(ctx: ResponseContext, status: number, type: string, bytes: Uint8Array) {
  const snippet = snippetOf(bytes, ctx.redactor);
  const html = isHtmlType(type);
  const wrongHost = html && status < 500;
  const shown = type === "" ? "no content type" : type;
  const why = wrongHost
    ? `an HTML page, not the API: the request most likely went to the wrong host, a proxy or a captive portal (check baseUrl)`
    : type === "text/plain"
      ? "text/plain is not accepted as JSON, even when it looks like JSON (explicit policy)"
      : "the API answers in JSON";
  const message = `${ctx.op.id}: HTTP ${status} answered with ${shown}; ${why}. Body starts: ${snippet}`;
  return new UnexpectedContentTypeError(ctx.redactor.redact(message), {
    status,
    contentType: type,
    snippet,
    wrongHost,
  });
}

function parseJson(ctx: ResponseContext, status: number, bytes: Uint8Array): unknown {
  const fail = (why: string) => {
    const snippet = snippetOf(bytes, ctx.redactor);
    const message = `${ctx.op.id}: the HTTP ${status} response is not valid JSON (${bytes.byteLength} bytes): ${why}`;
    return new ParseError(ctx.redactor.redact(message), { status, snippet });
  };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw fail("the body is not valid UTF-8");
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw fail(syntaxReason(e));
  }
}

/**
 * The reason of a JSON SyntaxError without the input it quotes. V8 writes `Unexpected token 'e', "eyJhbGciOi"... is
 * not valid JSON`: the quoted part is the start of the body, which may be the start of a token, and a prefix cannot be
 * recognised by redaction. Everything from the first quote on is dropped; the position, when given, is kept.
 */
export function syntaxReason(e: unknown): string {
  const message = e instanceof Error ? e.message : "";
  const head = message.split('"')[0]!.replace(/[\s,]+$/, "");
  const position = /at position \d+(?: \(line \d+ column \d+\))?/.exec(message)?.[0];
  const reason = position !== undefined && !head.includes(position) ? `${head} ${position}` : head;
  return oneLine(cutToBytes(reason === "" ? "invalid JSON" : reason, 200));
}

function tryParse(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: false }).decode(bytes));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads an own property only: a parsed `__proto__` key is an own property, and nothing inherited is consulted. */
function own(record: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/**
 * A server string, redacted *then* cut (a secret cut in half would no longer be recognised: a 4096-character token
 * echoed in a `detail` used to leave its first 2000 characters). The window redacted is wide enough to hold any
 * secret that starts inside the part kept.
 */
function text(value: unknown, redactor: Redactor): string | undefined {
  if (typeof value !== "string") return undefined;
  return cutToBytes(redactor.redact(value.slice(0, MAX_FIELD + 16_384)), MAX_FIELD);
}

export function errorItems(parsed: unknown, redactor: Redactor): ApiErrorItem[] {
  if (!isRecord(parsed)) return [];
  const errors = own(parsed, "errors");
  if (Array.isArray(errors)) {
    const items: ApiErrorItem[] = [];
    for (const raw of errors.slice(0, MAX_ITEMS)) if (isRecord(raw)) items.push(errorItem(raw, redactor));
    return items;
  }
  const oauthError = text(own(parsed, "error"), redactor);
  if (oauthError === undefined) return [];
  const item: ApiErrorItem = { code: oauthError, title: oauthError };
  const description = text(own(parsed, "error_description"), redactor);
  if (description !== undefined) item.detail = description;
  return [item];
}

function errorItem(raw: Record<string, unknown>, redactor: Redactor): ApiErrorItem {
  const item: ApiErrorItem = {};
  const id = text(own(raw, "id"), redactor);
  if (id !== undefined) item.id = id;
  const status = own(raw, "status");
  const numeric = typeof status === "string" && /^\d{3}$/.test(status) ? Number(status) : status;
  if (typeof numeric === "number" && Number.isInteger(numeric)) item.status = numeric;
  for (const key of ["code", "title", "detail"] as const) {
    const value = text(own(raw, key), redactor);
    if (value !== undefined) item[key] = value;
  }
  const source = own(raw, "source");
  if (isRecord(source)) {
    const pointer = text(own(source, "pointer"), redactor);
    const parameter = text(own(source, "parameter"), redactor);
    if (pointer !== undefined || parameter !== undefined) {
      item.source = {};
      if (pointer !== undefined) item.source.pointer = pointer;
      if (parameter !== undefined) item.source.parameter = parameter;
    }
  }
  return item;
}

function describeItems(items: ApiErrorItem[]): string {
  const first = items[0]!;
  const short = (s: string | undefined) => (s === undefined ? undefined : oneLine(cutToBytes(s, 300)));
  const parts = [short(first.code), short(first.title), short(first.detail)].filter((p) => p !== undefined && p !== "");
  const pointer = first.source?.pointer === undefined ? "" : ` at ${short(first.source.pointer)}`;
  const more = items.length > 1 ? ` (and ${items.length - 1} more error${items.length > 2 ? "s" : ""})` : "";
  return `${parts.length > 0 ? parts.join(": ") : "error"}${pointer}${more}`;
}
