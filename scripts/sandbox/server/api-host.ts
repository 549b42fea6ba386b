/**
 * The API host ({base_url}): POST /oauth/token and /oauth/revoke, the gateway for /api/ and /client/, and the control
 * API under /__sandbox/. Anything else is 404 in the API error shape. GET /oauth/authorize lives on the web host only.
 * An injected fault (control/faults.ts) for the path answers first.
 */
import type { Exchange, SandboxContext } from "../context.js";
import type { SandboxControl } from "../control/control.js";
import { handleControl } from "../control/control-http.js";
import { apiError } from "../gateway/api-errors.js";
import { handleApi } from "../gateway/gateway.js";
import { sendJson } from "../http/reply.js";
import { handleRevoke } from "../oauth/revoke.js";
import { faultedToken, handleToken } from "../oauth/token.js";
import { writeFault } from "../control/faults.js";

export function apiHost(ctx: SandboxContext, control: SandboxControl): (ex: Exchange) => Promise<void> | void {
  return (ex) => {
    const path = ex.url.pathname;
    const fault = path.startsWith("/__sandbox/") ? undefined : ctx.faults.take("api", path);
    if (fault && path === "/oauth/token") return faultedToken(ctx, ex, fault);
    if (fault) {
      ex.req.resume();
      return writeFault(ex.res, fault);
    }
    if (path === "/oauth/token") return handleToken(ctx, ex);
    if (path === "/oauth/revoke") return handleRevoke(ctx, ex);
    if (path.startsWith("/__sandbox/")) return handleControl(control, ex, ctx.config.server.maxJsonDepth);
    if (path.startsWith("/api/") || path.startsWith("/client/")) return handleApi(ctx, ex);
    ex.req.resume();
    sendJson(
      ex.res,
      404,
      apiError({ status: 404, code: "not_found", title: "Not found.", detail: `Nothing at ${path}.` }),
    );
  };
}
