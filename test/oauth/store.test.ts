/**
 * Token stores: the compare-and-swap contract, run on the in-memory store and the file store alike; the file store's
 * own guarantees (mode 0600 files in a 0700 directory, atomic writes leaving no temporary files, symlinks refused,
 * hashed file names, a lock that serialises CAS across instances and is broken when stale); the 4096/512-character
 * round trip; and CAS conflicts during a refresh (docs/safety.md B60).
 */
import { lstatSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FileTokenStore } from "../../templates/oauth/file-store.js";
import {
  MemoryTokenStore,
  type InstallationRecord,
  type InstalledRecord,
  type StoredRecord,
  type TokenStore,
} from "../../templates/oauth/index.js";
import { startServer, type TestServer } from "../runtime/server.js";
import { ACCESS_1, ACCESS_2, ACCESS_3, harness, install, REFRESH_1, tokenCalls, tokenReply } from "./support.js";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "revforge-oauth-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const installed = (accessToken = ACCESS_1): InstalledRecord => ({
  status: "installed",
  accessToken,
  refreshToken: REFRESH_1,
  expiresAt: 1_000,
  scope: "accounts:read",
  refreshTokenLastUsedAt: 1,
  installedAt: 1,
});

describe.each<[string, () => TokenStore]>([
  ["MemoryTokenStore", () => new MemoryTokenStore()],
  ["FileTokenStore", () => new FileTokenStore({ directory: path.join(tempDir(), "tokens") })],
])("%s", (_name, make) => {
  it("creates with expected version 0, then versions each write", async () => {
    const store = make();
    expect(await store.get("a")).toBeUndefined();
    expect(await store.compareAndSwap("a", 0, installed())).toMatchObject({ version: 1, accessToken: ACCESS_1 });
    expect(await store.compareAndSwap("a", 1, installed(ACCESS_2))).toMatchObject({ version: 2 });
    expect(await store.get("a")).toMatchObject({ version: 2, accessToken: ACCESS_2 });
  });

  it("refuses a stale version and writes nothing (60)", async () => {
    const store = make();
    await store.compareAndSwap("a", 0, installed());
    await store.compareAndSwap("a", 1, installed(ACCESS_2));
    expect(await store.compareAndSwap("a", 1, installed(ACCESS_3))).toBeUndefined();
    expect(await store.compareAndSwap("a", 0, installed(ACCESS_3))).toBeUndefined();
    expect(await store.get("a")).toMatchObject({ version: 2, accessToken: ACCESS_2 });
  });

  it("round-trips 4096- and 512-character tokens and the lease intact", async () => {
    const store = make();
    const record: InstallationRecord = { ...installed(), lease: { holder: "h", until: 5 } };
    await store.compareAndSwap("a", 0, record);
    const back = (await store.get("a")) as StoredRecord & InstalledRecord;
    expect(back.accessToken).toBe(ACCESS_1);
    expect(back.accessToken).toHaveLength(4096);
    expect(back.refreshToken).toBe(REFRESH_1);
    expect(back.lease).toEqual({ holder: "h", until: 5 });
  });

  it("stores uninstalled records without tokens, and deletes", async () => {
    const store = make();
    await store.compareAndSwap("a", 0, installed());
    await store.compareAndSwap("a", 1, { status: "uninstalled", reason: "revoked", uninstalledAt: 9 });
    expect(await store.get("a")).toEqual({ status: "uninstalled", reason: "revoked", uninstalledAt: 9, version: 2 });
    await store.delete("a");
    expect(await store.get("a")).toBeUndefined();
  });

  it("returns copies: mutating a returned record changes nothing", async () => {
    const store = make();
    const stored = (await store.compareAndSwap("a", 0, installed())) as InstalledRecord;
    stored.accessToken = "changed";
    const read = (await store.get("a")) as InstalledRecord;
    read.accessToken = "changed";
    expect(await store.get("a")).toMatchObject({ accessToken: ACCESS_1 });
  });

  it("lets exactly one of 20 concurrent writers with the same expected version win", async () => {
    const store = make();
    await store.compareAndSwap("a", 0, installed());
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.compareAndSwap("a", 1, installed(`t${i}`))),
    );
    expect(results.filter((r) => r !== undefined)).toHaveLength(1);
  });
});

