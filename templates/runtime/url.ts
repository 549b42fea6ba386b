/**
 * URL building: base URL checks, path-template expansion and the same-origin assertion.
 *
 * - The base URL comes from configuration, never from a spec: https, or http on a loopback host (a local sandbox or
 *   Prism), with no credentials, query or fragment (revforge's docs/safety.md, R1).
 * - Path parameters are encoded with encodeURIComponent, so `a/b`, `?x`, `#x` and `%2e%2e` stay inside their segment;
 *   `.`, `..` and the empty string are rejected because encoding leaves them as they are and the URL parser would
 *   then remove or collapse the segment (R2; openapi-fetch let `..` escape the path); matrix style's empty value is
 *   `;name`, no such segment. A template parameter
 *   without a value is an error, never a literal `{id}`.
 * - The final URL's origin must equal the base URL's origin (R3), checked after the WHATWG parser has
 *   had its say, so no path or link can move a credential to another host.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { RequestError } from "./errors.js";
import type { OperationDescriptor, ParameterValue } from "./operation.js";
import type { Redactor } from "./redact.js";
import { encode, isScalar, members } from "./query.js";

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/** The checked base URL: its origin and its path prefix without a trailing slash ("" at the root). */
export interface BaseUrl {
  readonly origin: string;
  readonly prefix: string;
  /** `origin + prefix`, the form shown to people. */
  readonly href: string;
}

/** `new URL(text, base)`, or undefined when it does not parse (or `text` is not a string). */
export function parseUrl(text: unknown, base?: string): URL | undefined {
  try {
    return typeof text === "string" ? new URL(text, base) : undefined;
  } catch {
    return undefined;
  }
}

/** No user name or password in the URL. */
const noCredentials = (url: URL) => url.username === "" && url.password === "";

/** Parses and checks the configured base URL. One message states every rule, whichever one failed. */
export function checkBaseUrl(baseUrl: string): BaseUrl {
  const url = parseUrl(baseUrl);
  const https = url?.protocol === "https:" || (url?.protocol === "http:" && LOOPBACK.includes(url.hostname));
  if (url === undefined || !https || !noCredentials(url) || url.search !== "" || url.hash !== "") {
    throw new RequestError("baseUrl must be an https URL (http for localhost) without credentials, query or fragment");
  }
  const prefix = url.pathname.replace(/\/+$/, "");
  return { origin: url.origin, prefix, href: url.origin + prefix };
}

/**
 * Expands a path template (`/api/profiles/{id}/`, `/users(id='{id}')`) with encoded parameters. A `#fragment` of the
 * template (`/#X-Amz-Target=Kinesis_20131202.AddTagsToStream`) names the operation in the spec and is not sent, as a
 * fragment never is. A `?` ends the path, and what follows it (`/export?filename={filename}`, which some specs write)
 * is the start of the query string, before the query parameters. The template's own text is sent as the spec writes it
 * where RFC 3986 allows it (in a path: every pchar and `%XX` escapes; in the query `?` too); anything else it holds (a
 * space, a quote, a `%` that starts no escape, non-ASCII) is percent-encoded, so it stays where it is. Parameters the
 * template does not name (a path parameter the spec declares but does not place) are accepted and not sent. A template
 * with a `.` or `..` segment is refused as a parameter is.
 */
export function expandPath(
  template: string,
  params: Record<string, ParameterValue> | undefined,
  styles?: OperationDescriptor["pathStyles"],
): string {
  return expandWith(template, params, styles, parameter);
}

/**
 * `expandPath` for a descriptor without `pathStyles`, every parameter in simple style, without the code of the other
 * styles (the client's `path` part, parts.ts).
 */
export function simplePath(template: string, params: Record<string, ParameterValue> | undefined): string {
  return expandWith(template, params, undefined, simpleParameter);
}

/** The path parameters' values as `write` writes them, found by name (and style) in `params` and `styles`. */
type ParameterWriter = (
  name: string,
  params: Record<string, ParameterValue> | undefined,
  styles: OperationDescriptor["pathStyles"],
) => string;

function expandWith(
  template: string,
  params: Record<string, ParameterValue> | undefined,
  styles: OperationDescriptor["pathStyles"],
  write: ParameterWriter,
): string {
  if (!template.startsWith("/")) throw new RequestError(`operation path must start with "/"`);
  const hash = template.indexOf("#");
  const sent = hash < 0 ? template : template.slice(0, hash);
  // A `?` ends the path: what a template writes after it (`/export?filename={filename}`) starts the query string.
  const mark = sent.indexOf("?");
  const path = mark < 0 ? sent : sent.slice(0, mark);
  if (path.split("/").some((segment) => DOT_SEGMENT.test(segment))) {
    throw new RequestError(`operation path must not contain "." or ".." segments`);
  }
  const expand = (text: string, literal: RegExp) =>
    text
      .split(/\{([^{}]*)\}/)
      .map((part, i) => (i % 2 === 0 ? encodeLiteral(part, literal) : write(part, params, styles)))
      .join("");
  const query = mark < 0 ? "" : expand(sent.slice(mark + 1), QUERY_TEXT);
  return expand(path, PATH_TEXT) + (query === "" ? "" : `?${query}`);
}

const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

