/**
 * Credentials per operation (service document, "Authentication"), decided by the descriptor's `auth`:
 *
 * - `api`: an OAuth access token as `Authorization: Bearer <token>` (item 3), or else the private key (item 2). The
 *   document says the key travels in the Authorization header but does not show the value's format, so the
 *   configured `privateKey` string is sent *verbatim* as the header value: give the whole value your account expects
 *   (for this API family, `Klaviyo-API-Key <key>`). When both are configured the access token is used.
 * - `client`: the public key in the `company_id` query parameter (item 4), and no Authorization header at all.
 * - `basic`: HTTP Basic client credentials (item 6), `Basic base64(<client_id>:<client_secret>)`, for the OAuth token and
 *   revoke endpoints, from `clientCredentials`. The secret and the encoded pair are redacted everywhere.
 * - `none`: nothing (the user-facing authorization page).
 *
 * The access-token provider is called on *every attempt*, so a retry after a refresh uses the new token (the
 * klaviyo-api bug #43 was re-using the first attempt's credentials). Each value it returns is registered with the
 * redactor before it is checked, so even the "invalid token" message cannot show it.
 *
 * `onUnauthorized` goes with `accessToken`: when an `api` operation sent with a token gets HTTP 401
 * `authentication_failed` (the token is expired or revoked; service document, "Errors / API calls"), send.ts calls it
 * once with the refused token and, when it resolves `true`, replays the request once with the provider's next token. A
 * second 401 is returned as it is: one refresh and one replay, never a loop (revforge's docs/safety.md, T5).
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { RequestError } from "./errors.js";
import { checkHeaderValue } from "./headers.js";
import type { OperationDescriptor } from "./operation.js";
import { base64, type Redactor } from "./redact.js";
import type { SchemeAttempt, SchemeAuth, SchemeCredentials } from "./scheme-auth.js";

export interface AuthOptions {
  /** The private API key's full Authorization header value, sent verbatim (see above). Secret: redacted everywhere. */
  privateKey?: string;
  /** Returns the current OAuth access token; called before every attempt. Values are redacted everywhere. */
  accessToken?: () => string | Promise<string>;
  /**
   * Called at most once per call, with the refused token, when a request sent with `accessToken` gets 401
   * `authentication_failed`. Resolve `true` once a fresh token is available to replay the request once; `false` to
   * return the 401 as it is. What it throws is thrown to the caller (for example "uninstalled", or a rate limit).
   */
  onUnauthorized?: (rejectedToken: string) => boolean | Promise<boolean>;
  /** The 6-character public key (site id) for the /client/ operations. Not a secret. */
  publicKey?: string;
  /** OAuth client credentials for the token and revoke endpoints (server to server only, never from a browser). */
  clientCredentials?: { clientId: string; clientSecret: string };
}

/** Checks the configuration once, at client creation, and registers the static secrets. */
export function checkAuth(auth: AuthOptions | undefined, redactor: Redactor): void {
  const { privateKey, accessToken, onUnauthorized, publicKey, clientCredentials } = auth ?? {};
  addKey(privateKey, redactor);
  if (typeof auth !== "object" || (privateKey ?? accessToken ?? publicKey ?? clientCredentials) === undefined) {
    throw new RequestError("auth needs privateKey, accessToken, publicKey or clientCredentials");
  }
  if (clientCredentials !== undefined) {
    const { clientId, clientSecret } = clientCredentials;
    redactor.add(clientSecret);
    nonBlank("auth.clientCredentials.clientSecret", clientSecret);
    if (nonBlank("auth.clientCredentials.clientId", clientId).includes(":")) {
      throw new RequestError("auth.clientCredentials.clientId must not contain ':'");
    }
    // `client_id:` is public; the redactor covers the pair's base64 (the Basic header value) as one of its forms.
    redactor.add(`${clientId}:${clientSecret}`, false, clientId.length + 1);
  }
  if (privateKey !== undefined) nonBlank("auth.privateKey", privateKey);
  if (publicKey !== undefined) nonBlank("auth.publicKey", publicKey, 256);
  if (![accessToken, onUnauthorized].every((hook) => hook === undefined || typeof hook === "function")) {
    throw new RequestError("auth.accessToken and auth.onUnauthorized must be functions");
  }
  if (onUnauthorized !== undefined && accessToken === undefined) {
    throw new RequestError("auth.onUnauthorized needs auth.accessToken");
  }
}

/** The auth scheme that starts a header value, as `Klaviyo-API-Key ` does: an RFC 9110 token, then spaces. */
const SCHEME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ +(?=[^ ])/;

/**
 * Registers the private key (before it is checked, so no message can show it): the whole header value with its
 * scheme as a public head, and the key alone, which a server may quote without the scheme.
 */
function addKey(key: unknown, redactor: Redactor): void {
  if (typeof key !== "string") return;
  const scheme = SCHEME.exec(key)?.[0].length ?? 0;
  redactor.add(key, false, scheme);
  redactor.add(key.slice(scheme));
}

/** A credential: a valid header value (headers.ts) that is not blank. */
function nonBlank(what: string, value: unknown, max?: number): string {
  const text = checkHeaderValue(what, value, max);
  if (text.trim() === "") throw new RequestError(`${what} is empty`);
  return text;
}

export interface AttemptAuth {
  authorization?: string;
  companyId?: string;
  /** The OAuth access token this attempt sends (for the 401 hook). */
  accessToken?: string;
  /** Security-scheme credentials (scheme-auth.ts): headers and query parameters. */
  schemes?: SchemeAttempt;
}

/**
 * The credentials for one attempt of `op`; `schemes` is the entry point's scheme table, for `scheme` operations. A
 * promise only when a provider is called (an access token, a scheme credential): a fixed key costs a call no wait.
 */
export function authFor(
  op: OperationDescriptor,
  auth: AuthOptions,
  redactor: Redactor,
  schemes?: SchemeAuth,
): AttemptAuth | Promise<AttemptAuth> {
  const missing = (what: string) => new RequestError(`${op.id} needs ${what}`);
  switch (op.auth) {
    case "scheme":
      // `scheme` operations exist only in entry points that pass their SchemeAuth.
      return schemes!.attempt(op, auth as SchemeCredentials | undefined, redactor).then((s) => ({ schemes: s }));
    case "api": {
      if (auth.accessToken !== undefined) return tokenAuth(op, auth.accessToken, redactor);
      if (auth.privateKey !== undefined) return { authorization: auth.privateKey };
      throw missing("auth.privateKey or auth.accessToken");
    }
    case "client":
      if (auth.publicKey === undefined) throw missing("auth.publicKey (a /client/ operation)");
      return { companyId: auth.publicKey };
    case "basic": {
      const c = auth.clientCredentials;
      if (c === undefined) throw missing("auth.clientCredentials");
      // HTTP Basic (RFC 7617): base64 of `<client_id>:<client_secret>` in UTF-8.
      return { authorization: `Basic ${base64(`${c.clientId}:${c.clientSecret}`)}` };
    }
    case "none":
      return {};
  }
}

/** An access token from the provider, registered for redaction before it is checked, so no message can show it. */
async function tokenAuth(
  op: OperationDescriptor,
  provider: () => string | Promise<string>,
  redactor: Redactor,
): Promise<AttemptAuth> {
  const given: unknown = await provider();
  redactor.add(given as string, true); // non-strings are ignored, and refused just below
  const token = nonBlank(`${op.id}: the token from auth.accessToken`, given);
  return { authorization: `Bearer ${token}`, accessToken: token };
}