describe("FileTokenStore on disk", () => {
  it("writes mode 0600 files in a 0700 directory, atomically, under hashed names", async () => {
    const directory = path.join(tempDir(), "tokens");
    const store = new FileTokenStore({ directory });
    await store.compareAndSwap("../../etc/passwd", 0, installed());
    await store.compareAndSwap("../../etc/passwd", 1, installed(ACCESS_2));
    expect(lstatSync(directory).mode & 0o777).toBe(0o700);
    const files = readdirSync(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{64}\.json$/);
    expect(lstatSync(path.join(directory, files[0]!)).mode & 0o777).toBe(0o600);
  });

  it("survives a restart: a new instance reads the same record", async () => {
    const directory = tempDir();
    await new FileTokenStore({ directory }).compareAndSwap("a", 0, installed());
    expect(await new FileTokenStore({ directory }).get("a")).toMatchObject({ accessToken: ACCESS_1, version: 1 });
  });

  it("serialises compare-and-swap across two instances on one directory", async () => {
    const directory = tempDir();
    const [s1, s2] = [new FileTokenStore({ directory }), new FileTokenStore({ directory })];
    await s1.compareAndSwap("a", 0, installed());
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? s1 : s2).compareAndSwap("a", 1, installed(`t${i}`))),
    );
    expect(results.filter((r) => r !== undefined)).toHaveLength(1);
  });

  it("refuses a symlinked record, for reading and writing", async () => {
    const directory = tempDir();
    const store = new FileTokenStore({ directory });
    await store.compareAndSwap("a", 0, installed());
    const [file] = readdirSync(directory);
    const target = path.join(tempDir(), "elsewhere.json");
    writeFileSync(target, "{}");
    rmSync(path.join(directory, file!));
    symlinkSync(target, path.join(directory, file!));
    await expect(store.get("a")).rejects.toMatchObject({ reason: "store_error" });
    await expect(store.compareAndSwap("a", 1, installed())).rejects.toMatchObject({ reason: "store_error" });
  });

  it("refuses a symlinked directory", async () => {
    const real = tempDir();
    const link = path.join(tempDir(), "link");
    symlinkSync(real, link);
    await expect(new FileTokenStore({ directory: link }).get("a")).rejects.toMatchObject({ reason: "store_error" });
  });

  it("reports a corrupt record without quoting it", async () => {
    const directory = tempDir();
    const store = new FileTokenStore({ directory });
    await store.compareAndSwap("a", 0, installed());
    writeFileSync(path.join(directory, readdirSync(directory)[0]!), `{"accessToken":"${ACCESS_1}"`);
    const error = await store.get("a").catch((e: Error) => e);
    expect(error).toMatchObject({ reason: "store_error" });
    expect(`${(error as Error).message}${(error as Error).stack}`).not.toContain(ACCESS_1.slice(0, 30));
  });

  it("breaks a stale lock and times out on a live one", async () => {
    const directory = tempDir();
    const store = new FileTokenStore({ directory, lockTimeoutMs: 100, staleLockMs: 2_000 });
    await store.compareAndSwap("a", 0, installed());
    const lock = path.join(directory, `${readdirSync(directory)[0]!}.lock`);
    writeFileSync(lock, "");
    await expect(store.compareAndSwap("a", 1, installed())).rejects.toMatchObject({ reason: "store_error" });
    utimesSync(lock, new Date(Date.now() - 10_000), new Date(Date.now() - 10_000));
    expect(await store.compareAndSwap("a", 1, installed(ACCESS_2))).toMatchObject({ version: 2 });
    expect(readdirSync(directory)).toHaveLength(1);
  });

  it("two managers over two file-store instances (two processes) make one token call", async () => {
    const directory = tempDir();
    const a = harness(server, { tokenStore: new FileTokenStore({ directory }), pollIntervalMs: 5, sleep: undefined });
    await install(a, server, "acct-1");
    const b = harness(server, {
      tokenStore: new FileTokenStore({ directory }),
      pollIntervalMs: 5,
      sleep: undefined,
      now: a.clock.now,
    });
    a.clock.t += 3600_000;
    server.reply((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ access_token: ACCESS_2, token_type: "bearer", expires_in: 3600 }));
      }, 100);
    });
    const before = server.requests.length;
    const tokens = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).oauth.accessToken("acct-1")));
    expect(new Set(tokens)).toEqual(new Set([ACCESS_2]));
    expect(tokenCalls(server, before)).toHaveLength(1);
  });
});

