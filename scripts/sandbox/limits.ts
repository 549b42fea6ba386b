/**
 * The fixed figures of the service document ("Limits", "Resources and their fields", "Authentication" items 7 and 9)
 * that the sandbox enforces. They are not configurable on purpose: a sandbox whose limits can drift from the document
 * would prove nothing. Only what the document itself calls changeable (the access-token lifetime, "1 hour, may
 * change; rely on expires_in") and what it does not give (API rate-limit quotas) come from the config.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** "Authorization code lifetime: 5 minutes." */
export const CODE_LIFETIME_MS = 5 * MINUTE_MS;

/** "Refresh calls: 10 per minute per refresh token; excess gives 429." */
export const REFRESH_LIMIT = 10;
export const REFRESH_WINDOW_MS = MINUTE_MS;

/** "Refresh token inactivity: revoked after 90 days unused." */
export const REFRESH_INACTIVITY_MS = 90 * DAY_MS;

/** "Refresh token length: 512 characters." */
export const REFRESH_TOKEN_LENGTH = 512;

/** "Access token length: up to 4096 characters." The config picks the length; this is its ceiling. */
export const ACCESS_TOKEN_MAX_LENGTH = 4096;

/** "Access token lifetime: 1 hour, may change." The default of `tokens.expiresInSeconds`. */
export const DEFAULT_EXPIRES_IN_SECONDS = 3600;

/** Authentication item 7: the code_verifier pattern. */
export const CODE_VERIFIER_PATTERN = /^[a-zA-Z0-9\-._~]{43,128}$/;

/** The unpadded base64url of a SHA-256 digest is exactly 43 characters (specs/shared/oauth.yaml `code_challenge`). */
export const CODE_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Authentication item 8: the roles that may grant authorization (and see the app-management page). */
export const GRANTING_ROLES: readonly string[] = ["owner", "admin", "manager"];

/** "Scopes: accounts:read is added by default." */
export const DEFAULT_SCOPE = "accounts:read";

/** Request bodies the sandbox reads at most; larger ones get 413 before anything else looks at them. */
export const MAX_OAUTH_BODY_BYTES = 64 * 1024;
export const MAX_API_BODY_BYTES = 10 * 1024 * 1024;
