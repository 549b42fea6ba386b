/**
 * `grant_type=authorization_code` ("States and transitions": valid client credentials, code, code_verifier matching
 * the code_challenge, identical redirect_uri → installed, with access and refresh token).
 *
 * Order of checks: missing parameters, the verifier's pattern, then the code (unknown or another client's, used,
 * expired), the redirect_uri, the PKCE match. Only a success uses the code up, so a corrected retry within the five
 * minutes still works. A second use of a used code is refused and, unless the config says otherwise, revokes the
 * grant the first use produced (RFC 6749 §4.1.2 and §10.5).
 */
import type { SandboxContext } from "../context.js";
import type { Form } from "../http/form.js";
import { CODE_VERIFIER_PATTERN } from "../limits.js";
import type { App } from "../state/registry.js";
import { TOKEN_ERRORS } from "./errors.js";
import { fail, type Outcome } from "./outcome.js";
import { verifierMatches } from "./pkce.js";
import { tokenResponse } from "./token-response.js";

export function exchangeCode(ctx: SandboxContext, app: App, form: Form): Outcome {
  const now = ctx.clock.now();
  const code = form.get("code");
  const redirectUri = form.get("redirect_uri");
  const verifier = form.get("code_verifier");
  if (code === undefined) return fail(TOKEN_ERRORS.missingCode);
  if (redirectUri === undefined) return fail(TOKEN_ERRORS.missingRedirectUri);
  if (verifier === undefined || !CODE_VERIFIER_PATTERN.test(verifier)) return fail(TOKEN_ERRORS.verifierMalformed);

  const record = ctx.codes.get(code);
  if (!record || record.clientId !== app.clientId) return fail(TOKEN_ERRORS.codeUnknown);
  if (record.usedAt !== undefined) {
    if (ctx.config.revokeTokensOnCodeReuse && record.grantId !== undefined) {
      const grant = ctx.tokens.grant(record.grantId);
      if (grant) ctx.tokens.end(grant, "code_reuse", now);
    }
    return fail(TOKEN_ERRORS.codeUsed);
  }
  if (ctx.codes.isExpired(record, now)) return fail(TOKEN_ERRORS.codeExpired);
  if (record.redirectUri !== redirectUri) return fail(TOKEN_ERRORS.redirectUriMismatch);
  if (!verifierMatches(verifier, record.codeChallenge)) return fail(TOKEN_ERRORS.verifierMismatch);

  const { grant, access } = ctx.tokens.issueGrant(app.clientId, record.accountId, record.scope, now);
  record.usedAt = now;
  record.grantId = grant.id;
  return { status: 200, body: tokenResponse(grant, access, ctx.tokens.expiresIn) };
}
