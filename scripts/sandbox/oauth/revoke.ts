/**
 * POST {base_url}/oauth/revoke ("Endpoints / Revoke", "Errors / Revoke endpoint", "States and transitions").
 *
 * In order: 503 with no body while unavailable; 405; 413; 400 invalid_client unless HTTP Basic names an app and its
 * current secret; 400 invalid_request for a body that is not form-encoded, a repeated parameter, or no `token`;
 * 400 unsupported_token_type for a `token_type_hint` other than refresh_token or access_token (RFC 7009 §2.2.1; the
 * hint itself is optional there). Then the token is looked up as a refresh token and as an access token (expired
 * access tokens count), and when it belongs to this app the whole installation ends: every grant, every access token.
 * The answer is 200 `{"success":"True","error":[]}` also for an unknown, already revoked or another app's token
 * (RFC 7009 §2.2: the client cannot act on the difference, and no token's existence is revealed).
 */
import type { Exchange, SandboxContext } from "../context.js";
import { parseBasic } from "../http/basic-auth.js";
import { readBody } from "../http/body.js";
import { isFormContentType, parseForm } from "../http/form.js";
import { sendEmpty } from "../http/reply.js";
import { MAX_OAUTH_BODY_BYTES } from "../limits.js";
import { NO_STORE, REVOKE_ERRORS, REVOKE_SUCCESS } from "./errors.js";
import { fail, sendUnavailable, write, type Outcome } from "./outcome.js";

export async function handleRevoke(ctx: SandboxContext, ex: Exchange): Promise<void> {
  const { req, res } = ex;
  if (req.method !== "POST") return sendEmpty(res, 405, { allow: "POST", ...NO_STORE });
  if (ctx.settings.unavailable) return sendUnavailable(ctx, res);
  const body = await readBody(req, MAX_OAUTH_BODY_BYTES);
  if (!body.ok) return sendEmpty(res, 413, { connection: "close", ...NO_STORE });
  write(res, decide(ctx, req.headers.authorization, req.headers["content-type"], body.bytes));
}

function decide(
  ctx: SandboxContext,
  authorization: string | undefined,
  contentType: string | undefined,
  bytes: Buffer,
): Outcome {
  const app = ctx.registry.authenticate(parseBasic(authorization));
  if (!app) return fail(REVOKE_ERRORS.invalidClient);
  if (!isFormContentType(contentType)) return fail(REVOKE_ERRORS.invalidRequest);
  const form = parseForm(bytes);
  const token = form.get("token");
  if (form.duplicates.length > 0 || token === undefined) return fail(REVOKE_ERRORS.invalidRequest);
  const hint = form.get("token_type_hint");
  if (hint !== undefined && hint !== "refresh_token" && hint !== "access_token")
    return fail(REVOKE_ERRORS.unsupportedTokenType);

  const now = ctx.clock.now();
  const owner = ctx.tokens.grantByRefreshToken(token) ?? ctx.tokens.accessToken(token);
  if (owner && owner.clientId === app.clientId)
    ctx.tokens.endInstallation(owner.accountId, owner.clientId, "revoke", now);
  return { status: 200, body: REVOKE_SUCCESS };
}
