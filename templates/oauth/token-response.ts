/**
 * Validation of a 2xx token response (service document, "Token response"; RFC 6749 §5.1), under the rules of
 * revforge's docs/safety.md, O6.
 *
 * Rejected (OAuthError `invalid_token_response`, naming the field and never its value): a body that is not a JSON
 * object (an array, a string, null), a missing or empty `access_token`, one over 4096 characters or with characters
 * that cannot travel in an Authorization header, a missing `token_type` or one other than `bearer` (compared without
 * case, §5.1), an `expires_in` that is not a positive integer ("abc", −5, 0, 1.5), a `refresh_token` that is not a
 * non-empty string, a `scope` that is not a string. Fields are read as own properties only, so `__proto__` is inert.
 *
 * Accepted with a rule: a missing `expires_in` means the default lifetime below (short, so the token is refreshed soon,
 * and a 401 triggers one refresh anyway); a refresh response without `refresh_token` keeps the one that was sent
 * (the service returns the same one); a missing `scope` keeps the known scope. Tokens are opaque and kept byte for
 * byte: a 4096-character access token and a 512-character refresh token round-trip intact.
 *
 * This file is copied into generated/client/oauth/.
 */

import { OAuthError } from "./errors.js";

export interface TokenSet {
  accessToken: string;
  /** Undefined when a refresh response left it out (the caller keeps the one it sent). */
  refreshToken: string | undefined;
  /** Lifetime in seconds; undefined when the response left it out. */
  expiresIn: number | undefined;
  scope: string | undefined;
}

/** The longest access token accepted (service document, "Limits": up to 4096 characters). */
export const MAX_ACCESS_TOKEN = 4096;
/** The longest refresh token accepted: the service's are 512 characters; a margin for a format change. */
export const MAX_REFRESH_TOKEN = 4096;
/** Lifetime assumed when `expires_in` is missing, in seconds (short on purpose; see above). */
export const DEFAULT_EXPIRES_IN_S = 300;
/** Margin before `expires_in` runs out at which a token is treated as expired (clock skew and latency). */
export const EXPIRY_MARGIN_MS = 60_000;
const MAX_EXPIRES_IN_S = 366 * 24 * 3600;
/** Visible ASCII: what an RFC 6750 bearer token may contain, and what an Authorization header can carry safely. */
const TOKEN_CHARS = /^[\x21-\x7e]+$/;

/**
 * Validates `body` (already parsed from a JSON response). `refresh` is true for a refresh response, where the refresh
 * token may be missing. `where` names the call in messages ("the token exchange", ...).
 */
export function validateTokenResponse(body: unknown, refresh: boolean, where: string): TokenSet {
  const invalid = (what: string) =>
    new OAuthError("invalid_token_response", `${where}: the token response is not valid: ${what} (values not shown)`);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw invalid(Array.isArray(body) ? "it is an array, not an object" : "it is not a JSON object");
  }
  const record = body as Record<string, unknown>;
  const own = (key: string): unknown => (Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined);

  const accessToken = own("access_token");
  if (typeof accessToken !== "string" || accessToken === "") throw invalid("access_token is missing or empty");
  if (accessToken.length > MAX_ACCESS_TOKEN) {
    throw invalid(`access_token is ${accessToken.length} characters long, more than ${MAX_ACCESS_TOKEN}`);
  }
  if (!TOKEN_CHARS.test(accessToken)) throw invalid("access_token has characters a bearer token cannot have");

  const tokenType = own("token_type");
  if (tokenType === undefined) throw invalid("token_type is missing");
  if (typeof tokenType !== "string" || tokenType.toLowerCase() !== "bearer") {
    throw invalid("token_type is not bearer");
  }

  const expiresIn = readExpiresIn(own("expires_in"));
  if (expiresIn === null) throw invalid("expires_in is not a positive integer number of seconds");

  const refreshToken = own("refresh_token");
  if (refreshToken === undefined && !refresh) throw invalid("refresh_token is missing");
  if (refreshToken !== undefined) {
    if (typeof refreshToken !== "string" || refreshToken === "") throw invalid("refresh_token is not a string");
    if (refreshToken.length > MAX_REFRESH_TOKEN) throw invalid("refresh_token is too long");
    if (!TOKEN_CHARS.test(refreshToken)) throw invalid("refresh_token has characters a token cannot have");
  }

  const scope = own("scope");
  if (scope !== undefined && typeof scope !== "string") throw invalid("scope is not a string");

  return {
    accessToken,
    refreshToken: refreshToken as string | undefined,
    expiresIn,
    scope: scope === undefined ? undefined : scope.slice(0, 4096),
  };
}

/** A positive integer of seconds (a number, or a string of digits); undefined when absent; null when invalid. */
function readExpiresIn(value: unknown): number | undefined | null {
  if (value === undefined) return undefined;
  const n = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n <= 0) return null;
  return Math.min(n, MAX_EXPIRES_IN_S);
}

/**
 * When a token obtained by a request started at `startedAt` is treated as expired: `startedAt + expires_in − 60 s`
 * (revforge's docs/safety.md, O7). Counting from the start of the request, not the arrival of the answer, errs on the
 * safe side. For lifetimes under two minutes the margin is half the lifetime, so a short-lived token is still used.
 */
export function expiryOf(startedAt: number, expiresIn: number | undefined): number {
  const lifetimeMs = (expiresIn ?? DEFAULT_EXPIRES_IN_S) * 1000;
  return startedAt + lifetimeMs - Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 2);
}
