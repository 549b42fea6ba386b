/**
 * `createRuntimeClient`: checks the configuration once, warns about the revision's lifecycle, and returns the object
 * every generated operation calls. The generated entry point of each revision wraps it (as `createClientWith`, with
 * only the runtime parts its operations use: parts.ts), passing its `revision`, its catalog `lifecycle` and its
 * default `baseUrl`; here `baseUrl` is required, so the runtime never invents a host.
 *
 * The client holds no per-call state: `request` expands the path, serialises the query and hands the call to the
 * core (send.ts); `requestUrl` does the same for a URL the API gave us (`links.next`), after the same origin check.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { checkAuth } from "./auth.js";
import type { RuntimeClientOptions, VersionParameter } from "./client-options.js";
import { formEncoded, jsonArgs, multipartBody, rawBody, styledField } from "./encode.js";
import { RequestError } from "./errors.js";
import { cookiePairs } from "./headers.js";
import { warnLifecycle } from "./lifecycle.js";
import type { CallArgs, CallOptions, OperationDescriptor } from "./operation.js";
import { part, type Parts } from "./parts.js";
import { plainQuery, serializeQuery } from "./query.js";
import { Redactor } from "./redact.js";
import { readData } from "./response.js";
import type { Result } from "./result.js";
import { sender } from "./send.js";
import { checkBaseUrl, expandPath, joinUrl, resolveLink, simplePath, withParam } from "./url.js";

export { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS } from "./send.js";

export type {
  ClientOptions,
  FetchLike,
  RequestEvent,
  RuntimeClientOptions,
  VersionParameter,
} from "./client-options.js";

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
   * Calls `op` at a URL the API returned (`links.next`, absolute or relative to the base URL; pages() makes a relative
   * link absolute against its page's URL first). Its origin must be
   * the base URL's origin, else RequestError; its query is kept as the server wrote it, but for a version sent as a
   * query parameter, which is the client's.
   */
  requestUrl<T>(
    op: OperationDescriptor,
    url: string,
    args?: Pick<CallArgs, "headers" | "cookies" | "body">,
    options?: CallOptions,
  ): Promise<Result<T>>;
  /** Redacts every registered secret from `text` (for callers' own logs). */
  redact(text: string): string;
  /** Registers another secret value (a refresh token, a client secret) for redaction. */
  addSecret(value: string): void;
}

/**
 * The key of an internal call option (paginate.ts): a function `request` gives the URL it built, before credentials,
 * so that a relative `links.next` resolves against the page that carried it. A symbol, so no caller's option meets it;
 * it passes through an upgraded client's engine with the rest of the options.
 */
export const PAGE_URL: unique symbol = Symbol("revforge.pageUrl");

/** The call options paginate.ts gives `request`. */
export type PageCallOptions = CallOptions & { [PAGE_URL]?: (url: URL) => void };

/** A revision id (the config's): also a header value when it is one, so nothing that could break a header. */
const REVISION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Every part of the runtime (parts.ts), for a client that may be given any descriptor. */
export const allParts: Parts = {
  form: formEncoded,
  formStyles: styledField,
  multipart: multipartBody,
  raw: rawBody,
  query: serializeQuery,
  path: expandPath,
  json: jsonArgs,
  cookies: cookiePairs,
  data: readData,
};

export function createRuntimeClient<R extends string | null = string>(options: RuntimeClientOptions<R>): Client<R> {
  return createClientWith(options, allParts);
}

/**
 * A client with only the parts of the runtime given (parts.ts): what a generated entry point creates, with the parts
 * its operations use, so that a bundle holds no code for the rest.
 */
export function createClientWith<R extends string | null = string>(
  options: RuntimeClientOptions<R>,
  parts: Parts,
): Client<R> {
  if (typeof options !== "object" || options === null) throw new RequestError("client options are required");
  const redactor = options.redactor ?? new Redactor();
  if (options.securitySchemes) options.securitySchemes.check(options.auth, redactor);
  else checkAuth(options.auth, redactor);
  const revision = options.revision;
  // The pattern also keeps the header value clean (no CR, LF or other characters to inject).
  if (revision !== null && (typeof revision !== "string" || !REVISION.test(revision))) {
    throw new RequestError(`revision must be an id of letters, digits, '.', '_' and '-'`);
  }
  const version = versionOf(options.version, revision);
  if (typeof options.baseUrl !== "string") {
    throw new RequestError("baseUrl is required (this entry point has no default)");
  }
  const base = checkBaseUrl(options.baseUrl);
  const send = sender({ ...options, version }, redactor, parts);
  if (options.lifecycle && revision !== null) {
    const warn = options.onWarning ?? ((message: string) => console.warn(message));
    const now = options.now?.() ?? Date.now();
    warnLifecycle(options.lifecycle, revision, now, (message) => warn(redactor.redact(message)));
  }

  return {
    revision,
    baseUrl: base.href,
    // Not async: the core's promise is the call's (an async function returning it would wrap it in one more).
    // What the URL builder throws is returned as a rejection all the same.
    request<T>(op: OperationDescriptor, args: CallArgs = {}, callOptions?: CallOptions) {
      let url: URL;
      try {
        if (op.json) args = part(parts, "json", op)(op, args);
        const query = version?.in === "query" ? { ...args.query, [version.name]: version.value } : args.query;
        url = joinUrl(
          base,
          op.pathStyles ? part(parts, "path", op)(op.path, args.path, op.pathStyles) : simplePath(op.path, args.path),
          op.query || op.reserved ? part(parts, "query", op)(query, op.query, op.reserved) : plainQuery(query),
        );
        (callOptions as PageCallOptions | undefined)?.[PAGE_URL]?.(url);
      } catch (e) {
        return Promise.reject(e);
      }
      return send<T>(op, url, args, callOptions);
    },
    requestUrl<T>(op: OperationDescriptor, link: string, args = {}, callOptions?: CallOptions) {
      let url: URL;
      try {
        if (op.json) args = part(parts, "json", op)(op, args);
        url = resolveLink(base, link, redactor);
        // Every request sends the revision's value: a link that leaves it out, or names another, gets the client's.
        if (version?.in === "query") url = withParam(url, version.name, version.value);
      } catch (e) {
        return Promise.reject(e);
      }
      return send<T>(op, url, args, callOptions);
    },
    redact: (text: string) => redactor.redact(text),
    addSecret: (value: string) => redactor.add(value),
  };
}

/** The version parameter a client sends: the given one, checked; absent, the `revision` header (none for null). */
function versionOf(given: VersionParameter | null | undefined, revision: string | null): VersionParameter | null {
  if (given === undefined) return revision === null ? null : { in: "header", name: "revision", value: revision };
  if (given === null) return null;
  const { in: where, name, value } = given;
  if (
    (where !== "header" && where !== "query") ||
    typeof name !== "string" ||
    !/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,128}$/.test(name) ||
    typeof value !== "string" ||
    !/^[\x21-\x7e](?:[\x20-\x7e]{0,126}[\x21-\x7e])?$/.test(value)
  ) {
    throw new RequestError("version must be { in: header or query, name, value } of printable ASCII");
  }
  return { in: where, name: where === "header" ? name.toLowerCase() : name, value };
}
