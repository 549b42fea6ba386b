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
 * once with the refused token and, when it resolves `true`, replays the request once with the provider's next token.
 * A second 401 is returned as it is: one refresh and one replay, never a loop (reliability.md "Retries", item 43).
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { RequestError } from "./errors.js";
import { checkHeaderValue, MAX_HEADER_VALUE } from "./headers.js";
import type { OperationDescriptor } from "./operation.js";
import type { Redactor } from "./redact.js";

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

/** Checks the configuration once, at client creation, and registers the static secret. */
export function checkAuth(auth: AuthOptions | undefined, redactor: Redactor): void {
  if (auth === undefined || auth === null || typeof auth !== "object") {
    throw new RequestError("auth is required: give privateKey, accessToken or publicKey");
  }
  const { privateKey, accessToken, publicKey, clientCredentials } = auth;
  redactor.add(privateKey);
  if (
    privateKey === undefined &&
    accessToken === undefined &&
    publicKey === undefined &&
    clientCredentials === undefined
  ) {
    throw new RequestError("auth needs at least one of privateKey, accessToken, publicKey or clientCredentials");
  }
  if (clientCredentials !== undefined) {
    const { clientId, clientSecret } = clientCredentials;
    if (typeof clientId !== "string" || typeof clientSecret !== "string" || clientId === "" || clientSecret === "") {
      throw new RequestError("auth.clientCredentials needs a clientId and a clientSecret");
    }
    redactor.add(clientSecret);
    redactor.add(basicCredentials(clientId, clientSecret));
    if (clientId.includes(":")) throw new RequestError("auth.clientCredentials.clientId must not contain ':'");
    checkHeaderValue("auth.clientCredentials", `${clientId}:${clientSecret}`);
  }
  if (privateKey !== undefined) {
    checkHeaderValue("auth.privateKey", privateKey);
    if (privateKey.trim() === "") throw new RequestError("auth.privateKey is empty");
  }
  if (accessToken !== undefined && typeof accessToken !== "function") {
    throw new RequestError("auth.accessToken must be a function returning the current token");
  }
  if (auth.onUnauthorized !== undefined) {
    if (typeof auth.onUnauthorized !== "function") throw new RequestError("auth.onUnauthorized must be a function");
    if (accessToken === undefined) throw new RequestError("auth.onUnauthorized needs auth.accessToken");
  }
  if (publicKey !== undefined) {
    checkHeaderValue("auth.publicKey", publicKey, 256);
    if (publicKey.trim() === "") throw new RequestError("auth.publicKey is empty");
  }
}

export interface AttemptAuth {
  authorization?: string;
  companyId?: string;
  /** The OAuth access token this attempt sends (for the 401 hook). */
  accessToken?: string;
}

/** The credentials for one attempt of `op`. */
export async function authFor(op: OperationDescriptor, auth: AuthOptions, redactor: Redactor): Promise<AttemptAuth> {
  switch (op.auth) {
    case "api": {
      if (auth.accessToken !== undefined) {
        const token: unknown = await auth.accessToken();
        if (typeof token === "string") redactor.add(token, true);
        if (typeof token !== "string" || token === "") {
          throw new RequestError(`${op.id}: the accessToken provider returned no token`);
        }
        checkHeaderValue(`${op.id}: the access token`, token, MAX_HEADER_VALUE);
        return { authorization: `Bearer ${token}`, accessToken: token };
      }
      if (auth.privateKey !== undefined) return { authorization: auth.privateKey };
      throw new RequestError(`${op.id} needs a private key or an OAuth access token (auth.privateKey or accessToken)`);
    }
    case "client": {
      if (auth.publicKey === undefined) {
        throw new RequestError(`${op.id} is a client-side operation and needs the public key (auth.publicKey)`);
      }
      return { companyId: auth.publicKey };
    }
    case "basic": {
      const c = auth.clientCredentials;
      if (c === undefined)
        throw new RequestError(`${op.id} needs the OAuth client credentials (auth.clientCredentials)`);
      return { authorization: `Basic ${basicCredentials(c.clientId, c.clientSecret)}` };
    }
    case "none":
      return {};
  }
}

/** base64 of `<client_id>:<client_secret>` in UTF-8 (RFC 7617), with the platform's btoa. */
function basicCredentials(clientId: string, clientSecret: string): string {
  const bytes = new TextEncoder().encode(`${clientId}:${clientSecret}`);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
