/**
 * `@revforge/client/oauth`: the server-side OAuth 2.0 entry point (authorization code + PKCE) for partner
 * integrations. Runs on Node 20+ and edge runtimes (WebCrypto, fetch, URL, TextEncoder; no dependencies). Never use
 * it in a browser: it holds the client secret.
 *
 * The file store needs node:fs and is its own entry point, `@revforge/client/oauth/file-store`, not re-exported here
 * so that edge bundles never see it.
 *
 * This file is copied into generated/client/oauth/.
 */

export { createOAuth, type AccessTokenProvider, type InstallationInfo, type OAuth, type OAuthAuth } from "./oauth.js";
export type { OAuthOptions } from "./options.js";
export { stateCookie, type AuthorizationRequest, type AuthorizeParams } from "./authorize.js";
export type { AuthorizationErrorCode, CallbackOutcome, CallbackRejection } from "./callback.js";
export { OAuthError, type OAuthErrorReason, type UninstallReason } from "./errors.js";
export type { OAuthLogEntry, OAuthLogEvent, UninstalledEvent } from "./events.js";
export type { RevokeOutcome } from "./installation.js";
export { DEFAULT_IDLE_DAYS, type KeepAliveFailure, type KeepAliveOptions, type KeepAliveReport } from "./keep-alive.js";
export { REFRESH_LIMIT, REFRESH_WINDOW_MS } from "./limiter.js";
export { sealTokens, type SealingKey } from "./seal.js";
export { base64url, codeChallengeS256, createCodeVerifier, CODE_VERIFIER_PATTERN } from "./pkce.js";
export {
  MemoryStateStore,
  type MemoryStateStoreOptions,
  type PendingAuthorization,
  type StateStore,
} from "./state-store.js";
export { DEFAULT_EXPIRES_IN_S, EXPIRY_MARGIN_MS, type TokenSet } from "./token-response.js";
export {
  MemoryTokenStore,
  type InstallationRecord,
  type InstalledRecord,
  type StoredRecord,
  type TokenStore,
  type UninstalledRecord,
} from "./token-store.js";
export { RateLimitError, RevforgeError } from "../runtime/errors.js";
