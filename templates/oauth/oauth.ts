/**
 * `createOAuth`: the server-side OAuth manager of one app (authorization code + PKCE; service document,
 * "Authentication", "States and transitions", "Errors", "Limits"). It ties the pieces together: the authorization URL
 * (authorize.ts), the callback checks (callback.ts) and the code exchange, the token provider for the generated
 * client with refresh-on-expiry and refresh-on-401 (refresher.ts), revoke, the keep-alive of idle installations
 * (keep-alive.ts), and the stores. Options are checked once.
 *
 *     const oauth = createOAuth({ clientId, clientSecret, baseUrl, authorizeUrl, redirectUris, scopes, tokenStore });
 *     const { url, state } = await oauth.authorize({ installationId: "acct-42" });   // redirect the browser to url
 *     const outcome = await oauth.handleCallback(request.url, { sessionState: cookie }); // on the redirect URI
 *     const client = createClient({ auth: oauth.auth("acct-42") });                   // calls with refresh
 *     const report = await oauth.keepAlive();                                          // daily, before 90 days idle
 *
 * This file is copied into generated/client/oauth/.
 */

import type { AuthOptions } from "../runtime/auth.js";
import { sleep as defaultSleep } from "../runtime/signal.js";
import { startAuthorization, type AuthorizationRequest, type AuthorizeParams } from "./authorize.js";
import { checkCallback, SeenCodes, type CallbackOutcome } from "./callback.js";
import { OAuthError } from "./errors.js";
import { emitUninstalled, safeLogger, type UninstalledEvent } from "./events.js";
import { checkId, checkOptions, type OAuthOptions } from "./options.js";
import { randomToken } from "./pkce.js";
import { readRecordOf } from "./records.js";
import { Refresher } from "./refresher.js";
import { MemoryStateStore } from "./state-store.js";
import { completeExchange, revokeInstallation, type RevokeOutcome } from "./installation.js";
import { keepAlive, type KeepAliveOptions, type KeepAliveReport } from "./keep-alive.js";
import type { EndpointConfig } from "./token-endpoint.js";
import { MemoryTokenStore } from "./token-store.js";

/** The access-token provider for one installation: call it for the token; `onUnauthorized` handles a 401. */
export interface AccessTokenProvider {
  (): Promise<string>;
  onUnauthorized(rejectedToken: string): Promise<boolean>;
}

/** What `auth(id)` returns: the runtime's AuthOptions with the provider and its 401 hook. */
export type OAuthAuth = Required<Pick<AuthOptions, "accessToken" | "onUnauthorized">>;

/** An installation's state without its secrets (safe to log or show). */
export type InstallationInfo =
  | { status: "installed"; scope: string; expiresAt: number; refreshTokenLastUsedAt: number; installedAt: number }
  | { status: "uninstalled"; reason: UninstalledEvent["reason"]; uninstalledAt: number }
  | { status: "not_installed" };

export interface OAuth {
  /** A new authorization URL with its own verifier and state. */
  authorize(params: AuthorizeParams): Promise<AuthorizationRequest>;
  /**
   * Checks the callback, exchanges the code, stores the tokens. Never throws for what the callback carried.
   * `sessionState` is the browser's state cookie; passed as undefined (no cookie) it matches no state.
   */
  handleCallback(
    callback: URL | URLSearchParams | string,
    options?: { sessionState?: string },
  ): Promise<CallbackOutcome>;
  /** The current access token, refreshed if expired. Throws OAuthError or RateLimitError. */
  accessToken(installationId: string): Promise<string>;
  accessTokenFor(installationId: string): AccessTokenProvider;
  /** `createClient({ auth: oauth.auth(id) })`: the token provider plus its one-refresh-on-401 hook. */
  auth(installationId: string): OAuthAuth;
  /** Refreshes now (for example before 90 days of inactivity), within the limits. */
  refresh(installationId: string): Promise<void>;
  /** Refreshes every installation idle for `idleDays` (default 80) before the 90-day revocation; needs `list()`. */
  keepAlive(options?: KeepAliveOptions): Promise<KeepAliveReport>;
  /** Revokes the installation's tokens at the service and deletes them locally, whatever the service answers. */
  revoke(installationId: string): Promise<RevokeOutcome>;
  installation(installationId: string): Promise<InstallationInfo>;
}

