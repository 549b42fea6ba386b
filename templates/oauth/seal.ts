/**
 * Tokens sealed at rest: AES-256-GCM through WebCrypto (`crypto.subtle`), so the same code runs on Node and on edge
 * runtimes. `sealTokens(store, key)` wraps any TokenStore (a database store included); `FileTokenStore` takes the
 * same key as `encryptionKey`.
 *
 * - Each token (access and refresh) is sealed on its own, with a fresh 96-bit IV, into a string that fits the store's
 *   existing string fields: `rfseal1.<key id>.<base64url of IV ‖ ciphertext ‖ tag>`. The other fields (expiry,
 *   scope, times, version, lease) stay readable, because the refresher and compare-and-swap need them. A database
 *   column then needs about 4/3 of the token's length plus 40 characters (a 4096-character access token: 5 520).
 * - The associated data is the installation id and the field name, so a sealed token copied to another installation,
 *   or from the refresh field to the access field, does not open.
 * - Keys: 32 bytes (a Uint8Array or base64), or a list of them for rotation: the first seals every write; the others
 *   only open what they sealed (the key id, a hash prefix of the key, says which). A record is re-sealed with the first
 *   key on its next write; rewrite each one (get, then compareAndSwap with the same content) to finish a rotation.
 * - A record whose tokens are both unsealed (written before sealing was turned on) is read as it is and sealed on its
 *   next write. A sealed token that does not open (wrong key, tampering, moved) is one OAuthError `store_error`,
 *   never garbage and never the ciphertext; so is a record with one token sealed and the other not.
 *
 * This file is copied into generated/client/oauth/.
 */

import { OAuthError } from "./errors.js";
import { base64url } from "./pkce.js";
import {
  copyRecord,
  type InstallationRecord,
  type InstalledRecord,
  type StoredRecord,
  type TokenStore,
} from "./token-store.js";

/** 32 bytes: a Uint8Array, or its base64 (standard or URL alphabet). */
export type SealingKey = Uint8Array | string;

const PREFIX = "rfseal1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FIELDS = ["accessToken", "refreshToken"] as const;

interface Key {
  id: string;
  key: Promise<CryptoKey>;
}

export class TokenSealer {
  readonly #keys: Promise<Key[]>;

  constructor(keys: SealingKey | readonly SealingKey[]) {
    const list: readonly unknown[] = Array.isArray(keys) ? keys : [keys];
    if (list.length === 0) throw new OAuthError("invalid_config", "encryptionKey: give at least one key");
    const raw = list.map(keyBytes);
    this.#keys = Promise.all(raw.map(importKey));
  }

  /** `record` with its tokens sealed for `installationId` (an uninstalled record has none). */
  async seal<T extends InstallationRecord>(installationId: string, record: T): Promise<T> {
    if (record.status !== "installed") return record;
    const { id, key } = (await this.#keys)[0]!;
    const sealed = copyRecord(record as InstalledRecord);
    for (const field of FIELDS) {
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const params = { name: "AES-GCM", iv, additionalData: associatedData(installationId, field) };
      const cipher = await globalThis.crypto.subtle.encrypt(params, await key, new TextEncoder().encode(record[field]));
      const body = new Uint8Array(IV_BYTES + cipher.byteLength);
      body.set(iv);
      body.set(new Uint8Array(cipher), IV_BYTES);
      sealed[field] = `${PREFIX}${id}.${base64url(body)}`;
    }
    return sealed as InstallationRecord as T;
  }

  /** `record` with its tokens opened; throws one OAuthError when they do not open. */
  async open<T extends InstallationRecord>(installationId: string, record: T): Promise<T> {
    if (record.status !== "installed") return record;
    const sealedCount = FIELDS.filter((f) => record[f].startsWith(PREFIX)).length;
    if (sealedCount === 0) return record;
    if (sealedCount === 1) throw unopenable(installationId);
    const keys = await this.#keys;
    const opened = copyRecord(record as InstalledRecord);
    for (const field of FIELDS) {
      const [id, text, extra] = record[field].slice(PREFIX.length).split(".");
      const key = keys.find((k) => k.id === id);
      const body = text === undefined ? undefined : decodeBase64(text);
      if (key === undefined || extra !== undefined || body === undefined || body.length < IV_BYTES + TAG_BYTES) {
        throw unopenable(installationId);
      }
      const params = {
        name: "AES-GCM",
        iv: body.slice(0, IV_BYTES),
        additionalData: associatedData(installationId, field),
      };
      try {
        const plain = await globalThis.crypto.subtle.decrypt(params, await key.key, body.slice(IV_BYTES));
        opened[field] = new TextDecoder("utf-8", { fatal: true }).decode(plain);
      } catch {
        throw unopenable(installationId);
      }
    }
    return opened as InstallationRecord as T;
  }
}

/** Any store with its tokens sealed at rest by `key` (or keys, the first one sealing). `list` is kept if it exists. */
export function sealTokens(store: TokenStore, key: SealingKey | readonly SealingKey[]): TokenStore {
  const sealer = new TokenSealer(key);
  const sealed: TokenStore = {
    get: async (installationId) => {
      const record = await store.get(installationId);
      return record === undefined ? undefined : sealer.open(installationId, record);
    },
    compareAndSwap: async (installationId, expectedVersion, next) => {
      const stored = await store.compareAndSwap(
        installationId,
        expectedVersion,
        await sealer.seal(installationId, next),
      );
      return stored === undefined ? undefined : ({ ...copyRecord(next), version: stored.version } as StoredRecord);
    },
    delete: (installationId) => store.delete(installationId),
  };
  if (typeof store.list === "function") sealed.list = () => store.list!();
  return sealed;
}

function unopenable(installationId: string): OAuthError {
  const message =
    `installation ${installationId}: its sealed tokens do not open (a wrong key, or the record was altered or ` +
    `copied from another installation)`;
  return new OAuthError("store_error", message, { installationId });
}

function associatedData(installationId: string, field: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${PREFIX}\0${installationId}\0${field}`);
}

function keyBytes(key: unknown): Uint8Array<ArrayBuffer> {
  const bytes = key instanceof Uint8Array ? key : typeof key === "string" ? decodeBase64(key.trim()) : undefined;
  if (bytes === undefined || bytes.length !== 32) {
    throw new OAuthError("invalid_config", "encryptionKey: each key must be 32 bytes, a Uint8Array or base64");
  }
  return Uint8Array.from(bytes);
}

/** The key for WebCrypto, and its id: a hash prefix that tells which key sealed a token without revealing it. */
async function importKey(raw: Uint8Array<ArrayBuffer>): Promise<Key> {
  const label = new TextEncoder().encode("revforge token sealing key id\0");
  const material = new Uint8Array(label.length + raw.length);
  material.set(label);
  material.set(raw, label.length);
  const digest = await globalThis.crypto.subtle.digest("SHA-256", material);
  const key = globalThis.crypto.subtle.importKey("raw", raw, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
  return { id: base64url(new Uint8Array(digest).slice(0, 6)), key };
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** base64 or base64url, padding optional; undefined for anything else. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  const clean = text
    .replace(/={0,2}$/, "")
    .replace(/-/g, "+")
    .replace(/_/g, "/");
  if (!/^[A-Za-z0-9+/]*$/.test(clean) || clean.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let j = 0;
  for (const ch of clean) {
    acc = ((acc << 6) | ALPHABET.indexOf(ch)) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}
