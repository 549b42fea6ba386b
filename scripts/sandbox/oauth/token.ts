/**
 * POST {base_url}/oauth/token ("Endpoints / Token exchange" and "Token refresh", "Errors / Token endpoint").
 *
 * Another method is 405. Every POST is counted by grant type (the control API's `tokenCalls`), whatever its outcome.
 * Then, in order: 503 with no body while the OAuth service is switched off; 413 for an oversized body;
 * 401 invalid_client (with `WWW-Authenticate`, RFC 6749 §5.2) unless HTTP Basic names an app and its current secret;
 * 400 unsupported_grant_type for a body that is not form-encoded (JSON included) or a grant_type that is missing or
 * neither `authorization_code` nor `refresh_token`; 400 invalid_request for a repeated parameter; then the grant.
 * Every answer carries `Cache-Control: no-store`.
 */
import type { Exchange, SandboxContext, TokenCallKind } from "../context.js";
import { writeFault, type Fault } from "../control/faults.js";
import { parseBasic } from "../http/basic-auth.js";
import { readBody } from "../http/body.js";
import { isFormContentType, parseForm, type Form } from "../http/form.js";
import { sendEmpty } from "../http/reply.js";
import { MAX_OAUTH_BODY_BYTES } from "../limits.js";
import { exchangeCode } from "./code-grant.js";
import { NO_STORE, TOKEN_ERRORS } from "./errors.js";
import { fail, sendUnavailable, write, type Outcome } from "./outcome.js";
import { refreshGrant } from "./refresh-grant.js";

export async function handleToken(ctx: SandboxContext, ex: Exchange): Promise<void> {
  const { req, res } = ex;
  if (req.method !== "POST") return sendEmpty(res, 405, { allow: "POST", ...NO_STORE });
  const { tooLarge, form } = await readTokenCall(ctx, ex);
  if (ctx.settings.unavailable) return sendUnavailable(ctx, res);
  if (tooLarge) return sendEmpty(res, 413, { connection: "close", ...NO_STORE });
  write(res, decide(ctx, req.headers.authorization, form));
}

/** A token call answered by an injected fault: still read and counted by grant type. */
export async function faultedToken(ctx: SandboxContext, ex: Exchange, fault: Fault): Promise<void> {
  await readTokenCall(ctx, ex);
  writeFault(ex.res, fault);
}

/** Reads the body and counts the call by the grant_type it names ("other" when none, or not a form). */
async function readTokenCall(
  ctx: SandboxContext,
  ex: Exchange,
): Promise<{ tooLarge: boolean; form: Form | undefined }> {
  const body = await readBody(ex.req, MAX_OAUTH_BODY_BYTES);
  const form = body.ok && isFormContentType(ex.req.headers["content-type"]) ? parseForm(body.bytes) : undefined;
  const kind = grantKind(form);
  ex.record.grantType = kind;
  ctx.tokenCalls[kind]++;
  return { tooLarge: !body.ok, form };
}

function decide(ctx: SandboxContext, authorization: string | undefined, form: Form | undefined): Outcome {
  const app = ctx.registry.authenticate(parseBasic(authorization));
  if (!app) return fail(TOKEN_ERRORS.invalidClient, { "www-authenticate": 'Basic realm="oauth"' });
  if (!form) return fail(TOKEN_ERRORS.unsupportedGrantType);
  const kind = grantKind(form);
  if (kind === "other" || form.duplicates.includes("grant_type")) return fail(TOKEN_ERRORS.unsupportedGrantType);
  if (form.duplicates.length > 0) return fail(TOKEN_ERRORS.duplicateParameter);
  return kind === "authorization_code" ? exchangeCode(ctx, app, form) : refreshGrant(ctx, app, form);
}

function grantKind(form: Form | undefined): TokenCallKind {
  const grantType = form?.get("grant_type");
  return grantType === "authorization_code" || grantType === "refresh_token" ? grantType : "other";
}