export function createOAuth(options: OAuthOptions): OAuth {
  const o = checkOptions(options);
  const log = safeLogger(options.log);
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? defaultSleep;
  const tokenStore = options.tokenStore ?? new MemoryTokenStore();
  const stateStore = options.stateStore ?? new MemoryStateStore({ now });
  const timeoutMs = o.number("timeoutMs", 15_000);
  const endpoint: EndpointConfig = {
    baseUrl: o.baseUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    fetch: options.fetch,
    timeoutMs,
    now,
    random: options.random ?? Math.random,
    sleep,
  };
  const refresher = new Refresher({
    store: tokenStore,
    endpoint,
    now,
    sleep,
    maxWaitMs: o.number("maxRefreshWaitMs", 60_000, true),
    leaseMs: timeoutMs + 5_000,
    pollMs: o.number("pollIntervalMs", 200),
    holder: randomToken(12),
    log,
    uninstalled: (installationId, reason, source) =>
      emitUninstalled(options.onUninstalled, { installationId, reason, source, at: now() }, log),
  });
  const authorizeContext = {
    clientId: options.clientId,
    endpoint: `${o.authorizeUrl}/oauth/authorize`,
    redirectUris: [...options.redirectUris],
    scopes: o.scopes,
    stateStore,
    stateTtlMs: o.number("stateTtlMs", 600_000),
    now,
    log,
  };
  const callbackContext = { stateStore, now, issuer: options.issuer, codes: new SeenCodes(now) };
  const lifecycle = { store: tokenStore, endpoint, refresher, now, log };

  const provider = (installationId: string): AccessTokenProvider => {
    checkId(installationId);
    const get = (() => refresher.accessToken(installationId)) as AccessTokenProvider;
    get.onUnauthorized = async (rejected: string) =>
      (await refresher.accessToken(installationId, rejected)) !== rejected;
    return get;
  };

  return {
    authorize: async (params) => {
      checkId(params?.installationId);
      return startAuthorization(authorizeContext, params);
    },
    handleCallback: async (callback, callOptions) => {
      let check;
      try {
        // `{ sessionState: cookie }` with the cookie missing is the login CSRF the cookie is there to stop (a callback
        // opened in a browser that never started this authorization): it must not match, so it goes as "".
        const bound = typeof callOptions === "object" && callOptions !== null && "sessionState" in callOptions;
        check = await checkCallback(callbackContext, callback, bound ? (callOptions.sessionState ?? "") : undefined);
      } catch (e) {
        if (e instanceof OAuthError) throw e;
        throw new OAuthError("store_error", `the state store failed (${e instanceof Error ? e.name : typeof e})`);
      }
      if (check.status === "rejected") {
        log({ level: "warn", event: "callback_rejected", message: `authorization callback rejected: ${check.reason}` });
      }
      if (check.status === "denied" || check.status === "error") {
        const message = `installation ${check.installationId}: authorization ${check.status === "denied" ? "denied" : `error ${check.error}`}`;
        log({ level: "info", event: "authorization_denied", installationId: check.installationId, message });
      }
      if (check.status !== "exchange") return check;
      return completeExchange(lifecycle, check.pending, check.code);
    },
    accessToken: async (installationId) => provider(installationId)(),
    accessTokenFor: provider,
    auth: (installationId) => {
      const get = provider(installationId);
      return { accessToken: get, onUnauthorized: get.onUnauthorized };
    },
    refresh: async (installationId) => {
      checkId(installationId);
      await refresher.refresh(installationId);
    },
    keepAlive: (keepAliveOptions) => keepAlive({ store: tokenStore, refresher, now, sleep, log }, keepAliveOptions),
    revoke: async (installationId) => {
      checkId(installationId);
      return revokeInstallation(lifecycle, installationId);
    },
    installation: async (installationId) => {
      checkId(installationId);
      const record = await readRecordOf(tokenStore, installationId);
      if (record === undefined) return { status: "not_installed" };
      if (record.status === "uninstalled") {
        return { status: "uninstalled", reason: record.reason, uninstalledAt: record.uninstalledAt };
      }
      const { scope, expiresAt, refreshTokenLastUsedAt, installedAt } = record;
      return { status: "installed", scope, expiresAt, refreshTokenLastUsedAt, installedAt };
    },
  };
}
