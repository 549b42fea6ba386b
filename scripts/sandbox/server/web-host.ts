/**
 * The web host ({authorize_url}): the user-facing pages. GET /oauth/authorize (the authorization page), GET
 * /oauth/client (the app-management page: owner, admin and manager in an allowlisted account, 404 for everyone else,
 * "Authentication" item 8), and the 403 HTML page for any request to /oauth/token or /oauth/revoke ("Requests to the
 * main web host instead of {base_url} fail with a 403 HTML page"). Anything else is a 404 page. An injected fault
 * (control/faults.ts) for the path answers first.
 */
import type { Exchange, SandboxContext } from "../context.js";
import { HTML_HEADERS } from "../http/html.js";
import { sendHtml } from "../http/reply.js";
import { writeFault } from "../control/faults.js";
import { GRANTING_ROLES } from "../limits.js";
import { handleAuthorize } from "../oauth/authorize.js";
import { clientPage, notFoundPage, wrongHostPage } from "../oauth/pages.js";

export function webHost(ctx: SandboxContext): (ex: Exchange) => void {
  return (ex) => {
    const fault = ctx.faults.take("web", ex.url.pathname);
    if (fault) {
      ex.req.resume();
      return writeFault(ex.res, fault);
    }
    switch (ex.url.pathname) {
      case "/oauth/authorize":
        return handleAuthorize(ctx, ex);
      case "/oauth/token":
      case "/oauth/revoke":
        ex.req.resume();
        return sendHtml(ex.res, 403, wrongHostPage(), HTML_HEADERS);
      case "/oauth/client": {
        const account = ctx.registry.account(ctx.settings.accountId);
        const allowed = ex.req.method === "GET" && GRANTING_ROLES.includes(ctx.settings.role) && account?.appManagement;
        if (allowed) return sendHtml(ex.res, 200, clientPage(ctx.registry.apps()), HTML_HEADERS);
        return sendHtml(ex.res, 404, notFoundPage(), HTML_HEADERS);
      }
      default:
        return sendHtml(ex.res, 404, notFoundPage(), HTML_HEADERS);
    }
  };
}
