/**
 * Grants and tokens ("States and transitions / Authorization and token lifecycle").
 *
 * A grant is what one code exchange produces: one refresh token (512 characters, returned unchanged by every refresh)
 * and the access tokens issued from it. An installation is an (account, app) pair; it is installed while at least one
 * of its grants is active. Revoke and uninstall end every grant of the installation, and with them every access token
 * ("all remaining tokens of the account's installed app invalidated"); a refresh leaves the earlier access tokens
 * valid until they expire. A refresh token unused for 90 days is inactive, and is recorded as revoked for that reason
 * the first time it is presented.
 */
import { REFRESH_INACTIVITY_MS, REFRESH_TOKEN_LENGTH } from "../limits.js";
import { randomToken } from "../random.js";

/** Why a grant ended, which decides the invalid_grant description ("Errors / Token endpoint"). */
export type EndCause = "revoke" | "uninstall" | "code_reuse" | "inactivity";

export interface Grant {
  id: string;
  clientId: string;
  accountId: string;
  scope: string;
  refreshToken: string;
  issuedAt: number;
  /** The last code exchange or successful refresh; 90 days after it the refresh token is inactive. */
  lastUsedAt: number;
  ended?: { cause: EndCause; at: number };
  accessTokens: string[];
}

export interface AccessToken {
  token: string;
  grantId: string;
  clientId: string;
  accountId: string;
  scope: string;
  issuedAt: number;
  expiresAt: number;
  revoked: boolean;
}

export type GrantState = "active" | "revoked" | "inactive";
export type AccessState = "valid" | "expired" | "revoked";

export interface InstallationView {
  accountId: string;
  clientId: string;
  state: "installed" | "uninstalled" | "never";
  /** Grants (code exchanges) of this installation and their states, oldest first. */
  grants: { state: GrantState; issuedAt: number; lastUsedAt: number; endedBy?: EndCause }[];
}

export class TokenStore {
  readonly #grants = new Map<string, Grant>();
  readonly #byRefresh = new Map<string, Grant>();
  readonly #access = new Map<string, AccessToken>();
  #nextId = 1;

  constructor(
    private readonly accessTokenLength: number,
    private readonly expiresInSeconds: number,
  ) {}

  get expiresIn(): number {
    return this.expiresInSeconds;
  }

  /** A successful code exchange: a new grant with its refresh token and first access token. */
  issueGrant(clientId: string, accountId: string, scope: string, now: number): { grant: Grant; access: AccessToken } {
    const grant: Grant = {
      id: `grant-${this.#nextId++}`,
      clientId,
      accountId,
      scope,
      refreshToken: randomToken(REFRESH_TOKEN_LENGTH),
      issuedAt: now,
      lastUsedAt: now,
      accessTokens: [],
    };
    this.#grants.set(grant.id, grant);
    this.#byRefresh.set(grant.refreshToken, grant);
    return { grant, access: this.#issueAccess(grant, now) };
  }

  /** A successful refresh: a new access token; the refresh token and the earlier access tokens are unchanged. */
  refresh(grant: Grant, now: number): AccessToken {
    grant.lastUsedAt = now;
    return this.#issueAccess(grant, now);
  }

  grantByRefreshToken(token: string): Grant | undefined {
    return this.#byRefresh.get(token);
  }

  grant(id: string): Grant | undefined {
    return this.#grants.get(id);
  }

  accessToken(token: string): AccessToken | undefined {
    return this.#access.get(token);
  }

  grantState(grant: Grant, now: number): GrantState {
    if (grant.ended) return grant.ended.cause === "inactivity" ? "inactive" : "revoked";
    return now - grant.lastUsedAt >= REFRESH_INACTIVITY_MS ? "inactive" : "active";
  }

  accessState(token: AccessToken, now: number): AccessState {
    if (token.revoked) return "revoked";
    return now < token.expiresAt ? "valid" : "expired";
  }

  /** Ends a grant: its refresh token and every access token issued from it stop working. Idempotent. */
  end(grant: Grant, cause: EndCause, now: number): void {
    if (grant.ended) return;
    grant.ended = { cause, at: now };
    for (const token of grant.accessTokens) {
      const record = this.#access.get(token);
      if (record) record.revoked = true;
    }
  }

  /** Revoke or uninstall: ends every grant of the installation. Returns how many were active. */
  endInstallation(accountId: string, clientId: string, cause: EndCause, now: number): number {
    let ended = 0;
    for (const grant of this.#grants.values()) {
      if (grant.accountId !== accountId || grant.clientId !== clientId) continue;
      if (this.grantState(grant, now) === "active") ended++;
      this.end(grant, cause, now);
    }
    return ended;
  }

  installation(accountId: string, clientId: string, now: number): InstallationView {
    const grants = [...this.#grants.values()].filter((g) => g.accountId === accountId && g.clientId === clientId);
    const views = grants.map((g) => ({
      state: this.grantState(g, now),
      issuedAt: g.issuedAt,
      lastUsedAt: g.lastUsedAt,
      ...(g.ended ? { endedBy: g.ended.cause } : {}),
    }));
    const state = grants.length === 0 ? "never" : views.some((v) => v.state === "active") ? "installed" : "uninstalled";
    return { accountId, clientId, state, grants: views };
  }

  /** Every (account, app) pair that has had a grant, with its state. */
  installations(now: number): InstallationView[] {
    const pairs = new Map<string, [string, string]>();
    for (const g of this.#grants.values()) pairs.set(`${g.accountId}\n${g.clientId}`, [g.accountId, g.clientId]);
    return [...pairs.values()].map(([accountId, clientId]) => this.installation(accountId, clientId, now));
  }

  clear(): void {
    this.#grants.clear();
    this.#byRefresh.clear();
    this.#access.clear();
  }

  #issueAccess(grant: Grant, now: number): AccessToken {
    const record: AccessToken = {
      token: randomToken(this.accessTokenLength),
      grantId: grant.id,
      clientId: grant.clientId,
      accountId: grant.accountId,
      scope: grant.scope,
      issuedAt: now,
      expiresAt: now + this.expiresInSeconds * 1000,
      revoked: false,
    };
    this.#access.set(record.token, record);
    grant.accessTokens.push(record.token);
    return record;
  }
}
