/**
 * Access tokens on demand: the stored token while it is fresh, else one refresh shared by everyone who needs it
 * (service document, "States and transitions"; revforge's docs/safety.md, O8 to O12, and its cases B56 to B60).
 *
 * - Fresh means `now < expiresAt` (requestStartedAt + expires_in − 60 s) and not the token an API call just got a
 *   401 `authentication_failed` for. A refused token is refreshed once, never in a loop (the runtime replays once).
 * - Single flight in the process: one promise per installation (google-auth-library's `refreshTokenPromises`), so 20
 *   concurrent callers with an expired token make one call (B58). Across processes sharing a store: a *lease*
 *   written with compare-and-swap before the call; whoever fails to write it, or finds someone else's unexpired lease,
 *   re-reads the store every `pollMs` until the holder has saved the new token (or its lease has run out).
 * - The gate (limiter.ts) runs before every call: never an 11th refresh in a minute; after a 429 nothing is sent
 *   before the window passes; after a failure, exponential backoff. While blocked, a caller whose token is still
 *   within its real lifetime (the 60 s margin) keeps using it; others wait when the wait is at most `maxWaitMs`, or
 *   get a RateLimitError (rate limits) or an OAuthError `unavailable` (backoff) at once. Tokens are never discarded
 *   for a 5xx, a timeout, an HTML page or a 429 (B59).
 * - `invalid_grant` is terminal (B56): the record becomes `uninstalled` (tokens deleted) by compare-and-swap, the
 *   `onUninstalled` event fires once, and every later call throws `uninstalled` without calling the endpoint.
 * - Saving is compare-and-swap against the leased version (B60); on a conflict the newer record wins, a revoke
 *   meanwhile wins, and after a few conflicts the fresh token is used unsaved rather than refreshed again.
 *
 * This file is copied into generated/client/oauth/.
 */

import { RateLimitError } from "../runtime/errors.js";
import { OAuthError, type UninstallReason } from "./errors.js";
import type { Logger } from "./events.js";
import { RefreshGate } from "./limiter.js";
import { redactorFor, requestTokens, type EndpointConfig } from "./token-endpoint.js";
import { EXPIRY_MARGIN_MS, expiryOf } from "./token-response.js";
import { loadInstalled, plain, readRecordOf, swap, type Installed } from "./records.js";
import type { InstalledRecord, InstallationRecord, StoredRecord, TokenStore } from "./token-store.js";

export interface RefresherOptions {
  readonly store: TokenStore;
  readonly endpoint: EndpointConfig;
  readonly now: () => number;
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  readonly maxWaitMs: number;
  readonly leaseMs: number;
  readonly pollMs: number;
  /** This manager's id in leases. */
  readonly holder: string;
  readonly log: Logger;
  /** Called once the record is marked uninstalled by this manager. */
  readonly uninstalled: (
    installationId: string,
    reason: UninstallReason,
    source: "invalid_grant" | "revoke",
  ) => Promise<void>;
}

interface Mode {
  /** The token to replace even if it looks fresh (refused with a 401, or a forced refresh). */
  rejected: string | undefined;
  /** May the current token be returned when no refresh can be made now (still within its real lifetime)? */
  fallback: boolean;
  /** Keep-alive: refresh only while the refresh token was last used before this; `made` once this flight did. */
  idleBefore?: number | undefined;
  made?: boolean | undefined;
}

const NEVER: AbortSignal = new AbortController().signal;
const MAX_ROUNDS = 100;

export class Refresher {
  readonly #o: RefresherOptions;
  readonly #gate: RefreshGate;
  readonly #flights = new Map<string, Promise<InstalledRecord>>();

  constructor(options: RefresherOptions) {
    this.#o = options;
    this.#gate = new RefreshGate(options.now);
  }

