/**
 * The errors of the server-side OAuth entry point. One class, `OAuthError`, extends the runtime's `RevforgeError`
 * (code `oauth_error`), so a caller of a generated operation catches a failed token refresh with the same
 * `instanceof RevforgeError` as a failed API call; `reason` says what went wrong. Rate limits are the runtime's own
 * `RateLimitError` (the refresh limit and a 429 from the token endpoint look to callers like any other rate limit).
 *
 * Secrets never enter an error: messages are built from already-redacted text (a Redactor holding the client secret,
 * `client_id:client_secret`, and the tokens, code and verifier of the operation), no error keeps the request, the
 * response or the original error (`cause` is never set, because undici and the platform echo header values in their
 * messages), and fields hold codes and numbers, never server text (revforge's docs/safety.md, S5, S8).
 *
 * This file is copied into generated/client/oauth/.
 */

import { RevforgeError } from "../runtime/errors.js";

/**
 * What went wrong:
 * - `invalid_config`: the options are unusable (missing client id, a redirect URI with a fragment, ...).
 * - `scope_not_configured` / `redirect_uri_not_allowed`: an authorization request asked for a scope the app is not
 *   configured with, or a redirect URI that is not in the allowlist.
 * - `not_installed`: no tokens are stored for the installation.
 * - `uninstalled`: the installation is uninstalled (an `invalid_grant`, or a revoke); `uninstallReason` says why.
 * - `exchange_rejected`: the token endpoint refused the authorization code (expired, reused, or the verifier did not
 *   match); restart the authorization. Never an uninstall (O5).
 * - `invalid_token_response`: a 2xx token response that is not a valid token response (O6).
 * - `token_endpoint_error`: another OAuth error (`invalid_client`, `unsupported_grant_type`, `invalid_request`, ...);
 *   `oauthError` holds the code when it is a plain code.
 * - `wrong_host`: an HTML page or a redirect instead of the token endpoint: `baseUrl` points at the wrong host.
 * - `unavailable`: 5xx, a timeout or a network failure; tokens are kept and the next refresh waits `retryAfterMs`.
 * - `store_error`: the token or state store failed, or compare-and-swap kept conflicting.
 */
export type OAuthErrorReason =
  | "invalid_config"
  | "scope_not_configured"
  | "redirect_uri_not_allowed"
  | "not_installed"
  | "uninstalled"
  | "exchange_rejected"
  | "invalid_token_response"
  | "token_endpoint_error"
  | "wrong_host"
  | "unavailable"
  | "store_error";

/** Why an installation is uninstalled, from the `invalid_grant` description (service document, "Errors"). */
export type UninstallReason = "revoked" | "not_found" | "inactive" | "other";

export interface OAuthErrorInit {
  installationId?: string | undefined;
  status?: number | undefined;
  oauthError?: string | undefined;
  retryAfterMs?: number | undefined;
  uninstallReason?: UninstallReason | undefined;
}

export class OAuthError extends RevforgeError {
  override name: string = "OAuthError";
  readonly reason: OAuthErrorReason;
  /** The installation concerned, when there is one (an id of the integration, not a secret). */
  readonly installationId: string | undefined;
  /** The token endpoint's HTTP status, when it answered. */
  readonly status: number | undefined;
  /** The OAuth `error` code (RFC 6749 §5.2), only when it is a plain code of at most 64 characters. */
  readonly oauthError: string | undefined;
  /** For `unavailable`: the wait before the next refresh attempt. */
  readonly retryAfterMs: number | undefined;
  /** For `uninstalled`. */
  readonly uninstallReason: UninstallReason | undefined;

  /** `message` must already be redacted. */
  constructor(reason: OAuthErrorReason, message: string, init: OAuthErrorInit = {}) {
    super("oauth_error", message);
    this.reason = reason;
    this.installationId = init.installationId;
    this.status = init.status;
    this.oauthError = init.oauthError !== undefined && OAUTH_CODE.test(init.oauthError) ? init.oauthError : undefined;
    this.retryAfterMs = init.retryAfterMs;
    this.uninstallReason = init.uninstallReason;
  }
}

const OAUTH_CODE = /^[a-z][a-z0-9_]{0,63}$/;

/** Maps an `invalid_grant` description to the reason of the uninstall (the three documented descriptions). */
export function uninstallReasonOf(description: string | undefined): UninstallReason {
  const text = (description ?? "").toLowerCase();
  if (text.includes("inactiv")) return "inactive";
  if (text.includes("does not exist") || text.includes("not found") || text.includes("unknown")) return "not_found";
  if (text.includes("revoked")) return "revoked";
  return "other";
}
