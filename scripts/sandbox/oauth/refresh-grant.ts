/**
 * `grant_type=refresh_token` ("States and transitions", "Errors / Token endpoint", "Limits"):
 * - missing refresh_token → 400 invalid_request; unknown (or another app's) → invalid_grant "does not exist";
 *   ended by revoke, uninstall or a reused code → "has been revoked"; unused for 90 days → "expired due to inactivity"
 *   (and from then on revoked for that reason);
 * - more than 10 refreshes of one refresh token in a minute → 429 rate_limit_exceeded with Retry-After; the tokens
 *   already issued stay valid;
 * - otherwise a new access token, the same refresh token, and the refresh token's inactivity clock restarts.
 */
import type { SandboxContext } from "../context.js";
import type { Form } from "../http/form.js";
import { REFRESH_LIMIT, REFRESH_WINDOW_MS } from "../limits.js";
import type { App } from "../state/registry.js";
import { retryAfterSeconds } from "../state/window.js";
import { TOKEN_ERRORS } from "./errors.js";
import { fail, type Outcome } from "./outcome.js";
import { tokenResponse } from "./token-response.js";

export function refreshGrant(ctx: SandboxContext, app: App, form: Form): Outcome {
  const now = ctx.clock.now();
  const refreshToken = form.get("refresh_token");
  if (refreshToken === undefined) return fail(TOKEN_ERRORS.missingRefreshToken);

  const grant = ctx.tokens.grantByRefreshToken(refreshToken);
  if (!grant || grant.clientId !== app.clientId) return fail(TOKEN_ERRORS.refreshUnknown);
  const state = ctx.tokens.grantState(grant, now);
  if (state === "inactive") {
    ctx.tokens.end(grant, "inactivity", now);
    return fail(TOKEN_ERRORS.refreshInactive);
  }
  if (state === "revoked") return fail(TOKEN_ERRORS.refreshRevoked);

  const take = ctx.refreshWindow.take(grant.id, now, REFRESH_LIMIT, REFRESH_WINDOW_MS);
  if (!take.ok) return fail(TOKEN_ERRORS.rateLimited, { "retry-after": String(retryAfterSeconds(take.retryAfterMs)) });

  const access = ctx.tokens.refresh(grant, now);
  return { status: 200, body: tokenResponse(grant, access, ctx.tokens.expiresIn) };
}
