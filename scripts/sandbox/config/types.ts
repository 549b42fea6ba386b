/**
 * The sandbox configuration: what `sandbox.config.json` holds (shape: `sandbox.config.schema.json` next to this file)
 * and what `startSandbox({ config })` takes, and the resolved form the handlers read (defaults filled in,
 * `accounts:read` added to every app's scopes).
 */

export interface SandboxConfig {
  /** API host port for `npm run sandbox` (`--port` wins). `startSandbox` ignores it (its `port` option, default 0). */
  port?: number;
  /** Web host port for `npm run sandbox` (`--web-port` wins; `--port` alone moves it to that port + 1). */
  webPort?: number;
  accounts: AccountConfig[];
  /** The simulated logged-in user. */
  user: { role: string; accountId?: string };
  apps: AppConfig[];
  tokens?: { accessTokenLength?: number; expiresInSeconds?: number };
  rateLimits?: { oauthApp?: Quota; privateKey?: Quota; publicKey?: Quota };
  authorize?: { decision?: Decision };
  /** RFC 6749 §4.1.2 and §10.5: a reused authorization code revokes the tokens issued from it. Default true. */
  revokeTokensOnCodeReuse?: boolean;
  /** How both hosts protect themselves from slow, idle, too many or too deeply nested requests. */
  server?: Partial<ServerLimits>;
}

/**
 * The sandbox's own protections, the same on both hosts (the document gives none: a real service has its own, and a
 * local server must not be held up by one slow or hostile client). README "Server limits" says what each one does.
 */
export interface ServerLimits {
  /** The request line and headers must be complete this long after the request's first byte (else 408, closed). */
  headersTimeoutMs: number;
  /** The whole request, body included, must be received this long after its first byte (else 408, closed). */
  requestTimeoutMs: number;
  /** A socket with no traffic either way for this long is closed, unless the sandbox is still preparing its answer. */
  idleTimeoutMs: number;
  /** Open connections per host; a connection over the cap is closed at once, without a response. */
  maxConnections: number;
  /** JSON request bodies nested deeper than this (objects and arrays) are refused with 400. */
  maxJsonDepth: number;
  /** On stop, requests in progress get this long to finish before their connections are cut. */
  shutdownGraceMs: number;
}

export interface AccountConfig {
  id: string;
  name?: string;
  /** The 6-character public key (site ID): `company_id` on /client/. */
  publicKey: string;
  /** Each is the exact `Authorization` header value of a private-key call (the document does not show the format). */
  privateKeys?: string[];
  /** Allowlisted for the app-management page. */
  appManagement?: boolean;
}

export interface AppConfig {
  name: string;
  clientId: string;
  clientSecret: string;
  /** Exact-match allowlist. */
  redirectUris: string[];
  scopes: string[];
  /** Unverified apps (the default) show a warning on the consent page. */
  verified?: boolean;
}

export interface Quota {
  limit: number;
  windowSeconds: number;
}

/** What the simulated user does on the authorization page: grant, deny, or show the consent page and wait. */
export type Decision = "grant" | "deny" | "prompt";

export interface ResolvedConfig {
  accounts: Required<AccountConfig>[];
  user: { role: string; accountId: string };
  apps: (Required<AppConfig> & { scopes: string[] })[];
  tokens: { accessTokenLength: number; expiresInSeconds: number };
  rateLimits: { oauthApp: Quota; privateKey: Quota; publicKey: Quota };
  decision: Decision;
  revokeTokensOnCodeReuse: boolean;
  server: ServerLimits;
}
