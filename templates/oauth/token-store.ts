/**
 * Token storage: the interface every store implements, and the in-memory store (the default, for tests and for a
 * single process that may lose its installations on restart). The file store is in file-store.ts (Node only).
 *
 * The interface is a superset of klaviyo-api's `TokenStorage{retrieve, save}` reduced to what correctness needs
 * (revforge's docs/safety.md, O12):
 * - `get(id)`: the record and its `version`;
 * - `compareAndSwap(id, expectedVersion, next)`: writes only when the stored version is still `expectedVersion` (0 =
 *   absent) and stores `next` with version `expectedVersion + 1`. Every write of the OAuth manager goes through it, so
 *   two processes sharing a store never overwrite each other's newer tokens (B60), and a refresh *lease* written
 *   with it makes the refresh single-flight across processes (O9): the lease replaces a database row lock or a
 *   Redis `SET NX PX`, and needs nothing but this one primitive;
 * - `delete(id)`: forgets an installation completely (data retention). Uninstalling does not delete: it writes an
 *   `uninstalled` record without tokens, so versions keep growing (no ABA on a reinstall) and "uninstalled" can be
 *   told from "never installed";
 * - `list()` (optional): the ids of every installation held, uninstalled ones included. Only `keepAlive` needs it, so
 *   a store without it still works for everything else.
 *
 * Columns of a database store must hold 4096-character access tokens and refresh tokens of at least 512 characters
 * (service document, "Limits"); a VARCHAR(255) would truncate them silently. Tokens are opaque: never parsed.
 *
 * This file is copied into generated/client/oauth/.
 */

import type { UninstallReason } from "./errors.js";

/** The stored form of an installed app instance. */
export interface InstalledRecord {
  status: "installed";
  accessToken: string;
  refreshToken: string;
  /** When the access token is treated as expired (ms since the epoch): requestStartedAt + expires_in − 60 s. */
  expiresAt: number;
  /** The scopes the access token covers, space-separated. */
  scope: string;
  /** Last exchange or refresh with the refresh token (the 90-day inactivity clock). */
  refreshTokenLastUsedAt: number;
  installedAt: number;
  /** A refresh in progress (in this or another process): who holds it and until when. */
  lease?: { holder: string; until: number } | undefined;
}

/** The stored form of an uninstalled app instance: no tokens. */
export interface UninstalledRecord {
  status: "uninstalled";
  reason: UninstallReason;
  uninstalledAt: number;
}

export type InstallationRecord = InstalledRecord | UninstalledRecord;

/** A record as stored, with its version (1 for the first write, then +1 per write). */
export type StoredRecord = InstallationRecord & { version: number };

export interface TokenStore {
  get(installationId: string): Promise<StoredRecord | undefined>;
  /**
   * Stores `next` with version `expectedVersion + 1` if the stored version is `expectedVersion` (0: nothing stored),
   * atomically; returns the stored record, or `undefined` when the version did not match (nothing written).
   */
  compareAndSwap(
    installationId: string,
    expectedVersion: number,
    next: InstallationRecord,
  ): Promise<StoredRecord | undefined>;
  delete(installationId: string): Promise<void>;
  /** The installation ids held, uninstalled ones included (the caller filters by status). */
  list?(): Promise<string[]>;
}

/** Keeps records in a Map, copied in and out (a caller mutating a returned record cannot change the store). */
export class MemoryTokenStore implements TokenStore {
  readonly #records = new Map<string, StoredRecord>();

  async get(installationId: string): Promise<StoredRecord | undefined> {
    const record = this.#records.get(installationId);
    return record === undefined ? undefined : copyRecord(record);
  }

  async compareAndSwap(
    installationId: string,
    expectedVersion: number,
    next: InstallationRecord,
  ): Promise<StoredRecord | undefined> {
    // No await between the check and the write: atomic within the process.
    const current = this.#records.get(installationId)?.version ?? 0;
    if (current !== expectedVersion) return undefined;
    const stored = { ...copyRecord(next), version: expectedVersion + 1 } as StoredRecord;
    this.#records.set(installationId, stored);
    return copyRecord(stored);
  }

  async delete(installationId: string): Promise<void> {
    this.#records.delete(installationId);
  }

  async list(): Promise<string[]> {
    return [...this.#records.keys()];
  }
}

/** A field-by-field copy (records hold strings, numbers and the lease object only). */
export function copyRecord<T extends InstallationRecord>(record: T): T {
  const copy = { ...record };
  if (copy.status === "installed" && copy.lease !== undefined) copy.lease = { ...copy.lease };
  return copy;
}

/**
 * Checks that `value` (read from a store the manager does not control, such as a file) has the shape of a stored
 * record; returns it rebuilt field by field, or undefined.
 */
export function readRecord(value: unknown): StoredRecord | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const own = (k: string): unknown => (Object.prototype.hasOwnProperty.call(v, k) ? v[k] : undefined);
  const num = (k: string): number | undefined => {
    const n = own(k);
    return typeof n === "number" && Number.isFinite(n) ? n : undefined;
  };
  const str = (k: string): string | undefined => {
    const s = own(k);
    return typeof s === "string" ? s : undefined;
  };
  const version = num("version");
  if (version === undefined || !Number.isInteger(version) || version < 1) return undefined;
  if (own("status") === "uninstalled") {
    const reason = str("reason");
    const uninstalledAt = num("uninstalledAt");
    if (reason !== "revoked" && reason !== "not_found" && reason !== "inactive" && reason !== "other") return undefined;
    if (uninstalledAt === undefined) return undefined;
    return { status: "uninstalled", reason, uninstalledAt, version };
  }
  if (own("status") !== "installed") return undefined;
  const accessToken = str("accessToken");
  const refreshToken = str("refreshToken");
  const scope = str("scope");
  const expiresAt = num("expiresAt");
  const refreshTokenLastUsedAt = num("refreshTokenLastUsedAt");
  const installedAt = num("installedAt");
  if (accessToken === undefined || refreshToken === undefined || scope === undefined) return undefined;
  if (expiresAt === undefined || refreshTokenLastUsedAt === undefined || installedAt === undefined) return undefined;
  const record: StoredRecord = {
    status: "installed",
    accessToken,
    refreshToken,
    expiresAt,
    scope,
    refreshTokenLastUsedAt,
    installedAt,
    version,
  };
  const lease = own("lease");
  if (typeof lease === "object" && lease !== null) {
    const holder = (lease as Record<string, unknown>)["holder"];
    const until = (lease as Record<string, unknown>)["until"];
    if (typeof holder === "string" && typeof until === "number" && Number.isFinite(until)) {
      record.lease = { holder, until };
    }
  }
  return record;
}
