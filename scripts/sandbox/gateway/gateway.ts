/**
 * The API gateway for {base_url}/api/ and {base_url}/client/ ("Endpoints / Authenticated API call", "Authentication",
 * "Errors / API calls", "Limits", "Versioning"). In order:
 * 1. the `revision` header: exactly one, naming a documented revision (specs/revisions.yaml), else 404 with the API
 *    error object;
 * 2. the caller (credentials.ts): 401 not_authenticated / authentication_failed, 503 for bearer calls while the OAuth
 *    service is unavailable, the public key for /client/;
 * 3. the caller's quota (quota.ts): 429 with Retry-After;
 * 4. the body, up to 10 MB (413); a JSON body nested deeper than `server.maxJsonDepth` is 400, before any parsing;
 * 5. the upstream: Prism validating against that revision's spec and answering from it (422 for violations), or the
 *    examples upstream; its answer is returned with the quota headers added.
 */
import type { Exchange, SandboxContext } from "../context.js";
import { readBody } from "../http/body.js";
import { isJsonMediaType, nestsDeeperThan } from "../http/json-depth.js";
import { sendEmpty, sendJson, send } from "../http/reply.js";
import { MAX_API_BODY_BYTES } from "../limits.js";
import { apiError, nestedTooDeeply, throttled, unknownRevision } from "./api-errors.js";
import { authenticateApi, authenticateClient } from "./credentials.js";
import { takeQuota } from "./quota.js";

export async function handleApi(ctx: SandboxContext, ex: Exchange): Promise<void> {
  const { req, res, url } = ex;
  const revisions = req.headersDistinct.revision ?? [];
  const revision = revisions.length === 1 ? revisions[0]! : undefined;
  if (revision === undefined || !ctx.revisions.has(revision)) return sendJson(res, 404, unknownRevision());

  const auth = url.pathname.startsWith("/client/")
    ? authenticateClient(ctx, req, url.searchParams)
    : authenticateApi(ctx, req);
  if (!auth.ok) {
    if (auth.body === undefined) {
      const retry = ctx.settings.unavailableRetryAfterSeconds;
      return sendEmpty(res, auth.status, retry !== undefined ? { "retry-after": String(retry) } : {});
    }
    return sendJson(res, auth.status, auth.body);
  }

  const quota = takeQuota(ctx, auth.caller);
  if (!quota.ok)
    return sendJson(res, 429, throttled(quota.retryAfterSeconds), { "retry-after": String(quota.retryAfterSeconds) });

  const body = await readBody(req, MAX_API_BODY_BYTES);
  if (!body.ok) {
    const tooLarge = apiError({
      status: 413,
      code: "request_too_large",
      title: "Request too large.",
      detail: `The sandbox accepts request bodies of up to ${MAX_API_BODY_BYTES} bytes.`,
    });
    return sendJson(res, 413, tooLarge, { connection: "close" });
  }
  const { maxJsonDepth } = ctx.config.server;
  if (isJsonMediaType(req.headers["content-type"]) && nestsDeeperThan(body.bytes, maxJsonDepth))
    return sendJson(res, 400, nestedTooDeeply(maxJsonDepth));

  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(req.headersDistinct)) if (values) headers[name] = values.join(", ");
  const answer = await ctx.upstream.answer({
    revision,
    method: req.method ?? "GET",
    target: `${url.pathname}${url.search}`,
    headers,
    body: body.bytes,
  });
  send(res, answer.status, answer.body, { ...answer.headers, ...quota.headers });
}
