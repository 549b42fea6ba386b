/**
 * Query-string serialisation for JSON:API parameters. Names are kept verbatim as the spec spells them
 * (`fields[profile]`, `additional-fields[profile]`, `page[cursor]`, `filter`, `sort`, `include`): no camelCase renaming
 * (anchors.md 2.8: klaviyo-api's renamed parameters are its users' first complaint) and no nested objects to flatten.
 * Brackets in names stay readable; everything else is percent-encoded with encodeURIComponent. Arrays become one
 * comma-separated value (JSON:API's list syntax), with each element encoded, so a comma inside an element arrives as
 * `%2C`. `undefined` and `null` drop the parameter, as does an empty array.
 *
 * Keys are read with Object.keys (no for-in, so nothing inherited leaks in; reliability.md item 36).
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { RequestError } from "./errors.js";

/** `{ "fields[profile]": ["email", "phone_number"], "page[size]": 20 }` → `fields[profile]=email,phone_number&page[size]=20`. */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  if (query === undefined || query === null) return "";
  const parts: string[] = [];
  for (const name of Object.keys(query)) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    let encoded: string;
    if (Array.isArray(value)) {
      const elements = value.filter((v) => v !== undefined && v !== null);
      if (elements.length === 0) continue;
      encoded = elements.map((v) => encodeURIComponent(scalar(name, v))).join(",");
    } else {
      encoded = encodeURIComponent(scalar(name, value));
    }
    parts.push(`${encodeName(name)}=${encoded}`);
  }
  return parts.join("&");
}

/** Percent-encodes a parameter name but leaves `[` and `]` readable (the WHATWG URL parser leaves them alone too). */
export function encodeName(name: string): string {
  if (name === "") throw new RequestError("a query parameter has an empty name");
  return encodeURIComponent(name).replace(/%5B/g, "[").replace(/%5D/g, "]");
}

function scalar(name: string, value: unknown): string {
  if (typeof value === "string") return wellFormed(name, value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RequestError(`query parameter ${name} is not a finite number`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RequestError(`query parameter ${name} is an invalid Date`);
    return value.toISOString();
  }
  throw new RequestError(
    `query parameter ${name} must be a string, number, boolean, Date or an array of them (got ${describe(value)}); ` +
      'JSON:API parameters are written with their bracketed names, for example { "fields[profile]": [...] }',
  );
}

function describe(value: unknown): string {
  return Array.isArray(value) ? "a nested array" : typeof value;
}

/** encodeURIComponent throws a URIError on a lone surrogate; say which parameter instead. */
function wellFormed(name: string, value: string): string {
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)) {
    throw new RequestError(`query parameter ${name} contains a lone surrogate and cannot be encoded`);
  }
  return value;
}
