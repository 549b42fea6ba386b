/**
 * `FileTokenStore`: a TokenStore in a directory, one JSON file per installation, for a single server or several
 * processes on one machine. Node only (node:fs), hence its own entry point (`@revforge/client/oauth/file-store`),
 * never re-exported from the edge-safe `oauth` index.
 *
 * - File names are the SHA-256 of the installation id (hex), so no id can name a path (`../x`, `a/b`, NUL) and the
 *   directory listing does not show customer ids. The id is kept inside the record, so `list()` can name what the
 *   directory holds (a record written before ids were kept is listed after its next write).
 * - Writes are atomic: a temporary file in the same directory (created exclusively, mode 0600), written, fsync'd, then
 *   renamed over the record; a reader sees the old record or the new one, never half of one. The directory is created
 *   with mode 0700.
 * - Compare-and-swap across processes: a lock file per installation, created with O_EXCL (atomic on local file
 *   systems), held only around read-compare-write; a lock older than `staleLockMs` (a crashed holder) is broken.
 * - Symlinks are refused: the directory itself, records and locks are opened with O_NOFOLLOW or checked with lstat,
 *   so a planted link cannot redirect a write (or a read of tokens) elsewhere.
 * - Tokens are opaque strings (4096-character access tokens round-trip intact). With `encryptionKey` they are sealed
 *   with AES-256-GCM, the installation id as associated data (seal.ts: key rotation, records written unsealed);
 *   without it they are plain text protected by the file mode only.
 *
 * This file is copied into generated/client/oauth/.
 */

import { createHash, randomBytes } from "node:crypto";
import { constants, promises as fs } from "node:fs";
import path from "node:path";
import { OAuthError } from "./errors.js";
import { TokenSealer, type SealingKey } from "./seal.js";
import { readRecord, type InstallationRecord, type StoredRecord, type TokenStore } from "./token-store.js";

export interface FileTokenStoreOptions {
  /** The directory of the records; created (mode 0700) when missing. Must not be a symlink. */
  directory: string;
  /** Longest wait for another process's lock, ms. Default 5 000. */
  lockTimeoutMs?: number;
  /** A lock older than this is a crashed holder's and is broken, ms. Default 10 000. */
  staleLockMs?: number;
  /** Seals the tokens at rest: 32 bytes (Uint8Array or base64), or a list for rotation (the first one seals). */
  encryptionKey?: SealingKey | readonly SealingKey[];
}

const FORMAT = 1;

export class FileTokenStore implements TokenStore {
  readonly directory: string;
  readonly #lockTimeoutMs: number;
  readonly #staleLockMs: number;
  readonly #sealer: TokenSealer | undefined;
  #ready: Promise<void> | undefined;

  constructor(options: FileTokenStoreOptions) {
    if (typeof options?.directory !== "string" || options.directory === "") {
      throw new OAuthError("invalid_config", "FileTokenStore needs a directory");
    }
    this.directory = path.resolve(options.directory);
    this.#lockTimeoutMs = options.lockTimeoutMs ?? 5_000;
    this.#staleLockMs = options.staleLockMs ?? 10_000;
    this.#sealer = options.encryptionKey === undefined ? undefined : new TokenSealer(options.encryptionKey);
  }

  async get(installationId: string): Promise<StoredRecord | undefined> {
    await this.#init();
    const record = await this.#read(this.#file(installationId));
    return record === undefined || this.#sealer === undefined ? record : this.#sealer.open(installationId, record);
  }