  /** The installation's record; throws `not_installed` or `uninstalled`. */
  load(installationId: string): Promise<Installed> {
    return loadInstalled(this.#o.store, installationId);
  }

  /** The access token to send; `rejected` is one the API just refused with 401 authentication_failed. */
  async accessToken(installationId: string, rejected?: string): Promise<string> {
    const record = await this.load(installationId);
    if (this.#o.now() < record.expiresAt && record.accessToken !== rejected) return record.accessToken;
    const first = await this.#flight(installationId, { rejected, fallback: rejected === undefined });
    if (rejected === undefined || first.accessToken !== rejected) return first.accessToken;
    // We joined a flight that kept the refused token (it allowed a fallback): one flight of our own.
    return (await this.#flight(installationId, { rejected, fallback: false })).accessToken;
  }

  /** Refreshes now, whatever the expiry (an idle-refresh scheduler; the 90-day inactivity clock). */
  async refresh(installationId: string): Promise<void> {
    const record = await this.load(installationId);
    await this.#flight(installationId, { rejected: record.accessToken, fallback: false });
  }

  /**
   * Refreshes if the refresh token is still unused since `idleBefore`, re-checked under the lease, so managers in
   * several processes make one call between them; true when this call made it. A joined flight of another kind may
   * end without refreshing: then one flight of its own.
   */
  async refreshIfIdle(installationId: string, idleBefore: number): Promise<boolean> {
    for (let joined = 0; joined < 2; joined++) {
      const mode: Mode = { rejected: undefined, fallback: false, idleBefore };
      const record = await this.#flight(installationId, mode);
      if (mode.made === true || record.refreshTokenLastUsedAt >= idleBefore) return mode.made === true;
    }
    return false;
  }

  #flight(installationId: string, mode: Mode): Promise<InstalledRecord> {
    const running = this.#flights.get(installationId);
    if (running !== undefined) return running;
    const flight = this.#run(installationId, mode).finally(() => this.#flights.delete(installationId));
    this.#flights.set(installationId, flight);
    return flight;
  }

  async #run(id: string, mode: Mode): Promise<InstalledRecord> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const record = await this.load(id);
      const now = this.#o.now();
      const fresh = now < record.expiresAt && record.accessToken !== mode.rejected;
      if (mode.idleBefore === undefined ? fresh : record.refreshTokenLastUsedAt >= mode.idleBefore) return record;
      const canFallback =
        mode.fallback && record.accessToken !== mode.rejected && now < record.expiresAt + EXPIRY_MARGIN_MS;
      const lease = record.lease;
      if (lease !== undefined && lease.holder !== this.#o.holder && lease.until > now) {
        if (canFallback) return record;
        await this.#o.sleep(Math.max(1, Math.min(this.#o.pollMs, lease.until - now)), NEVER);
        continue;
      }
      const block = this.#gate.check(record.refreshToken);
      if (block !== undefined) {
        if (canFallback) return record;
        if (block.kind === "backing_off") {
          const message = `refreshing the tokens of installation ${id} failed recently; next attempt in ${block.waitMs} ms`;
          throw new OAuthError("unavailable", message, { installationId: id, retryAfterMs: block.waitMs });
        }
        if (block.waitMs > this.#o.maxWaitMs) throw rateLimited(id, block.waitMs);
        await this.#o.sleep(block.waitMs, NEVER);
        continue;
      }
      const leased = await this.#cas(id, record.version, { ...plain(record), lease: this.#lease() });
      if (leased === undefined || leased.status !== "installed") continue;
      const outcome = await this.#call(id, leased, canFallback);
      if (outcome !== "again") {
        mode.made = true;
        return outcome;
      }
    }
    throw new OAuthError("store_error", `installation ${id}: the token store kept changing under the refresh`, {
      installationId: id,
    });
  }

  /** One refresh call holding the lease; "again" after a 429 (the loop then waits, falls back or throws). */
  async #call(id: string, leased: Installed, canFallback: boolean): Promise<InstalledRecord | "again"> {
    const { endpoint, log } = this.#o;
    const started = this.#o.now();
    this.#gate.sent(leased.refreshToken);
    const redactor = redactorFor(endpoint, [leased.refreshToken, leased.accessToken]);
    const grant = { grant_type: "refresh_token", refresh_token: leased.refreshToken } as const;
    let tokens;
    try {
      tokens = await requestTokens(endpoint, grant, redactor, id);
    } catch (e) {
      if (e instanceof OAuthError && e.reason === "uninstalled") {
        await this.markUninstalled(id, leased.refreshToken, e.uninstallReason ?? "other", "invalid_grant");
        throw e;
      }
      // Drop the lease, keep the tokens. A store failure here must not hide the refresh's own error.
      await this.#cas(id, leased.version, plain(leased)).catch(() => undefined);
      const message = e instanceof Error ? e.message : "failure";
      if (e instanceof RateLimitError) {
        const waitMs = this.#gate.rateLimited(leased.refreshToken, e.retryAfterMs);
        log({ level: "warn", event: "rate_limited", installationId: id, message: `${message}; waiting ${waitMs} ms` });
        return "again";
      }
      const retryAfterMs = e instanceof OAuthError ? e.retryAfterMs : undefined;
      const waitMs = this.#gate.failed(leased.refreshToken, retryAfterMs);
      const failed = `${message}; tokens kept; next attempt in ${waitMs} ms`;
      log({ level: "warn", event: "refresh_failed", installationId: id, message: failed });
      if (canFallback) return plain(leased);
      throw e;
    }
    this.#gate.succeeded(leased.refreshToken);
    const next: InstalledRecord = {
      ...plain(leased),
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? leased.refreshToken,
      expiresAt: expiryOf(started, tokens.expiresIn),
      scope: tokens.scope ?? leased.scope,
      refreshTokenLastUsedAt: this.#o.now(),
    };
    const message = `installation ${id}: access token refreshed`;
    log({ level: "info", event: "refreshed", installationId: id, message });
    return this.#save(id, leased, next);
  }

