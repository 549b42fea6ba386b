/**
 * The store of pending authorizations: one entry per authorization URL, keyed by its `state`, holding the PKCE
 * verifier and what the callback needs (service document, "Authentication" item 7: "the verifier is stored by the
 * integration ... and looked up when the code is exchanged"; here the key is a random state, never a customer id).
 *
 * `take` is the only read and it removes the entry: a state works once (revforge's docs/safety.md, O3), and a replayed
 * or double-clicked callback finds nothing. An entry expires 10 minutes after it was made (O3; the code itself lives 5
 * minutes). A shared store (a database, Redis `GETDEL`) must implement `take` atomically.
 *
 * The in-memory store is bounded: past `maxEntries` it drops expired entries, then the oldest, so an unauthenticated
 * "start authorization" endpoint cannot grow it without limit.
 *
 * This file is copied into generated/client/oauth/.
 */

export interface PendingAuthorization {
  /** The integration's id of the installation being authorized (not sent to the service). */
  installationId: string;
  codeVerifier: string;
  redirectUri: string;
  /** The scopes requested, space-separated. */
  scope: string;
  createdAt: number;
  expiresAt: number;
}

export interface StateStore {
  put(state: string, entry: PendingAuthorization): Promise<void>;
  /** Removes and returns the entry of `state`; undefined (or null) when unknown, already taken, or expired. Atomic. */
  take(state: string): Promise<PendingAuthorization | undefined>;
}

export interface MemoryStateStoreOptions {
  /** Clock in ms since the epoch. Default `Date.now`. */
  now?: () => number;
  /** Most pending authorizations kept. Default 10 000. */
  maxEntries?: number;
}

export class MemoryStateStore implements StateStore {
  readonly #entries = new Map<string, PendingAuthorization>();
  readonly #now: () => number;
  readonly #max: number;

  constructor(options: MemoryStateStoreOptions = {}) {
    this.#now = options.now ?? (() => Date.now());
    this.#max = options.maxEntries ?? 10_000;
  }

  async put(state: string, entry: PendingAuthorization): Promise<void> {
    if (this.#entries.size >= this.#max) this.#prune();
    this.#entries.set(state, { ...entry });
  }

  async take(state: string): Promise<PendingAuthorization | undefined> {
    const entry = this.#entries.get(state);
    if (entry === undefined) return undefined;
    this.#entries.delete(state);
    return this.#now() < entry.expiresAt ? entry : undefined;
  }

  /** Drops expired entries; if that is not enough, the oldest (Map order is insertion order). */
  #prune(): void {
    const now = this.#now();
    for (const [state, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(state);
    for (const state of this.#entries.keys()) {
      if (this.#entries.size < this.#max) break;
      this.#entries.delete(state);
    }
  }
}
