/**
 * The authorization URL (service document, "Endpoints / OAuth endpoints": `GET {authorize_url}/oauth/authorize`, all
 * seven query parameters required): `client_id`, `response_type=code`, `redirect_uri`, `scope`, `state`,
 * `code_challenge_method=S256`, `code_challenge`, encoded by URLSearchParams (RFC 6749 Appendix B), never concatenated,
 * so no value can add or change a parameter.
 *
 * Each call makes a fresh verifier (never reused across URLs) and a fresh 256-bit `state`, and stores the verifier
 * under the state in the state store, with the installation id and the redirect URI, for 10 minutes. The state is
 * never a customer id or anything else a third party could guess, which would let them forge a callback
 * (revforge's docs/safety.md, O3). The verifier never appears in the URL; only its S256 challenge does.
 *
 * Scopes: the requested scopes must be among the app's configured scopes (service document, "OAuth app": the app's
 * scopes "should hold every scope any authorization request will need"), `accounts:read` is always added, and the
 * default is every configured scope. Asking for an unconfigured scope is a programming error, thrown, rather than a
 * request the service would silently narrow. The redirect URI must be one of the configured ones, exactly.
 *
 * This file is copied into generated/client/oauth/.
 */

import { OAuthError } from "./errors.js";
import type { Logger } from "./events.js";
import { codeChallengeS256, createCodeVerifier, randomToken, STATE_PATTERN } from "./pkce.js";
import type { StateStore } from "./state-store.js";

export const ALWAYS_SCOPE = "accounts:read";

export interface AuthorizeParams {
  /** The integration's own id for this installation (an account of the integration's customer); not sent. */
  installationId: string;
  /** Scopes to request; each must be one of the app's configured scopes. Default: all of them. */
  scopes?: readonly string[];
  /** One of the configured redirect URIs, exactly. Default: the first one. */
  redirectUri?: string;
}

export interface AuthorizationRequest {
  /** The URL to send the user's browser to. */
  url: string;
  /**
   * The state of this request. Bind it to the user's browser session (an HttpOnly, SameSite=Lax cookie; see
   * `stateCookie`) and give it back to `handleCallback` as `sessionState`.
   */
  state: string;
  /** When the pending authorization expires (ms since the epoch). */
  expiresAt: number;
}

export interface AuthorizeContext {
  readonly clientId: string;
  /** `{authorize_url}/oauth/authorize`. */
  readonly endpoint: string;
  readonly redirectUris: readonly string[];
  /** The app's configured scopes, `accounts:read` included. */
  readonly scopes: readonly string[];
  readonly stateStore: StateStore;
  readonly stateTtlMs: number;
  readonly now: () => number;
  readonly log: Logger;
}

export async function startAuthorization(
  ctx: AuthorizeContext,
  params: AuthorizeParams,
): Promise<AuthorizationRequest> {
  const { installationId } = params;
  const redirectUri = params.redirectUri ?? ctx.redirectUris[0]!;
  if (!ctx.redirectUris.includes(redirectUri)) {
    throw new OAuthError("redirect_uri_not_allowed", "the redirect URI is not one of the configured redirectUris", {
      installationId,
    });
  }
  const scope = requestedScope(ctx.scopes, params.scopes, installationId);
  const codeVerifier = createCodeVerifier();
  const codeChallenge = await codeChallengeS256(codeVerifier);
  const state = randomToken(32);
  const createdAt = ctx.now();
  const expiresAt = createdAt + ctx.stateTtlMs;
  try {
    await ctx.stateStore.put(state, { installationId, codeVerifier, redirectUri, scope, createdAt, expiresAt });
  } catch (e) {
    const name = e instanceof Error ? e.name : typeof e;
    throw new OAuthError("store_error", `the state store failed (${name})`, { installationId });
  }
  const query = new URLSearchParams([
    ["client_id", ctx.clientId],
    ["response_type", "code"],
    ["redirect_uri", redirectUri],
    ["scope", scope],
    ["state", state],
    ["code_challenge_method", "S256"],
    ["code_challenge", codeChallenge],
  ]);
  const message = `installation ${installationId}: authorization started (scope ${scope})`;
  ctx.log({ level: "info", event: "authorization_started", installationId, message });
  return { url: `${ctx.endpoint}?${query.toString()}`, state, expiresAt };
}

/** The scope parameter: the requested scopes (checked), `accounts:read` first, no duplicates, space-separated. */
export function requestedScope(
  configured: readonly string[],
  requested: readonly string[] | undefined,
  installationId?: string,
): string {
  if (requested !== undefined && !Array.isArray(requested)) {
    throw new OAuthError("scope_not_configured", "scopes must be an array of scope values", { installationId });
  }
  const wanted = requested ?? configured;
  const unknown = wanted.filter((s) => typeof s !== "string" || !configured.includes(s));
  if (unknown.length > 0) {
    const shown = unknown.map((s) => (typeof s === "string" && SCOPE.test(s) ? s : "(invalid value)")).join(", ");
    throw new OAuthError("scope_not_configured", `scopes not configured for this app: ${shown}`, { installationId });
  }
  return [...new Set([ALWAYS_SCOPE, ...wanted])].join(" ");
}

/** A scope token (RFC 6749 §3.3): printable ASCII without space, `"` or `\`. */
export const SCOPE: RegExp = /^[\x21\x23-\x5b\x5d-\x7e]{1,128}$/;

/**
 * A `Set-Cookie` value binding `state` to the browser (revforge's docs/safety.md, O3): HttpOnly, so no script reads it;
 * Secure; the `__Host-` prefix pins it to the host and path `/`. Lax, not Strict: the callback is a top-level
 * navigation coming from the service's site, which Strict would strip the cookie from.
 */
export function stateCookie(state: string, maxAgeSeconds: number = 600, name: string = "__Host-oauth_state"): string {
  if (typeof state !== "string" || !STATE_PATTERN.test(state)) throw new TypeError("not a state made by authorize()");
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(name)) throw new TypeError("the cookie name must be letters, digits, - and _");
  return `${name}=${state}; Max-Age=${Math.floor(maxAgeSeconds)}; Path=/; Secure; HttpOnly; SameSite=Lax`;
}
