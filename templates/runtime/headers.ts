/**
 * Request headers: validation and assembly. Every header value is checked here before `Headers` or `fetch` sees it,
 * because undici's own error for an invalid value echoes the value ("Headers.append: "Bearer abc\r\n…" is an invalid
 * header value"), which would put a token in a log (reliability.md item 46). Our message names the header, never the
 * value.
 *
 * Ownership: `revision` and `authorization` belong to the client. They can come neither from the client's default
 * headers nor from per-call headers (openapi-fetch #1504/#2073 is the trap of letting them; klaviyo-api sets them last
 * for the same reason), so a call cannot pin another revision or another credential. `content-type` follows the
 * operation's body kind and cannot be overridden either. `accept` defaults to `application/json` and may be replaced.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { RequestError } from "./errors.js";

/** Longest header value accepted from callers. An access token alone may be 4096 characters (service document). */
export const MAX_HEADER_VALUE = 4096;

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const RESERVED = new Set(["authorization", "revision", "content-type", "content-length", "host"]);

/**
 * Checks a header value (or a credential that will become one) and throws a RequestError naming `what` when it holds
 * CR, LF or NUL, a character outside Latin-1 (Headers would refuse it with its own message), or is over `max`.
 */
export function checkHeaderValue(what: string, value: unknown, max: number = MAX_HEADER_VALUE): string {
  if (typeof value !== "string") throw new RequestError(`${what} must be a string (got ${typeof value})`);
  if (/[\r\n\0]/.test(value)) throw new RequestError(`${what} contains a CR, LF or NUL character (value not shown)`);
  if (/[^\t\x20-\xff]/.test(value)) {
    throw new RequestError(`${what} contains a control character or one outside Latin-1 (value not shown)`);
  }
  if (value.length > max) {
    throw new RequestError(`${what} is ${value.length} characters long; at most ${max} are accepted (value not shown)`);
  }
  return value;
}

/**
 * Validates caller-supplied headers (client defaults or per call) and returns them with lower-cased names.
 * Keys are read with Object.keys, so inherited properties are ignored.
 */
export function callerHeaders(source: string, headers: Record<string, string> | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (headers === undefined) return out;
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value === undefined) continue;
    if (!TOKEN.test(name)) throw new RequestError(`${source}: ${JSON.stringify(name)} is not a valid header name`);
    const lower = name.toLowerCase();
    if (RESERVED.has(lower)) {
      throw new RequestError(`${source}: the ${lower} header is set by the client and cannot be given here`);
    }
    out.set(lower, checkHeaderValue(`${source}: header ${lower}`, value));
  }
  return out;
}

/** Assembles the headers of one attempt; the client-owned ones are applied last so nothing can override them. */
export function buildHeaders(parts: {
  defaults: Map<string, string>;
  perCall: Map<string, string>;
  contentType: string | undefined;
  /** null: an API without revisions (the legacy endpoints); no header is sent. */
  revision: string | null;
  authorization: string | undefined;
}): Headers {
  const headers = new Headers();
  headers.set("accept", "application/json");
  for (const [name, value] of parts.defaults) headers.set(name, value);
  for (const [name, value] of parts.perCall) headers.set(name, value);
  if (parts.contentType !== undefined) headers.set("content-type", parts.contentType);
  if (parts.revision !== null) headers.set("revision", parts.revision);
  if (parts.authorization !== undefined) headers.set("authorization", parts.authorization);
  return headers;
}
