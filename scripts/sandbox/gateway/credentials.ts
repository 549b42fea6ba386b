/**
 * Who is calling the API ("Authentication", "Errors / API calls").
 *
 * /api/ takes exactly one `Authorization` header, either
 * - a private key of the config, the header's whole value (the document does not show the format), or
 * - `Bearer <access token>`. The sandbox issues tokens of one shape (the configured length, base64url characters), so
 *   it can tell the document's two 401s apart: a header without the `Bearer ` prefix, with no token, or with a token
 *   that has missing or extra characters (wrong length, a space, a quote, a second token) is malformed →
 *   401 not_authenticated; a well-formed token that does not exist, has expired or was revoked →
 *   401 authentication_failed. While the OAuth service is unavailable a bearer call gets 503 with no body.
 * /client/ takes the account's 6-character public key in `company_id`, once, and no Authorization header.
 */
import type { IncomingMessage } from "node:http";
import type { SandboxContext } from "../context.js";
import { TOKEN_ALPHABET } from "../random.js";
import {
  apiError,
  authenticationFailed,
  notAuthenticated,
  PUBLIC_KEY_MISSING,
  PUBLIC_KEY_UNKNOWN,
  type ApiErrorDocument,
} from "./api-errors.js";

export type Caller =
  | { kind: "oauth"; accountId: string; clientId: string; scope: string }
  | { kind: "private-key"; accountId: string }
  | { kind: "public-key"; accountId: string };

export type Authenticated = { ok: true; caller: Caller } | { ok: false; status: number; body?: ApiErrorDocument };

const BEARER = /^Bearer (\S+)$/i;

export function authenticateApi(ctx: SandboxContext, req: IncomingMessage): Authenticated {
  const values = req.headersDistinct.authorization ?? [];
  if (values.length !== 1) return { ok: false, status: 401, body: notAuthenticated() };
  const header = values[0]!;
  const account = ctx.registry.accountByPrivateKey(header);
  if (account) return { ok: true, caller: { kind: "private-key", accountId: account.id } };

  const token = BEARER.exec(header)?.[1];
  if (token === undefined || token.length !== ctx.config.tokens.accessTokenLength || !TOKEN_ALPHABET.test(token))
    return { ok: false, status: 401, body: notAuthenticated() };
  if (ctx.settings.unavailable) return { ok: false, status: 503 };
  const record = ctx.tokens.accessToken(token);
  if (!record || ctx.tokens.accessState(record, ctx.clock.now()) !== "valid")
    return { ok: false, status: 401, body: authenticationFailed() };
  return {
    ok: true,
    caller: { kind: "oauth", accountId: record.accountId, clientId: record.clientId, scope: record.scope },
  };
}

export function authenticateClient(ctx: SandboxContext, req: IncomingMessage, query: URLSearchParams): Authenticated {
  const keys = query.getAll("company_id");
  if (req.headers.authorization !== undefined || keys.length !== 1 || keys[0] === "")
    return { ok: false, status: 401, body: apiError(PUBLIC_KEY_MISSING) };
  const account = ctx.registry.accountByPublicKey(keys[0]!);
  if (!account) return { ok: false, status: 401, body: apiError(PUBLIC_KEY_UNKNOWN) };
  return { ok: true, caller: { kind: "public-key", accountId: account.id } };
}
