/**
 * The sandbox configuration: what `sandbox.config.json` holds (shape: `sandbox.config.schema.json` next to this file)
 * and what `startSandbox({ config })` takes, and the resolved form the handlers read (defaults filled in,
 * `accounts:read` added to every app's scopes).
 */

export interface SandboxConfig {
  /** API host port for `npm run sandbox` (`--port` wins). `startSandbox` ignores it (its `port` option, default 0). */
  port?: number;
  /** Web host port for `npm run sandbox` (`--web-port` wins); default `port + 1`. */
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
}
