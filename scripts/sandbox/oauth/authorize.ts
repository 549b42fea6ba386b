/**
 * GET {authorize_url}/oauth/authorize, the user-facing authorization page ("Endpoints / Authorization",
 * "States and transitions", "Errors / Other"), for the simulated logged-in user of the control settings.
 *
 * In order: 503 with no body while the OAuth service is unavailable; the request checks (authorize-request.ts: a 400
 * page, or a redirect with an OAuth error); 403 page unless the user is an owner, admin or manager; then the user's
 * choice, from the `decision` query parameter (`grant` or `deny`) or else the control setting (`grant`, `deny`, or
 * `prompt`, which shows the consent page whose two links repeat the request with a decision):
 * - deny → 302 to redirect_uri with `error=access_denied`, `error_description` (form-encoded, `+` for spaces) and
 *   `state`;
 * - grant → a code for the user's current account (5 minutes, single use) and 302 to redirect_uri with `code` and
 *   `state`.
 */
import type { Exchange, SandboxContext } from "../context.js";
import { HTML_HEADERS } from "../http/html.js";
import { redirect, sendEmpty, sendHtml } from "../http/reply.js";
import { GRANTING_ROLES } from "../limits.js";
import { callbackUrl, checkAuthorizeRequest } from "./authorize-request.js";
import { authorizeErrorPage, consentPage, roleForbiddenPage } from "./pages.js";

/** RFC 6749 §4.1.2.1's meaning of access_denied, as the document describes the description. */
export const ACCESS_DENIED_DESCRIPTION = "The resource owner or authorization server denied the request.";

export function handleAuthorize(ctx: SandboxContext, ex: Exchange): void {
  const { req, res, url } = ex;
  if (req.method !== "GET") return sendEmpty(res, 405, { allow: "GET" });
  if (ctx.settings.unavailable) {
    const retry = ctx.settings.unavailableRetryAfterSeconds;
    return sendEmpty(res, 503, retry !== undefined ? { "retry-after": String(retry) } : {});
  }

  const check = checkAuthorizeRequest(url.searchParams, ctx.registry);
  if (check.kind === "page") return sendHtml(res, 400, authorizeErrorPage(check.message), HTML_HEADERS);
  if (check.kind === "redirect") {
    const params: Record<string, string> = { error: check.error, error_description: check.description };
    if (check.state !== undefined) params.state = check.state;
    return redirect(res, callbackUrl(check.redirectUri, params), HTML_HEADERS);
  }

  const { role, accountId } = ctx.settings;
  if (!GRANTING_ROLES.includes(role)) return sendHtml(res, 403, roleForbiddenPage(role), HTML_HEADERS);

  const decisions = url.searchParams.getAll("decision");
  if (decisions.length > 1 || (decisions.length === 1 && decisions[0] !== "grant" && decisions[0] !== "deny"))
    return sendHtml(res, 400, authorizeErrorPage("decision must be grant or deny, once."), HTML_HEADERS);
  const decision = decisions[0] ?? ctx.settings.decision;

  if (decision === "prompt") {
    const withDecision = (d: string) => {
      const next = new URLSearchParams(url.searchParams);
      next.set("decision", d);
      return `/oauth/authorize?${next.toString()}`;
    };
    const accountName = ctx.registry.account(accountId)?.name ?? accountId;
    return sendHtml(
      res,
      200,
      consentPage(check.app, accountName, check.scope, withDecision("grant"), withDecision("deny")),
      HTML_HEADERS,
    );
  }
  if (decision === "deny") {
    return redirect(
      res,
      callbackUrl(check.redirectUri, {
        error: "access_denied",
        error_description: ACCESS_DENIED_DESCRIPTION,
        state: check.state,
      }),
      HTML_HEADERS,
    );
  }
  const code = ctx.codes.issue({
    clientId: check.app.clientId,
    accountId,
    redirectUri: check.redirectUri,
    codeChallenge: check.codeChallenge,
    scope: check.scope,
    issuedAt: ctx.clock.now(),
  });
  redirect(res, callbackUrl(check.redirectUri, { code: code.code, state: check.state }), HTML_HEADERS);
}
