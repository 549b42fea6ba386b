/**
 * Every error body of the token and revoke endpoints, as data. `source` says where the text comes from:
 * - "document": the service document ("Errors / Token endpoint", "Errors / Revoke endpoint") gives it;
 * - "spec": specs/shared/oauth.yaml's examples (written from the document) give the exact JSON;
 * - "rfc": the document gives no body; the code is the one RFC 6749 §5.2 / RFC 7636 §4.6 / RFC 7009 §2.2.1 name and
 *   the description is the sandbox's own wording.
 * Tests import this table, so a body changes in one place.
 */

export interface OAuthErrorBody {
  error: string;
  error_description?: string;
}

interface Entry {
  status: number;
  body: OAuthErrorBody;
  source: "document" | "spec" | "rfc";
}

const entry = (status: number, error: string, description: string | undefined, source: Entry["source"]): Entry => ({
  status,
  body: description === undefined ? { error } : { error, error_description: description },
  source,
});

export const TOKEN_ERRORS = {
  invalidClient: entry(401, "invalid_client", undefined, "spec"),
  unsupportedGrantType: entry(400, "unsupported_grant_type", undefined, "spec"),
  missingRefreshToken: entry(400, "invalid_request", 'Missing "refresh_token" in request.', "spec"),
  refreshRevoked: entry(400, "invalid_grant", "Refresh token has been revoked", "document"),
  refreshUnknown: entry(400, "invalid_grant", "Refresh token does not exist", "document"),
  refreshInactive: entry(400, "invalid_grant", "Refresh token expired due to inactivity", "document"),
  rateLimited: entry(
    429,
    "rate_limit_exceeded",
    "The refresh token rate limit was exceeded. Retry after 1 minute.",
    "spec",
  ),
  /** The verifier fails `^[a-zA-Z0-9\-._~]{43,128}$` (or is missing): a malformed parameter, RFC 6749 §5.2. */
  verifierMalformed: entry(400, "invalid_request", 'Invalid "code_verifier"', "document"),
  /** The verifier does not match the code_challenge: RFC 7636 §4.6 says invalid_grant; the text is the document's. */
  verifierMismatch: entry(400, "invalid_grant", 'Invalid "code_verifier"', "document"),
  duplicateParameter: entry(400, "invalid_request", "A parameter was given more than once.", "rfc"),
  missingCode: entry(400, "invalid_request", 'Missing "code" in request.', "rfc"),
  missingRedirectUri: entry(400, "invalid_request", 'Missing "redirect_uri" in request.', "rfc"),
  codeUnknown: entry(400, "invalid_grant", "Authorization code does not exist", "rfc"),
  codeExpired: entry(400, "invalid_grant", "Authorization code has expired", "rfc"),
  codeUsed: entry(400, "invalid_grant", "Authorization code has already been used", "rfc"),
  redirectUriMismatch: entry(
    400,
    "invalid_grant",
    "redirect_uri does not match the one of the authorization request",
    "rfc",
  ),
} as const satisfies Record<string, Entry>;

export const REVOKE_ERRORS = {
  invalidClient: entry(400, "invalid_client", undefined, "spec"),
  invalidRequest: entry(400, "invalid_request", undefined, "spec"),
  unsupportedTokenType: entry(400, "unsupported_token_type", undefined, "rfc"),
} as const satisfies Record<string, Entry>;

/** The revoke success body ("Resources / Revoke response"). */
export const REVOKE_SUCCESS = { success: "True", error: [] as never[] } as const;

/** RFC 6749 §5.1: token responses, and the errors of the same endpoint, must not be cached. */
export const NO_STORE = { "cache-control": "no-store", pragma: "no-cache" } as const;
