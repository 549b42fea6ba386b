/**
 * Authorization codes ("States and transitions": issued on grant, expired after 5 minutes unused, exchanged once).
 * A code remembers what it was issued for (client, account, redirect_uri, PKCE challenge, scope) and, once used, the
 * grant it produced, so that a second use can revoke that grant's tokens (RFC 6749 §4.1.2, §10.5).
 */
import { CODE_LIFETIME_MS } from "../limits.js";
import { randomToken } from "../random.js";

export interface AuthorizationCode {
  code: string;
  clientId: string;
  accountId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  issuedAt: number;
  usedAt?: number;
  grantId?: string;
}

/** Codes are kept this long past their expiry so that a late reuse is still recognised as a reuse. */
const KEEP_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000;

export class CodeStore {
  readonly #codes = new Map<string, AuthorizationCode>();

  issue(fields: Omit<AuthorizationCode, "code" | "usedAt" | "grantId">): AuthorizationCode {
    this.#prune(fields.issuedAt);
    const record: AuthorizationCode = { code: randomToken(64), ...fields };
    this.#codes.set(record.code, record);
    return record;
  }

  get(code: string): AuthorizationCode | undefined {
    return this.#codes.get(code);
  }

  isExpired(record: AuthorizationCode, now: number): boolean {
    return now >= record.issuedAt + CODE_LIFETIME_MS;
  }

  clear(): void {
    this.#codes.clear();
  }

  #prune(now: number): void {
    for (const [code, record] of this.#codes)
      if (now > record.issuedAt + CODE_LIFETIME_MS + KEEP_AFTER_EXPIRY_MS) this.#codes.delete(code);
  }
}