  /** The ids of the records that carry one, sorted. */
  async list(): Promise<string[]> {
    await this.#init();
    const ids: string[] = [];
    for (const name of await fs.readdir(this.directory).catch((e: unknown) => Promise.reject(fsError(e)))) {
      const hash = /^([0-9a-f]{64})\.json$/.exec(name)?.[1];
      if (hash === undefined) continue;
      // An unreadable record (not JSON, a symlink) names no id; reading it by its id reports the problem.
      const parsed = await this.#readJson(path.join(this.directory, name)).catch(() => undefined);
      const id = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>)["id"] : undefined;
      // A record whose id does not hash to its name was moved or altered: reading it by that id would not find it.
      if (typeof id === "string" && id !== "" && hashOf(id) === hash) ids.push(id);
    }
    return ids.sort();
  }

  async compareAndSwap(
    installationId: string,
    expectedVersion: number,
    next: InstallationRecord,
  ): Promise<StoredRecord | undefined> {
    await this.#init();
    const file = this.#file(installationId);
    return this.#locked(file, async () => {
      const current = await this.#read(file);
      if ((current?.version ?? 0) !== expectedVersion) return undefined;
      const stored = { ...next, version: expectedVersion + 1 } as StoredRecord;
      if (stored.status === "installed" && stored.lease === undefined) delete stored.lease;
      const kept = this.#sealer === undefined ? stored : await this.#sealer.seal(installationId, stored);
      await this.#write(file, JSON.stringify({ format: FORMAT, id: installationId, ...kept }));
      return readRecord(stored);
    });
  }

  async delete(installationId: string): Promise<void> {
    await this.#init();
    const file = this.#file(installationId);
    await this.#locked(file, async () => {
      await fs.rm(file, { force: true });
    });
  }

  #file(installationId: string): string {
    if (typeof installationId !== "string" || installationId === "") {
      throw new OAuthError("invalid_config", "installationId must be a non-empty string");
    }
    return path.join(this.directory, `${hashOf(installationId)}.json`);
  }

  #init(): Promise<void> {
    this.#ready ??= (async () => {
      await fs.mkdir(this.directory, { recursive: true, mode: 0o700 });
      const stat = await fs.lstat(this.directory);
      if (stat.isSymbolicLink() || !stat.isDirectory()) {
        throw new OAuthError("store_error", "the token directory is a symlink or not a directory; refused");
      }
    })();
    return this.#ready;
  }

  async #read(file: string): Promise<StoredRecord | undefined> {
    const parsed = await this.#readJson(file);
    if (parsed === undefined) return undefined;
    const record = readRecord(parsed);
    if (record === undefined) throw new OAuthError("store_error", "a token record has an unexpected shape");
    return record;
  }

  /** The parsed JSON of a record file, or undefined when there is none. */
  async #readJson(file: string): Promise<unknown> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (code === "ENOENT") return undefined;
      if (code === "ELOOP") throw new OAuthError("store_error", "a token record is a symlink; refused");
      throw fsError(e);
    }
    let text: string;
    try {
      if (!(await handle.stat()).isFile()) throw new OAuthError("store_error", "a token record is not a file");
      text = await handle.readFile("utf8");
    } finally {
      await handle.close();
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new OAuthError("store_error", "a token record is not valid JSON");
    }
  }

  async #write(file: string, text: string): Promise<void> {
    const temp = `${file}.${randomBytes(8).toString("hex")}.tmp`;
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
    const handle = await fs.open(temp, flags, 0o600);
    try {
      await handle.writeFile(text, "utf8");
      await handle.sync();
    } catch (e) {
      await handle.close();
      await fs.rm(temp, { force: true });
      throw fsError(e);
    }
    await handle.close();
    try {
      await fs.rename(temp, file);
    } catch (e) {
      await fs.rm(temp, { force: true });
      throw fsError(e);
    }
  }

  /** Runs `body` holding the installation's lock file. */
  async #locked<T>(file: string, body: () => Promise<T>): Promise<T> {
    const lock = `${file}.lock`;
    const started = Date.now();
    let handle: fs.FileHandle | undefined;
    for (let wait = 5; handle === undefined; wait = Math.min(wait * 2, 100)) {
      try {
        handle = await fs.open(
          lock,
          constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
          0o600,
        );
      } catch (e) {
        if ((e as { code?: unknown }).code !== "EEXIST") throw fsError(e);
        const stat = await fs.lstat(lock).catch(() => undefined);
        if (stat !== undefined && Date.now() - stat.mtimeMs > this.#staleLockMs) {
          await fs.rm(lock, { force: true });
          continue;
        }
        if (Date.now() - started > this.#lockTimeoutMs) {
          throw new OAuthError("store_error", "timed out waiting for a token record's lock");
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
    try {
      await handle.close();
      return await body();
    } finally {
      await fs.rm(lock, { force: true });
    }
  }
}

function hashOf(installationId: string): string {
  return createHash("sha256").update(installationId, "utf8").digest("hex");
}

/** A file-system error by its code only (messages carry paths, which is fine, but keep one shape). */
function fsError(e: unknown): OAuthError {
  if (e instanceof OAuthError) return e;
  const code = (e as { code?: unknown }).code;
  return new OAuthError("store_error", `the token file store failed (${typeof code === "string" ? code : "error"})`);
}