  async #save(id: string, leased: Installed, next: InstalledRecord): Promise<InstalledRecord> {
    let expected = leased.version;
    for (let attempt = 0; attempt < 5; attempt++) {
      const saved = await this.#cas(id, expected, next);
      if (saved !== undefined) return next;
      const current = await this.load(id); // throws when a revoke or an uninstall got there first
      if (current.refreshToken !== leased.refreshToken) return current; // reinstalled meanwhile: the new grant wins
      if (current.expiresAt >= next.expiresAt && current.lease === undefined) return current;
      expected = current.version;
    }
    const message = `installation ${id}: the refreshed token could not be saved (store conflicts); used unsaved`;
    this.#o.log({ level: "warn", event: "store_conflict", installationId: id, message });
    return next;
  }

  /**
   * Marks the installation uninstalled if it still holds `refreshToken` (a reinstall meanwhile is left alone), and
   * emits the event once, from whichever manager made the change.
   */
  async markUninstalled(
    id: string,
    refreshToken: string | undefined,
    reason: UninstallReason,
    source: "invalid_grant" | "revoke",
  ): Promise<boolean> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const current = await readRecordOf(this.#o.store, id);
      if (current === undefined || current.status !== "installed") return false;
      if (refreshToken !== undefined && current.refreshToken !== refreshToken) return false;
      const done = await this.#cas(id, current.version, {
        status: "uninstalled",
        reason,
        uninstalledAt: this.#o.now(),
      });
      if (done !== undefined) {
        this.#gate.forget(current.refreshToken);
        await this.#o.uninstalled(id, reason, source);
        return true;
      }
    }
    throw new OAuthError("store_error", `installation ${id}: could not be marked uninstalled (store conflicts)`, {
      installationId: id,
    });
  }

  #lease(): { holder: string; until: number } {
    return { holder: this.#o.holder, until: this.#o.now() + this.#o.leaseMs };
  }

  #cas(id: string, version: number, next: InstallationRecord): Promise<StoredRecord | undefined> {
    return swap(this.#o.store, id, version, next);
  }
}

function rateLimited(id: string, waitMs: number): RateLimitError {
  const message =
    `refreshing the tokens of installation ${id} is rate limited for ${waitMs} ms (at most 10 refreshes per minute ` +
    `per refresh token, or the token endpoint answered 429); the current tokens are kept`;
  return new RateLimitError(message, { retryAfterMs: waitMs, errors: [], requestId: undefined, attempts: 0 });
}