describe("compare-and-swap conflicts during a refresh (60)", () => {
  /** A store that runs `meddle` once, just before the first CAS that writes a lease-free installed record. */
  class MeddlingStore extends MemoryTokenStore {
    meddle: (() => Promise<void>) | undefined;
    failSave = false;
    override async compareAndSwap(id: string, expected: number, next: InstallationRecord) {
      if (next.status === "installed" && next.lease === undefined && next.accessToken !== ACCESS_1) {
        if (this.failSave) throw new Error(`disk full while writing ${next.accessToken}`);
        const meddle = this.meddle;
        this.meddle = undefined;
        await meddle?.();
      }
      return super.compareAndSwap(id, expected, next);
    }
  }

  async function setup() {
    const store = new MeddlingStore();
    const h = harness(server, { tokenStore: store });
    await install(h, server, "acct-1");
    h.clock.t += 3600_000;
    return { h, store };
  }

  it("a newer record written meanwhile wins over ours", async () => {
    const { h, store } = await setup();
    store.meddle = async () => {
      const current = (await store.get("acct-1")) as StoredRecord & InstalledRecord;
      const { version, lease: _lease, ...rest } = current;
      await MemoryTokenStore.prototype.compareAndSwap.call(store, "acct-1", version, {
        ...rest,
        accessToken: ACCESS_3,
        expiresAt: h.clock.t + 7200_000,
      });
    };
    server.reply(tokenReply(ACCESS_2, REFRESH_1));
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_3);
    expect(await store.get("acct-1")).toMatchObject({ accessToken: ACCESS_3 });
  });

  it("a revoke meanwhile wins: the refreshed token is not saved and the caller learns it is uninstalled", async () => {
    const { h, store } = await setup();
    store.meddle = async () => {
      const current = (await store.get("acct-1"))!;
      await store.compareAndSwap("acct-1", current.version, {
        status: "uninstalled",
        reason: "revoked",
        uninstalledAt: 1,
      });
    };
    server.reply(tokenReply(ACCESS_2, REFRESH_1));
    await expect(h.oauth.accessToken("acct-1")).rejects.toMatchObject({ reason: "uninstalled" });
    expect(await store.get("acct-1")).toMatchObject({ status: "uninstalled" });
  });

  it("a crash before saving loses only the new access token; the next refresh uses the kept refresh token", async () => {
    const { h, store } = await setup();
    store.failSave = true;
    server.reply(tokenReply(ACCESS_2, REFRESH_1));
    const error = await h.oauth.accessToken("acct-1").catch((e: Error) => e);
    expect(error).toMatchObject({ reason: "store_error" });
    expect(`${(error as Error).message}${JSON.stringify(error)}`).not.toContain(ACCESS_2.slice(0, 30));
    expect(await store.get("acct-1")).toMatchObject({ accessToken: ACCESS_1, refreshToken: REFRESH_1 });
    store.failSave = false;
    server.reply(tokenReply(ACCESS_3, REFRESH_1));
    expect(await h.oauth.accessToken("acct-1")).toBe(ACCESS_3);
  });
});
