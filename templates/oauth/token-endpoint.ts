/**
 * The one core through which every token-endpoint call goes: code exchange, refresh and revoke (service document,
 * "Endpoints / OAuth endpoints" and "Errors / Token endpoint", "Errors / Revoke endpoint").
 *
 * It sends through the runtime client rather than a fetch of its own (every call goes through the one request core,
 * send.ts), with the descriptors below and `auth.clientCredentials`, so the calls get what every API call gets: HTTP
 * Basic `base64(id:secret)`, a form body (`application/x-www-form-urlencoded`; JSON is refused by the service),
 * `redirect: "manual"` (a redirect would replay the credentials elsewhere), the attempt timeout, bounded body reading,
 * content-type checks (the wrong-host 403 HTML page becomes a thrown UnexpectedContentTypeError) and redaction. A
 * client is made *per call*, with a Redactor holding just that call's secrets (the client secret and `id:secret`, plus
 * the code and verifier, or the refresh and access tokens), so a long-running process does not accumulate every token
 * it ever saw. The client *shares* that Redactor: the core builds its own messages and cuts them (an
 * `error_description` to 300 bytes), so it must know every secret of the call before it cuts; the form fields alone do
 * not include the access token, which a refresh or revoke answer may echo.
 *
 * Retries: none for /oauth/token (a 429 must reach the refresh limiter, and every call counts against the
 * 10-per-minute limit); /oauth/revoke is idempotent, so 503 (with `Retry-After` as a floor) and network failures are
 * retried by the runtime's policy (RFC 7009 §2.2.1: on 503 the token is still live).
 *
 * Every failure is rethrown as an OAuthError (or a RateLimitError for 429) whose message passed through the call's
 * Redactor; the runtime's error is never attached.
 *
 * This file is copied into generated/client/oauth/.
 */

import { createRuntimeClient, type FetchLike } from "../runtime/client.js";
import {
  ApiError,
  NetworkError,
  ParseError,
  RateLimitError,
  RedirectError,
  RequestError,
  ResponseTooLargeError,
  TimeoutError,
  UnexpectedContentTypeError,
  EmptyBodyError,
} from "../runtime/errors.js";
import type { OperationDescriptor } from "../runtime/operation.js";
import { Redactor } from "../runtime/redact.js";
import type { Result } from "../runtime/result.js";
import { parseRetryAfter, type RetryOptions } from "../runtime/retry.js";
import { OAuthError, uninstallReasonOf } from "./errors.js";
import { validateTokenResponse, type TokenSet } from "./token-response.js";

/** `POST {base_url}/oauth/token` (specs/shared/oauth.yaml `oauth_token`). */
export const tokenOperation: OperationDescriptor = {
  id: "oauth_token",
  method: "POST",
  path: "/oauth/token",
  auth: "basic",
  body: "form",
};

/** `POST {base_url}/oauth/revoke` (`oauth_revoke`): idempotent, and any 2xx is success whatever the body. */
export const revokeOperation: OperationDescriptor = {
  id: "oauth_revoke",
  method: "POST",
  path: "/oauth/revoke",
  auth: "basic",
  body: "form",
  idempotent: true,
  emptyOk: true,
};

const PUBLIC_FIELDS: ReadonlySet<string> = new Set(["grant_type", "token_type_hint", "redirect_uri"]);

export interface EndpointConfig {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch: FetchLike | undefined;
  readonly timeoutMs: number;
  readonly now: () => number;
  readonly random: () => number;
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
}

export type Grant =
  | { grant_type: "authorization_code"; code: string; code_verifier: string; redirect_uri: string }
  | { grant_type: "refresh_token"; refresh_token: string };

/** A Redactor knowing the client credentials and `secrets`. */
export function redactorFor(config: EndpointConfig, secrets: readonly (string | undefined)[]): Redactor {
  const redactor = new Redactor();
  redactor.add(config.clientSecret);
  redactor.add(`${config.clientId}:${config.clientSecret}`, false, config.clientId.length + 1); // `client_id:` is public
  for (const secret of secrets) redactor.add(secret);
  return redactor;
}

/**
 * Exchanges a code or a refresh token for tokens, validated (token-response.ts). Throws OAuthError (`exchange_rejected`
 * for a refused code; `uninstalled` with an `uninstallReason` for a refresh token refused with `invalid_grant`;
 * `unavailable`, `wrong_host`, `invalid_token_response`, `token_endpoint_error`) or RateLimitError on 429.
 */
export async function requestTokens(
  config: EndpointConfig,
  grant: Grant,
  redactor: Redactor,
  installationId: string,
): Promise<TokenSet> {
  const refresh = grant.grant_type === "refresh_token";
  const where = refresh ? `refreshing the tokens of installation ${installationId}` : `the code exchange`;
  const result = await post(config, tokenOperation, grant, redactor, false, where, installationId);
  if (result === "ok") throw new OAuthError("invalid_token_response", `${where}: the response has no token`);
  if (result.error !== undefined) {
    throw fromApiError(
      result.error,
      result.headers,
      config.now(),
      where,
      redactor,
      installationId,
      refresh ? "refresh" : "exchange",
    );
  }
  try {
    return validateTokenResponse(result.data, refresh, where);
  } catch (e) {
    throw e instanceof OAuthError ? new OAuthError(e.reason, e.message, { installationId, status: result.status }) : e;
  }
}

