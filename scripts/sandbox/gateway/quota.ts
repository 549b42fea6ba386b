/**
 * API rate limits ("Limits"): an OAuth app gets a quota per installed app instance (per account per app), isolated
 * from other apps and from private keys; private keys share one quota per account; /client/ calls count per account's
 * public key. The sizes come from the config (the document gives only some per-operation figures). A call over its
 * quota is answered 429 with `Retry-After` and no RateLimit-* headers; an accepted call carries
 * RateLimit-Limit/-Remaining/-Reset for its own quota (the document does not name the headers: these are the IETF
 * draft names).
 */
import type { SandboxContext } from "../context.js";
import type { Quota } from "../config/types.js";
import { retryAfterSeconds } from "../state/window.js";
import type { Caller } from "./credentials.js";

export type QuotaResult = { ok: true; headers: Record<string, string> } | { ok: false; retryAfterSeconds: number };

export function takeQuota(ctx: SandboxContext, caller: Caller): QuotaResult {
  const { key, quota } = quotaOf(ctx, caller);
  const take = ctx.apiWindow.take(key, ctx.clock.now(), quota.limit, quota.windowSeconds * 1000);
  if (!take.ok) return { ok: false, retryAfterSeconds: retryAfterSeconds(take.retryAfterMs) };
  return {
    ok: true,
    headers: {
      "ratelimit-limit": String(take.limit),
      "ratelimit-remaining": String(take.remaining),
      "ratelimit-reset": String(retryAfterSeconds(take.resetMs)),
    },
  };
}

function quotaOf(ctx: SandboxContext, caller: Caller): { key: string; quota: Quota } {
  const limits = ctx.config.rateLimits;
  switch (caller.kind) {
    case "oauth":
      return { key: `app\n${caller.accountId}\n${caller.clientId}`, quota: limits.oauthApp };
    case "private-key":
      return { key: `private\n${caller.accountId}`, quota: limits.privateKey };
    case "public-key":
      return { key: `public\n${caller.accountId}`, quota: limits.publicKey };
  }
}
