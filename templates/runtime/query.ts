/**
 * Query-string serialisation for JSON:API parameters. Names are kept verbatim as the spec spells them
 * (`fields[profile]`, `additional-fields[profile]`, `page[cursor]`, `filter`, `sort`, `include`): no camelCase renaming
 * (klaviyo-api renamed `fields[profile]` to `fieldsProfile`, its users' first complaint) and no nested objects to
 * flatten. Brackets in names stay readable; everything else is percent-encoded with encodeURIComponent. Arrays become
 * one comma-separated value (JSON:API's list syntax), with each element encoded, so a comma inside an element arrives
 * as `%2C`. `undefined` and `null` drop the parameter, as does an empty array.
 *
 * A parameter the spec serialises otherwise has its style in the descriptor (`query`, emit/descriptor.ts), as
 * OpenAPI's `style` and `explode` say: `explode` (form, exploded: OpenAPI's default; spaceDelimited and pipeDelimited
 * exploded too) repeats the name for each element and writes an object's members as parameters of their own; `space`
 * and `pipe` join elements with `%20` or `|`; `deep` (deepObject) writes an object's members as `name[member]`, and
 * nested objects and lists as qs does (`deepPairs`); `form` (not exploded) is the comma list, an object's members and
 * their values its elements (`color=R,100,G,200`). An object is accepted only under such a style.
 * A parameter the descriptor names in `reserved` (the spec's `allowReserved: true`) keeps the reserved characters of
 * its values (`path=/a/b`).
 *
 * Keys are read with Object.entries (no for-in, so nothing inherited leaks in; revforge's docs/safety.md, R4, R9).
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { RequestError } from "./errors.js";
import type { QueryStyle } from "./operation.js";

const JOINS: Record<string, string> = { space: "%20", pipe: "|" };

/** `{ "fields[profile]": ["email", "phone_number"], "page[size]": 20 }` → `fields[profile]=email,phone_number&page[size]=20`. */
export function serializeQuery(
  query: Record<string, unknown> | undefined,
  styles?: readonly (readonly [name: string, style: QueryStyle])[],
  reserved?: readonly string[],
): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query ?? {})) {
    const style = styles?.find(([n]) => n === name)?.[1];
    const pairs = style === undefined ? undefined : members(value);
    const write = reserved?.includes(name) ? encodeReserved : encode;
    if (style === "deep") for (const [key, v] of deepPairs(name, value)) add(parts, key, v, style, write);
    else if (pairs) {
      // An object's members: each its own parameter, else name=member,value,...
      if (style === "explode") for (const [member, v] of pairs) add(parts, member, v, style, write);
      else if (pairs.length > 0) add(parts, name, pairs.flat(), style, write);
    } else add(parts, name, value, style, write);
  }
  return parts.join("&");
}

/**
 * A query without styles or reserved values, every parameter a comma list: what `serializeQuery` writes for a
 * descriptor with neither `query` nor `reserved`, without the code for them (the client's `query` part, parts.ts).
 */
export function plainQuery(query: Record<string, unknown> | undefined): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query ?? {})) {
    const encoded = encodedValues(name, value, encode);
    if (encoded.length > 0) parts.push(`${encodeName(name)}=${encoded.join(",")}`);
  }
  return parts.join("&");
}

/** One parameter's value, a list written as the style says, each element encoded by `write`. */
function add(parts: string[], name: string, value: unknown, style: QueryStyle | undefined, write: typeof encode): void {
  const encoded = encodedValues(name, value, write);
  if (encoded.length === 0) return;
  const key = encodeName(name);
  if (style === "explode" || style === "deep") for (const v of encoded) parts.push(`${key}=${v}`);
  else parts.push(`${key}=${encoded.join(JOINS[style ?? ""] ?? ",")}`);
}

/** A parameter's values (a list's elements, or the value), each encoded by `write`; undefined and null left out. */
function encodedValues(name: string, value: unknown, write: typeof encode): string[] {
  const what = `query parameter ${name}`;
  return (Array.isArray(value) ? value : [value])
    .filter((v) => v !== undefined && v !== null)
    .map((v) => write(scalar(what, v), what));
}

/** A string, a boolean or a finite number: a value a parameter, a header or a form field writes as its text. */
export function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "boolean" || Number.isFinite(value);
}

/**
 * The members of a plain object (not a Date, not a list) that are neither undefined nor null, as `[key, value]`; undefined
 * for any other value. A query, path, header or cookie parameter holding an object writes these.
 */
export function members(value: unknown): [string, unknown][] | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date)
    ? Object.entries(value).filter(([, v]) => v != null)
    : undefined;
}

/**
 * A deepObject value as qs (Stripe's libraries among its users) writes it, at any depth: an object's members
 * `name[key]`, a list's elements `name[0]`, `name[1]` (`card[address][city]`, `expand[0]`); a scalar is `name` itself.
 * OpenAPI defines one level of an object only; a list under `name=a&name=b` lost all but the last element on servers
 * that read brackets (Rails, PHP, Stripe). Members and elements that are undefined or null are left out, and the
 * elements left are numbered from 0. A value nested deeper than 32 levels (a cycle) is refused.
 */
export function deepPairs(name: string, value: unknown, depth = 0): [string, unknown][] {
  if (depth > 32) throw new RequestError(`${name} nests deeper than 32 levels`);
  const entries = Array.isArray(value)
    ? value.filter((v) => v != null).map((v, i): [string, unknown] => [String(i), v])
    : members(value);
  return entries ? entries.flatMap(([key, v]) => deepPairs(`${name}[${key}]`, v, depth + 1)) : [[name, value]];
}

/** Percent-encodes a parameter name but leaves `[` and `]` readable (the WHATWG URL parser leaves them alone too). */
export function encodeName(name: string): string {
  if (name === "") throw new RequestError("a query parameter has an empty name");
  return encode(name, "a query parameter name").replaceAll("%5B", "[").replaceAll("%5D", "]");
}

/** encodeURIComponent, whose URIError on a lone surrogate becomes a RequestError naming `what`. */
export function encode(text: string, what: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    throw new RequestError(`${what} contains a lone surrogate (invalid UTF-16)`);
  }
}

/**
 * A value of a parameter with OpenAPI's `allowReserved`: RFC 6570's reserved expansion, which keeps RFC 3986's reserved
 * characters and `%XX` escapes as they are and percent-encodes anything else (a `%` that starts no escape too). But
 * `#`: sent as it is, it would end the query, and the rest of the URL would become a fragment that is never sent.
 */
function encodeReserved(text: string, what: string): string {
  return text.replace(NOT_RESERVED, (run) => encode(run, what));
}

const NOT_RESERVED = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~:/?[\]@!$&'()*+,;=%]+/g;

function scalar(what: string, value: unknown): string {
  if (typeof value === "string" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (value instanceof Date && Number.isFinite(value.getTime())) return value.toISOString();
  throw new RequestError(
    `${what} must be a string, number, boolean, Date or an array of them; JSON:API names are written whole ("fields[profile]")`,
  );
}