/** Revokes `token`. Any 2xx is success, whatever the body (RFC 7009 §2.2: the client ignores it). */
export async function revokeToken(
  config: EndpointConfig,
  token: string,
  hint: "refresh_token" | "access_token",
  redactor: Redactor,
  installationId: string,
): Promise<void> {
  const where = `revoking the tokens of installation ${installationId}`;
  const form = { token_type_hint: hint, token };
  const result = await post(config, revokeOperation, form, redactor, { maxAttempts: 3 }, where, installationId, true);
  if (result === "ok" || result.error === undefined) return;
  throw fromApiError(result.error, result.headers, config.now(), where, redactor, installationId, "revoke");
}

async function post(
  config: EndpointConfig,
  op: OperationDescriptor,
  form: Record<string, string>,
  redactor: Redactor,
  retry: RetryOptions | false,
  where: string,
  installationId: string,
  anySuccess = false,
): Promise<Result<unknown> | "ok"> {
  try {
    const client = createRuntimeClient({
      baseUrl: config.baseUrl,
      revision: null,
      auth: { clientCredentials: { clientId: config.clientId, clientSecret: config.clientSecret } },
      fetch: config.fetch,
      retry,
      timeoutMs: config.timeoutMs,
      now: config.now,
      random: config.random,
      sleep: config.sleep,
      onWarning: () => {},
      redactor,
    });
    // The secret fields: code, code_verifier, refresh_token, token (grant_type, the hint and redirect_uri are not).
    for (const [name, value] of Object.entries(form)) if (!PUBLIC_FIELDS.has(name)) redactor.add(value);
    return await client.request<unknown>(op, { body: form });
  } catch (e) {
    const status = (e as { status?: unknown } | null)?.status;
    const success = typeof status === "number" && status >= 200 && status < 300;
    if (anySuccess && success) return "ok";
    throw fromThrown(e, where, redactor, installationId);
  }
}

/** A non-2xx answer of the token or revoke endpoint. */
function fromApiError(
  error: ApiError,
  headers: Headers,
  now: number,
  where: string,
  redactor: Redactor,
  installationId: string,
  call: "exchange" | "refresh" | "revoke",
): OAuthError {
  const { status } = error;
  const item = error.errors[0];
  const oauthError = item?.code;
  const init = { installationId, status, oauthError };
  const message = (why: string) => redactor.redact(`${where}: ${why}. ${error.message}`);
  if (status >= 500) {
    const retryAfterMs = parseRetryAfter(headers.get("retry-after"), now);
    return new OAuthError("unavailable", message("the OAuth service is unavailable"), { ...init, retryAfterMs });
  }
  if (call === "refresh" && oauthError === "invalid_grant") {
    const uninstallReason = uninstallReasonOf(item?.detail);
    const why = `the refresh token was refused (invalid_grant, ${uninstallReason}): the app is uninstalled`;
    return new OAuthError("uninstalled", message(why), { ...init, uninstallReason });
  }
  if (
    call === "exchange" &&
    status !== 401 &&
    oauthError !== "invalid_client" &&
    oauthError !== "unsupported_grant_type"
  ) {
    const why = "the authorization code was refused; start the authorization again";
    return new OAuthError("exchange_rejected", message(why), init);
  }
  return new OAuthError("token_endpoint_error", message("the OAuth endpoint refused the request"), init);
}

/** A thrown runtime error (no answer, or not the endpoint's answer). */
function fromThrown(e: unknown, where: string, redactor: Redactor, installationId: string): Error {
  const text = (why: string) =>
    redactor.redact(`${where}: ${why}${e instanceof Error ? ` (${e.name}: ${e.message})` : ""}`);
  if (e instanceof RateLimitError) {
    const wait = e.retryAfterMs === undefined ? "" : `; retry after ${e.retryAfterMs} ms`;
    return new RateLimitError(redactor.redact(`${where}: HTTP 429, rate limited by the token endpoint${wait}`), {
      retryAfterMs: e.retryAfterMs,
      errors: [],
      requestId: e.requestId,
      attempts: e.attempts,
    });
  }
  const init = { installationId, status: (e as { status?: number }).status };
  if (e instanceof UnexpectedContentTypeError) {
    if (e.status >= 500) return new OAuthError("unavailable", text("the OAuth service is unavailable"), init);
    if (e.status >= 200 && e.status < 300) {
      // Not the runtime's message, which quotes the body: a 2xx body is most likely a token response in another
      // format (`access_token=...` form-encoded), and its new tokens are secrets no Redactor knows yet.
      const type = e.contentType || "no content type";
      const message = `${where}: the token response is not JSON (HTTP ${e.status}, ${type}; body not shown)`;
      return new OAuthError("invalid_token_response", redactor.redact(message), init);
    }
    return new OAuthError("wrong_host", text("an HTML page instead of the OAuth endpoint (check baseUrl)"), init);
  }
  if (e instanceof RedirectError) return new OAuthError("wrong_host", text("redirected (check baseUrl)"), init);
  if (e instanceof TimeoutError || e instanceof NetworkError) {
    return new OAuthError("unavailable", text("no answer from the OAuth endpoint"), init);
  }
  if (e instanceof ParseError || e instanceof EmptyBodyError || e instanceof ResponseTooLargeError) {
    return new OAuthError("invalid_token_response", text("the token response is unreadable"), init);
  }
  if (e instanceof RequestError) return new OAuthError("invalid_config", text("the request could not be made"), init);
  return new OAuthError("unavailable", text("the call failed"), { installationId });
}
