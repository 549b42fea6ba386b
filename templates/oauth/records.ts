/**
 * Store access shared by the refresher and the install/revoke paths: reads and compare-and-swap writes that turn any
 * store failure into an OAuthError `store_error` naming only the error's class (a store's own message may quote what
 * it was given, tokens included), and `loadInstalled`, which turns "nothing stored" and "uninstalled" into the typed
 * errors every caller of an installation's token gets.
 *
 * This file is copied into generated/client/oauth/.
 */

import { OAuthError } from "./errors.js";
import type { InstallationRecord, InstalledRecord, StoredRecord, TokenStore } from "./token-store.js";

export type Installed = InstalledRecord & { version: number };

/** A store failure, reported by the error's name only. */
export function storeError(installationId: string, e: unknown): OAuthError {
  const name = e instanceof OAuthError ? e.message : e instanceof Error ? e.name : typeof e;
  return new OAuthError("store_error", `installation ${installationId}: the token store failed (${name})`, {
    installationId,
  });
}

export async function readRecordOf(store: TokenStore, installationId: string): Promise<StoredRecord | undefined> {
  try {
    return await store.get(installationId);
  } catch (e) {
    throw storeError(installationId, e);
  }
}

export async function swap(
  store: TokenStore,
  installationId: string,
  version: number,
  next: InstallationRecord,
): Promise<StoredRecord | undefined> {
  try {
    return await store.compareAndSwap(installationId, version, next);
  } catch (e) {
    throw storeError(installationId, e);
  }
}

/** The installation's record; throws `not_installed` or `uninstalled`. */
export async function loadInstalled(store: TokenStore, installationId: string): Promise<Installed> {
  const record = await readRecordOf(store, installationId);
  if (record === undefined) {
    throw new OAuthError("not_installed", `installation ${installationId} has no tokens`, { installationId });
  }
  if (record.status === "uninstalled") {
    const message = `installation ${installationId} is uninstalled (${record.reason}); authorize it again`;
    throw new OAuthError("uninstalled", message, { installationId, uninstallReason: record.reason });
  }
  return record;
}

/** The record without its version and lease, ready to be written back. */
export function plain(record: Installed): InstalledRecord {
  const { version: _version, lease: _lease, ...rest } = record;
  return rest;
}
