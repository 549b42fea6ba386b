/**
 * The app registry and the accounts, from the resolved config ("Resources / OAuth app (client)"): apps by client id
 * with their (rotatable) secret, exact-match redirect URLs and scopes; accounts by id, public key and private key.
 */
import { timingSafeEqual } from "node:crypto";
import type { ResolvedConfig } from "../config/types.js";
import type { ClientCredentials } from "../http/basic-auth.js";

export type App = ResolvedConfig["apps"][number];
export type Account = ResolvedConfig["accounts"][number];

export class Registry {
  readonly #apps = new Map<string, App>();
  readonly #accounts = new Map<string, Account>();
  readonly #byPublicKey = new Map<string, Account>();
  readonly #byPrivateKey = new Map<string, Account>();

  constructor(config: ResolvedConfig) {
    for (const app of config.apps) this.#apps.set(app.clientId, { ...app });
    for (const account of config.accounts) {
      this.#accounts.set(account.id, account);
      this.#byPublicKey.set(account.publicKey, account);
      for (const key of account.privateKeys) this.#byPrivateKey.set(key, account);
    }
  }

  app(clientId: string): App | undefined {
    return this.#apps.get(clientId);
  }

  apps(): App[] {
    return [...this.#apps.values()];
  }

  account(id: string): Account | undefined {
    return this.#accounts.get(id);
  }

  accountByPublicKey(key: string): Account | undefined {
    return this.#byPublicKey.get(key);
  }

  accountByPrivateKey(headerValue: string): Account | undefined {
    return this.#byPrivateKey.get(headerValue);
  }

  /** The app whose id and current secret these are, or undefined. */
  authenticate(credentials: ClientCredentials | undefined): App | undefined {
    if (!credentials) return undefined;
    const app = this.#apps.get(credentials.clientId);
    if (!app) return undefined;
    const given = Buffer.from(credentials.clientSecret, "utf8");
    const expected = Buffer.from(app.clientSecret, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected) ? app : undefined;
  }

  /** "A new client secret can be generated ... at any time": the old one stops working at once. */
  rotateSecret(clientId: string, secret: string): boolean {
    const app = this.#apps.get(clientId);
    if (!app) return false;
    app.clientSecret = secret;
    return true;
  }
}
