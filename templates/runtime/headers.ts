/**
 * Request headers: validation and assembly. Every header value is checked here before `Headers` or `fetch` sees it,
 * because undici's own error for an invalid value echoes the value ("Headers.append: "Bearer abc\r\n…" is an invalid
 * header value"), which would put a token in a log (revforge's docs/safety.md, R4). Our message names the header, never
 * the value.
 *
 * Ownership: the version header (`revision` here) and, when the client is given credentials, `authorization` belong to
 * the client. They can come neither from the client's default headers nor from per-call headers (openapi-fetch
 * #1504/#2073 is the trap of letting them; klaviyo-api sets them last for the same reason), so a call cannot pin
 * another revision or another credential. A client without credentials (a spec that declares no security scheme, as
 * GitHub's does not) sends no `authorization` of its own, so the caller's default header may carry one.
 * `content-type` follows the operation's body kind and cannot be overridden either. `accept` defaults to
 * `application/json` and may be replaced.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { RequestError } from "./errors.js";
import type { ParameterValue } from "./operation.js";
import { isScalar, members } from "./query.js";

/** Longest header value accepted from callers. An access token alone may be 4096 characters (service document). */
export const MAX_HEADER_VALUE = 4096;

const TOKEN = /^[\w!#$%&'*+.^`|~-]+$/; // RFC 9110 token characters
/** Headers the client always sets (or that fetch does); the sender adds the ones it owns (ownedHeaders). */
const RESERVED = ["content-type", "content-length", "host"];

/** The headers a caller may not set: the fixed ones, the version header, and `authorization` when credentials are. */
export function ownedHeaders(versionHeader: string | undefined, credentials: boolean): string[] {
  return [
    ...RESERVED,
    ...(versionHeader ? [versionHeader.toLowerCase()] : []),
    ...(credentials ? ["authorization"] : []),
  ];
}

/**
 * Checks a header value (or a credential that will become one) and throws a RequestError naming `what` when it is not
 * a string, holds CR, LF, NUL or another control character, a character outside Latin-1 (Headers would refuse it with
 * its own message), or is over `max`. One message for all of these: it states the rule, never the value.
 */
export function checkHeaderValue(what: string, value: unknown, max: number = MAX_HEADER_VALUE): string {
  if (typeof value !== "string" || /[^\t\x20-\xff]/.test(value) || value.length > max) {
    throw new RequestError(
      `${what} must be a string of at most ${max} Latin-1 characters without control characters (value not shown)`,
    );
  }
  return value;
}

/**
 * Validates caller-supplied headers (client defaults or per call) and returns them with lower-cased names. A number or
 * a boolean is written as text and a list of them comma-joined (OpenAPI's `simple` style), as a spec that types a
 * header parameter so asks for; an object's members (undefined and null left out) as `R,100,G,200`, or `R=100,G=200`
 * when its name is in `exploded` (the spec's `explode: true`). An empty list, or an object with no member left, sends
 * no header, as undefined does. Keys are read with Object.entries, so inherited properties are ignored.
 */
export function callerHeaders(
  source: string,
  headers: Record<string, ParameterValue | undefined> | undefined,
  owned: readonly string[],
  exploded?: readonly string[],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    if (!TOKEN.test(name)) throw new RequestError(`${source}: invalid header name ${JSON.stringify(name)}`);
    if (owned.includes(lower)) throw new RequestError(`${source}: ${lower} is set by the client`);
    const explode = exploded?.includes(name);
    const list: unknown[] =
      members(value)?.flatMap((pair) => (explode && pair.every(isScalar) ? pair.join("=") : pair)) ?? [value].flat();
    // No member or element: undefined to OpenAPI's styles (RFC 6570 2.3), so no header, not an empty one.
    if (list.length === 0) continue;
    // Anything else (a member or an element that is no scalar) is refused by the check, its value not shown.
    out.set(lower, checkHeaderValue(`${source}: header ${lower}`, list.every(isScalar) ? list.join(",") : value));
  }
  return out;
}

/**
 * The cookie parameters of a call as one `cookie` header value (`a=1; b=x%20y`, OpenAPI's form style), or undefined
 * when there are none: a value written as text, each element percent-encoded as scheme-auth.ts writes a cookie key. A
 * list is a cookie per element (`tags=a; tags=b`: form's default, exploded), an object (members undefined or null left
 * out) a cookie per member (`R=100; G=200`), or either one cookie (`tags=a,b`, `color=R,100,G,200`) when its name is
 * in `joined` (the spec's `explode: false`). An empty list or object sends no cookie, as undefined does.
 * A cookie's name is a token, as a header's is.
 */
export function cookiePairs(
  source: string,
  cookies: Record<string, ParameterValue | undefined> | undefined,
  joined?: readonly string[],
): string | undefined {
  if (cookies === undefined) return undefined;
  const pairs = Object.entries(cookies).flatMap(([name, value]) => {
    if (value === undefined) return [];
    const object = members(value);
    const list: unknown[] = object?.flat() ?? [value].flat();
    if (!TOKEN.test(name) || !list.every(isScalar))
      throw new RequestError(`${source}: cookie ${JSON.stringify(name)} must be a token naming a scalar or a list`);
    // No member or element: undefined to OpenAPI's styles (RFC 6570 2.3), so no cookie, not an empty one.
    if (list.length === 0) return [];
    const text = (v: unknown) => encodeURIComponent(v as string);
    // A member's key names a cookie: percent-encoded, `(` and `)` too (encodeURIComponent keeps them; a token may
    // not hold them).
    const key = (k: string) => text(k).replace(/[()]/g, (c) => (c === "(" ? "%28" : "%29"));
    // Form, exploded (OpenAPI's default for a cookie): a cookie per member, or per element of a list (`tags=a; tags=b`).
    if (!joined?.includes(name)) {
      if (object) return object.map(([k, v]) => `${key(k)}=${text(v)}`);
      if (Array.isArray(value)) return list.map((v) => `${name}=${text(v)}`);
    }
    return `${name}=${list.map(text).join(",")}`;
  });
  return pairs.length > 0 ? checkHeaderValue(`${source}: cookies`, pairs.join("; ")) : undefined;
}

/**
 * Headers from `[name, value]` pairs in order, a later pair replacing an earlier one and a null or undefined value
 * skipped, after `accept: application/json`: the client's defaults, the call's own, then the client-owned ones last.
 * Pairs rather than a `Headers` object: fetch copies them into its request as it does any HeadersInit, and a
 * `Headers` built here would be checked and copied once more.
 */
export function headerPairs(pairs: readonly (readonly [string, string | null | undefined])[]): [string, string][] {
  const out = new Map<string, string>([["accept", "application/json"]]);
  for (const [name, value] of pairs) if (value != null) out.set(name, value);
  return [...out];
}
