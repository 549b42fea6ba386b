/**
 * URL building: base URL checks, path-template expansion and the same-origin assertion.
 *
 * - The base URL comes from configuration, never from a spec: https, or http on a loopback host (a local sandbox or
 *   Prism), with no credentials, query or fragment (reliability.md item 10).
 * - Path parameters are encoded with encodeURIComponent, so `a/b`, `?x`, `#x` and `%2e%2e` stay inside their segment;
 *   `.`, `..` and the empty string are rejected because encoding leaves them as they are and the URL parser would
 *   then remove or collapse the segment (item 45; openapi-fetch let `..` escape the path). A template parameter
 *   without a value is an error, never a literal `{id}`.
 * - The final URL's origin must equal the base URL's origin (items 8 and 42), checked after the WHATWG parser has
 *   had its say, so no path or link can move a credential to another host.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { RequestError } from "./errors.js";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The checked base URL: its origin and its path prefix without a trailing slash ("" at the root). */
export interface BaseUrl {
  readonly origin: string;
  readonly prefix: string;
  /** `origin + prefix`, the form shown to people. */
  readonly href: string;
}

/** Parses and checks the configured base URL. */
export function checkBaseUrl(baseUrl: string): BaseUrl {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new RequestError("baseUrl is not an absolute URL");
  }
  if (url.username !== "" || url.password !== "") throw new RequestError("baseUrl must not contain credentials");
  if (url.search !== "" || url.hash !== "") throw new RequestError("baseUrl must not have a query or a fragment");
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.has(url.hostname))) {
    throw new RequestError(`baseUrl must use https (http is accepted for localhost only), not ${url.protocol}`);
  }
  const prefix = url.pathname.replace(/\/+$/, "");
  return { origin: url.origin, prefix, href: url.origin + prefix };
}

/** Expands `/api/profiles/{id}/` with encoded parameters. */
export function expandPath(template: string, params: Record<string, string | number> | undefined): string {
  if (!template.startsWith("/")) throw new RequestError(`operation path must start with "/"`);
  return template.replace(/\{([^{}]*)\}/g, (_match, name: string) => {
    const value = params !== undefined && Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    if (value === undefined || value === null) throw new RequestError(`path parameter ${name} is missing`);
    if (typeof value === "number" && !Number.isFinite(value)) {
      throw new RequestError(`path parameter ${name} is not a finite number`);
    }
    if (typeof value !== "string" && typeof value !== "number") {
      throw new RequestError(`path parameter ${name} must be a string or a number`);
    }
    const text = String(value);
    if (text === "" || text === "." || text === "..") {
      throw new RequestError(`path parameter ${name} must not be empty, "." or ".." (got ${JSON.stringify(text)})`);
    }
    try {
      return encodeURIComponent(text);
    } catch {
      throw new RequestError(`path parameter ${name} contains a lone surrogate and cannot be encoded`);
    }
  });
}

/** Joins base, path and an already-serialised query, and asserts the result stays on the base origin. */
export function joinUrl(base: BaseUrl, path: string, query: string): URL {
  const url = new URL(base.href + path + (query === "" ? "" : `?${query}`));
  assertSameOrigin(base, url, "the request URL");
  return url;
}

export function assertSameOrigin(base: BaseUrl, url: URL, what: string): void {
  if (url.origin !== base.origin) {
    throw new RequestError(`${what} points to ${url.origin}, not to the configured base URL's origin ${base.origin}`);
  }
}

/**
 * Resolves a `links.next` value (absolute, or relative to the base URL) and checks its origin and path prefix.
 * The server's URL is used as it is otherwise (its query already carries the cursor).
 */
export function resolveLink(base: BaseUrl, link: string): URL {
  let url: URL;
  try {
    url = new URL(link, base.href + "/");
  } catch {
    throw new RequestError("links.next is not a valid URL");
  }
  assertSameOrigin(base, url, "links.next");
  if (url.username !== "" || url.password !== "") throw new RequestError("links.next must not contain credentials");
  if (!url.pathname.startsWith(base.prefix + "/")) {
    throw new RequestError(`links.next leaves the base URL's path ${base.prefix}`);
  }
  url.hash = "";
  return url;
}
