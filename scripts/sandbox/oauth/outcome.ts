/**
 * What an OAuth endpoint handler decides, before it is written: a status, a JSON body and extra headers. Keeping the
 * decision a value lets the grant handlers stay free of HTTP plumbing.
 */
import type { ServerResponse } from "node:http";
import { sendEmpty, sendJson } from "../http/reply.js";
import type { SandboxContext } from "../context.js";
import type { OAuthErrorBody } from "./errors.js";
import { NO_STORE } from "./errors.js";

export interface Outcome {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export function fail(entry: { status: number; body: OAuthErrorBody }, headers?: Record<string, string>): Outcome {
  return { status: entry.status, body: entry.body, ...(headers ? { headers } : {}) };
}

/** Token and revoke responses are never cached (RFC 6749 §5.1). */
export function write(res: ServerResponse, outcome: Outcome): void {
  sendJson(res, outcome.status, outcome.body, { ...NO_STORE, ...outcome.headers });
}

/** "503, none": the OAuth service switched to unavailable. */
export function sendUnavailable(ctx: SandboxContext, res: ServerResponse): void {
  const retry = ctx.settings.unavailableRetryAfterSeconds;
  sendEmpty(res, 503, { ...NO_STORE, ...(retry !== undefined ? { "retry-after": String(retry) } : {}) });
}
