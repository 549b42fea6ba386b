/**
 * The two ends of an installation's life (service document, "States and transitions"):
 *
 * - `completeExchange`: the authorization code and the stored verifier are exchanged for tokens (with the identical
 *   redirect_uri), validated, and stored by compare-and-swap over whatever was there (a reinstall after an uninstall
 *   replaces the `uninstalled` record, so versions keep growing). A refused code is an install failure to restart,
 *   never an uninstall (revforge's docs/safety.md, O5); nothing is stored.
 * - `revokeInstallation`: the record is marked uninstalled first (so no refresh starts while the revoke runs, and the
 *   tokens are gone locally whatever happens next), then the refresh token is revoked at the service, which invalidates
 *   every token of the installation. Any 2xx is success whatever its body, empty or not JSON (RFC 7009 §2.2); a 503 is
 *   retried after `Retry-After` by the runtime (the token is still live, RFC 7009 §2.2.1); a 400 such as
 *   `unsupported_token_type` is surfaced in the outcome (revforge's docs/safety.md, O13).
 *
 * This file is copied into generated/client/oauth/.
 */

import { RateLimitError } from "../runtime/errors.js";
import type { CallbackOutcome } from "./callback.js";
import { OAuthError } from "./errors.js";
import type { Logger } from "./events.js";
import { readRecordOf, storeError } from "./records.js";
import type { Refresher } from "./refresher.js";
import type { PendingAuthorization } from "./state-store.js";
import { redactorFor, requestTokens, revokeToken, type EndpointConfig } from "./token-endpoint.js";
import { expiryOf, type TokenSet } from "./token-response.js";
import type { InstalledRecord, StoredRecord, TokenStore } from "./token-store.js";

export interface InstallationContext {
  readonly store: TokenStore;
  readonly endpoint: EndpointConfig;
  readonly refresher: Refresher;
  readonly now: () => number;
  readonly log: Logger;
}

export type RevokeOutcome =
  /** Revoked at the service and deleted locally. */
  | { status: "revoked"; installationId: string }
  /** Deleted locally; the service call failed (`error` says how; a 400 such as unsupported_token_type included). */
  | { status: "revoked_locally"; installationId: string; error: OAuthError }
  /** Nothing to revoke: never installed, or already uninstalled. */
  | { status: "not_installed"; installationId: string };

export async function completeExchange(
  ctx: InstallationContext,
  pending: PendingAuthorization,
  code: string,
): Promise<CallbackOutcome> {
  const { installationId } = pending;
  // On a reinstall the tokens still stored are secrets of this call too: the token endpoint may echo them. A store
  // that fails here fails again below, where it is reported.
  const previous = await readRecordOf(ctx.store, installationId).catch(() => undefined);
  const stored = previous?.status === "installed" ? [previous.accessToken, previous.refreshToken] : [];
  const redactor = redactorFor(ctx.endpoint, [code, pending.codeVerifier, ...stored]);
  const grant = {
    grant_type: "authorization_code",
    code,
    code_verifier: pending.codeVerifier,
    redirect_uri: pending.redirectUri,
  } as const;
  const started = ctx.now();
  let tokens: TokenSet;
  try {
    tokens = await requestTokens(ctx.endpoint, grant, redactor, installationId);
  } catch (e) {
    const error = asOAuthError(e, installationId);
    const message = `installation ${installationId}: the code exchange failed (${error.reason})`;
    ctx.log({ level: "warn", event: "exchange_failed", installationId, message });
    return { status: "failed", installationId, error };
  }
  const at = ctx.now();
  const record: InstalledRecord = {
    status: "installed",
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken!, // required in an exchange response (token-response.ts)
    expiresAt: expiryOf(started, tokens.expiresIn),
    scope: tokens.scope ?? pending.scope,
    refreshTokenLastUsedAt: at,
    installedAt: at,
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    let saved: StoredRecord | undefined;
    try {
      const current = await ctx.store.get(installationId);
      saved = await ctx.store.compareAndSwap(installationId, current?.version ?? 0, record);
    } catch (e) {
      return { status: "failed", installationId, error: storeError(installationId, e) };
    }
    if (saved !== undefined) {
      const message = `installation ${installationId}: installed (scope ${record.scope})`;
      ctx.log({ level: "info", event: "installed", installationId, message });
      return { status: "installed", installationId, scope: record.scope };
    }
  }
  const error = new OAuthError("store_error", `installation ${installationId}: the tokens could not be stored`, {
    installationId,
  });
  return { status: "failed", installationId, error };
}

export async function revokeInstallation(ctx: InstallationContext, installationId: string): Promise<RevokeOutcome> {
  let record;
  try {
    record = await ctx.refresher.load(installationId);
  } catch (e) {
    if (e instanceof OAuthError && (e.reason === "not_installed" || e.reason === "uninstalled")) {
      return { status: "not_installed", installationId };
    }
    throw e;
  }
  let local: unknown;
  try {
    await ctx.refresher.markUninstalled(installationId, record.refreshToken, "revoked", "revoke");
  } catch (e) {
    local = e;
  }
  const redactor = redactorFor(ctx.endpoint, [record.refreshToken, record.accessToken]);
  let outcome: RevokeOutcome;
  try {
    await revokeToken(ctx.endpoint, record.refreshToken, "refresh_token", redactor, installationId);
    ctx.log({ level: "info", event: "revoked", installationId, message: `installation ${installationId}: revoked` });
    outcome = { status: "revoked", installationId };
  } catch (e) {
    const error = asOAuthError(e, installationId);
    const message = `installation ${installationId}: deleted locally, but the revoke call failed (${error.reason})`;
    ctx.log({ level: "warn", event: "revoke_failed", installationId, message });
    outcome = { status: "revoked_locally", installationId, error };
  }
  if (local !== undefined) throw local;
  return outcome;
}

/** Everything the token-endpoint core throws is an OAuthError or a RateLimitError (already redacted). */
function asOAuthError(e: unknown, installationId: string): OAuthError {
  if (e instanceof OAuthError) return e;
  if (e instanceof RateLimitError) {
    return new OAuthError("unavailable", e.message, { installationId, status: 429, retryAfterMs: e.retryAfterMs });
  }
  return new OAuthError("unavailable", `installation ${installationId}: the call failed`, { installationId });
}