/**
 * One path parameter's value, each element (an object's keys and values too) encoded: a list comma-joined (OpenAPI's
 * `simple` style), or as `label` (`.a,b`; exploded `.a.b`) or `matrix` (`;id=a,b`; exploded `;id=a;id=b`) says. An
 * object is its members' keys and values as a list (`R,100,G,200`), or exploded `R=100` each (`R=100,G=200`,
 * `.R=100.G=200`, `;R=100;G=200`); its members that are undefined or null are left out.
 */
function parameter(
  name: string,
  params: Record<string, ParameterValue> | undefined,
  styles: OperationDescriptor["pathStyles"],
): string {
  const style = styles?.find(([n]) => n === name)?.[1];
  const value = valueOf(name, params);
  const what = `path parameter ${name}`;
  // OpenAPI's empty value in matrix style: `;color`, which no dot segment can come of (in label style it would be `.`).
  if (style?.startsWith("matrix") && (value === "" || (Array.isArray(value) && value.length === 0)))
    return `;${encode(name, what)}`;
  const pairs = members(value);
  let encoded = encodedTexts(what, pairs, value);
  const explode = style?.endsWith("explode");
  // An exploded object's members are `key=value` each, and in a matrix they name no parameter.
  const object = pairs && explode;
  if (object) encoded = pairs.map((_, i) => `${encoded[2 * i]}=${encoded[2 * i + 1]}`);
  if (style === undefined || style === "simple-explode") return encoded.join(",");
  const key = style.startsWith("label") ? "." : object ? ";" : `;${encode(name, what)}=`;
  return key + encoded.join(explode ? key : ",");
}

/** A path parameter's value in simple style, as `parameter` writes it for a parameter without a style. */
function simpleParameter(name: string, params: Record<string, ParameterValue> | undefined): string {
  const value = valueOf(name, params);
  return encodedTexts(`path parameter ${name}`, members(value), value).join(",");
}

/** An own property of `params` (a parameter named `__proto__` or `toString` is no inherited value). */
function valueOf(name: string, params: Record<string, ParameterValue> | undefined): ParameterValue | undefined {
  return params !== undefined && Object.hasOwn(params, name) ? params[name] : undefined;
}

/**
 * The texts of a value, each encoded: an object's keys and values (`pairs`), a list's elements, or the value; each a
 * non-empty string, a finite number or a boolean, and never `.` or `..` (a dot segment the URL parser would remove).
 */
function encodedTexts(what: string, pairs: [string, unknown][] | undefined, value: unknown): string[] {
  const texts = (pairs?.flat() ?? (Array.isArray(value) ? value : [value])).map((v) => (isScalar(v) ? String(v) : ""));
  if (texts.length === 0 || texts.some((text) => text === "" || text === "." || text === "..")) {
    throw new RequestError(`${what} must be a non-empty string, a finite number or a boolean, not "." or ".."`);
  }
  return texts.map((text) => encode(text, what));
}

/** The runs of a template's literal text that RFC 3986 does not allow in a path, or in a query (`?` too). */
const PATH_TEXT = /%[0-9A-Fa-f]{2}|[^A-Za-z0-9\-._~!$&'()*+,;=:@/]+/g;
const QUERY_TEXT = /%[0-9A-Fa-f]{2}|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?]+/g;

/** A template's literal text: what RFC 3986 allows where it stands kept, anything else percent-encoded. */
function encodeLiteral(text: string, disallowed: RegExp): string {
  return text.replace(disallowed, (run) => (/^%[0-9A-Fa-f]{2}$/.test(run) ? run : encode(run, "the operation path")));
}

/**
 * Joins base, path and an already-serialised query (after the query the path's template starts, if any), and asserts
 * the result stays on the base origin.
 */
export function joinUrl(base: BaseUrl, path: string, query: string): URL {
  const url = new URL(base.href + path + (query === "" ? "" : `${path.includes("?") ? "&" : "?"}${query}`));
  if (url.origin !== base.origin) throw new RequestError(`the request URL leaves ${base.origin}`);
  return url;
}

/**
 * Resolves a URL the API gave (`links.next`: absolute, or relative to the base URL) and checks that it stays under
 * the base URL: same origin, within its path prefix, no credentials. The server's URL is used as it is otherwise (its
 * query already carries the cursor). The message never shows the link itself, and shows the base URL redacted (its
 * path may hold a token the caller registered, `https://api.telegram.org/bot<token>`).
 */
export function resolveLink(base: BaseUrl, link: string, redactor?: Redactor): URL {
  const url = parseUrl(link, base.href + "/");
  if (url?.origin !== base.origin || !noCredentials(url) || !url.pathname.startsWith(base.prefix + "/")) {
    const shown = redactor === undefined ? base.href : redactor.redact(base.href);
    throw new RequestError(`links.next must be a URL under the base URL ${shown}`);
  }
  url.hash = "";
  return url;
}

/** Returns a copy of `url` with `name=value` replacing any existing `name` parameter; other pairs are kept verbatim. */
export function withParam(url: URL, name: string, value: string): URL {
  const out = new URL(url);
  // Each pair is decoded on its own by URLSearchParams (`+` and `%XX` in the name, never throwing on a bad escape).
  const pairs = out.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && !new URLSearchParams(pair).has(name));
  out.search = [...pairs, `${name}=${encodeURIComponent(value)}`].join("&");
  return out;
}
