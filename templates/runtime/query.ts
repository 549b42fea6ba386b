/**
 * Query-string serialisation for JSON:API parameters. Names are kept verbatim as the spec spells them
 * (`fields[profile]`, `additional-fields[profile]`, `page[cursor]`, `filter`, `sort`, `include`): no camelCase renaming
 * (klaviyo-api renamed `fields[profile]` to `fieldsProfile`, its users' first complaint) and no nested objects to
 * flatten. Brackets in names stay readable; everything else is percent-encoded with encodeURIComponent. Arrays become
 * one comma-separated value (JSON:API's list syntax), with each element encoded, so a comma inside an element arrives
 * as `%2C`. `undefined` and `null` drop the parameter, as does an empty array.
 *
 * Keys are read with Object.entries (no for-in, so nothing inherited leaks in; revforge's docs/safety.md, R4, R9).
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { RequestError } from "./errors.js";

/** `{ "fields[profile]": ["email", "phone_number"], "page[size]": 20 }` → `fields[profile]=email,phone_number&page[size]=20`. */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query ?? {})) {
    const what = `query parameter ${name}`;
    const values = (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null);
    if (values.length > 0)
      parts.push(`${encodeName(name)}=${values.map((v) => encode(scalar(what, v), what)).join(",")}`);
  }
  return parts.join("&");
}

/** Percent-encodes a parameter name but leaves `[` and `]` readable (the WHATWG URL parser leaves them alone too). */
export function encodeName(name: string): string {
  if (name === "") throw new RequestError("a query parameter has an empty name");
  return encode(name, "a query parameter name").replace(/%5B|%5D/g, decodeURIComponent);
}

/** encodeURIComponent, whose URIError on a lone surrogate becomes a RequestError naming `what`. */
export function encode(text: string, what: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    throw new RequestError(`${what} contains a lone surrogate (invalid UTF-16)`);
  }
}

function scalar(what: string, value: unknown): string {
  if (typeof value === "string" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (value instanceof Date && Number.isFinite(value.getTime())) return value.toISOString();
  throw new RequestError(
    `${what} must be a string, number, boolean, Date or an array of them; JSON:API names are written whole ("fields[profile]")`,
  );
}
