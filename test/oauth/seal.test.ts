/**
 * Tokens sealed at rest (templates/oauth/seal.ts, the file store's `encryptionKey`, `sealTokens`): no token text in any
 * form in any file of the directory; a wrong key, records swapped between installations and flipped bytes each give
 * the one OAuthError; a store written without a key is read and sealed on its next write; key rotation; `list()` of
 * the memory and file stores; the key checks.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FileTokenStore } from "../../templates/oauth/file-store.js";
import {
  MemoryTokenStore,
  OAuthError,
  sealTokens,
  type InstalledRecord,
  type StoredRecord,
} from "../../templates/oauth/index.js";
import { ACCESS_1, ACCESS_2, REFRESH_1, token } from "./support.js";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "revforge-seal-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const KEY = randomBytes(32);
const OTHER_KEY = randomBytes(32);
const REFRESH_2 = token("rt2", 512);

const installed = (accessToken = ACCESS_1, refreshToken = REFRESH_1): InstalledRecord => ({
  status: "installed",
  accessToken,
  refreshToken,
  expiresAt: Date.UTC(2026, 0, 1, 1),
  scope: "accounts:read profiles:read",
  refreshTokenLastUsedAt: Date.UTC(2026, 0, 1),
  installedAt: Date.UTC(2026, 0, 1),
});

/** Every text form a token could take in a file. */
function forms(secret: string): string[] {
  const b64 = Buffer.from(secret).toString("base64");
  return [
    secret,
    encodeURIComponent(secret),
    new URLSearchParams({ k: secret }).toString().slice(2),
    JSON.stringify(secret).slice(1, -1),
    b64,
    b64.replace(/=+$/, ""),
    Buffer.from(secret).toString("base64url"),
    secret.slice(20, 52),
  ];
}

function directoryText(dir: string): string {
  return readdirSync(dir)
    .map((f) => readFileSync(path.join(dir, f), "latin1"))
    .join("\n");
}

function fileOf(dir: string): string {
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  expect(files).toHaveLength(1);
  return path.join(dir, files[0]!);
}

/** The one error every unopenable record gives, never showing the record. */
async function expectUnopenable(read: Promise<unknown>, installationId: string, file?: string) {
  const error = await read.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OAuthError);
  expect(error).toMatchObject({ reason: "store_error", installationId });
  expect((error as Error).message).toBe(
    `installation ${installationId}: its sealed tokens do not open (a wrong key, or the record was altered or ` +
      `copied from another installation)`,
  );
  if (file !== undefined) {
    const sealed = JSON.parse(readFileSync(file, "utf8")) as { accessToken: string; refreshToken: string };
    for (const part of [sealed.accessToken.slice(20, 60), sealed.refreshToken.slice(20, 60)]) {
      expect((error as Error).message).not.toContain(part);
      expect((error as Error).stack ?? "").not.toContain(part);
    }
  }
}

describe("FileTokenStore with an encryptionKey", () => {
  it("stores no token text, in any form, in any file; reads the tokens back intact", async () => {
    const dir = tempDir();
    const store = new FileTokenStore({ directory: dir, encryptionKey: KEY });
    const stored = await store.compareAndSwap("acct-1", 0, installed());
    expect(stored).toMatchObject({ accessToken: ACCESS_1, refreshToken: REFRESH_1, version: 1 });
    await store.compareAndSwap("acct-2", 0, installed(ACCESS_2, REFRESH_2));
    const text = directoryText(dir);
    expect(text).toContain("rfseal1.");
    for (const secret of [ACCESS_1, ACCESS_2, REFRESH_1, REFRESH_2])
      for (const form of forms(secret)) expect(text.includes(form), form.slice(0, 12)).toBe(false);
    const again = new FileTokenStore({ directory: dir, encryptionKey: KEY.toString("base64") });
    expect(await again.get("acct-1")).toEqual({ ...installed(), version: 1 });
    expect(await again.get("acct-2")).toMatchObject({ accessToken: ACCESS_2, refreshToken: REFRESH_2 });
    expect(await again.list()).toEqual(["acct-1", "acct-2"]);
  });

  it("a wrong key gives the one error", async () => {
    const dir = tempDir();
    await new FileTokenStore({ directory: dir, encryptionKey: KEY }).compareAndSwap("acct-1", 0, installed());
    const wrong = new FileTokenStore({ directory: dir, encryptionKey: OTHER_KEY });
    await expectUnopenable(wrong.get("acct-1"), "acct-1", fileOf(dir));
  });

  it("records swapped between installations give the one error", async () => {
    const dir = tempDir();
    const store = new FileTokenStore({ directory: dir, encryptionKey: KEY });
    await store.compareAndSwap("acct-1", 0, installed());
    const [one] = readdirSync(dir);
    await store.compareAndSwap("acct-2", 0, installed(ACCESS_2, REFRESH_2));
    const two = readdirSync(dir).find((f) => f !== one)!;
    renameSync(path.join(dir, one!), path.join(dir, "swap"));
    renameSync(path.join(dir, two), path.join(dir, one!));
    renameSync(path.join(dir, "swap"), path.join(dir, two));
    await expectUnopenable(store.get("acct-1"), "acct-1");
    await expectUnopenable(store.get("acct-2"), "acct-2");
    // Tokens moved from one field to the other do not open either.
    const file = path.join(dir, one!);
    const record = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    [record["accessToken"], record["refreshToken"]] = [record["refreshToken"]!, record["accessToken"]!];
    writeFileSync(file, JSON.stringify(record));
    await expectUnopenable(store.get("acct-2"), "acct-2");
  });

  it.each([
    ["the IV", "accessToken", 20],
    ["the ciphertext", "accessToken", 400],
    ["the tag", "refreshToken", -10],
    ["the key id", "refreshToken", 9],
  ])("a flipped character in %s gives the one error", async (_where, field, at) => {
    const dir = tempDir();
    const store = new FileTokenStore({ directory: dir, encryptionKey: KEY });
    await store.compareAndSwap("acct-1", 0, installed());
    const file = fileOf(dir);
    const record = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    const value = record[field]!;
    const i = at < 0 ? value.length + at : at;
    record[field] = value.slice(0, i) + (value[i] === "A" ? "B" : "A") + value.slice(i + 1);
    writeFileSync(file, JSON.stringify(record));
    await expectUnopenable(store.get("acct-1"), "acct-1", file);
  });

  it("one token sealed and the other plain gives the one error (never the plain one as if it were valid)", async () => {
    const dir = tempDir();
    const store = new FileTokenStore({ directory: dir, encryptionKey: KEY });
    await store.compareAndSwap("acct-1", 0, installed());
    const file = fileOf(dir);
    const record = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    record["accessToken"] = "plain-looking-token";
    writeFileSync(file, JSON.stringify(record));
    await expectUnopenable(store.get("acct-1"), "acct-1");
  });

  it("upgrades a store written without a key in place: read as it is, sealed on the next write", async () => {
    const dir = tempDir();
    const plain = new FileTokenStore({ directory: dir });
    await plain.compareAndSwap("acct-1", 0, installed());
    expect(directoryText(dir)).toContain(REFRESH_1);
    const sealed = new FileTokenStore({ directory: dir, encryptionKey: KEY });
    const read = (await sealed.get("acct-1")) as StoredRecord;
    expect(read).toEqual({ ...installed(), version: 1 });
    const { version, ...rest } = read;
    await sealed.compareAndSwap("acct-1", version, rest);
    const text = directoryText(dir);
    for (const form of [...forms(REFRESH_1), ...forms(ACCESS_1)]) expect(text.includes(form)).toBe(false);
    expect(await sealed.get("acct-1")).toEqual({ ...installed(), version: 2 });
  });

  it("rotates keys: the first key seals, the others still open what they sealed", async () => {
    const dir = tempDir();
    await new FileTokenStore({ directory: dir, encryptionKey: KEY }).compareAndSwap("acct-1", 0, installed());
    const rotated = new FileTokenStore({ directory: dir, encryptionKey: [OTHER_KEY, KEY] });
    const read = (await rotated.get("acct-1")) as StoredRecord;
    expect(read).toMatchObject({ accessToken: ACCESS_1, refreshToken: REFRESH_1 });
    const { version, ...rest } = read;
    await rotated.compareAndSwap("acct-1", version, rest);
    // Rewritten under the new key: the old key alone no longer opens it; the new one alone does.
    await expectUnopenable(new FileTokenStore({ directory: dir, encryptionKey: KEY }).get("acct-1"), "acct-1");
    const next = new FileTokenStore({ directory: dir, encryptionKey: OTHER_KEY });
    expect(await next.get("acct-1")).toMatchObject({ accessToken: ACCESS_1, version: 2 });
  });

  it.each([
    ["31 bytes", randomBytes(31)],
    ["33 bytes of base64", randomBytes(33).toString("base64")],
    ["not base64", "not a key at all, clearly"],
    ["an empty list", []],
  ])("refuses a key of %s with one invalid_config error that shows no key", (_name, key) => {
    const attempt = () => new FileTokenStore({ directory: tempDir(), encryptionKey: key as Uint8Array });
    expect(attempt).toThrow(OAuthError);
    try {
      attempt();
    } catch (e) {
      expect(e).toMatchObject({ reason: "invalid_config" });
      if (typeof key === "string" && key !== "") expect((e as Error).message).not.toContain(key);
    }
  });
});

describe("sealTokens(store, key) and list()", () => {
  it("wraps any store: what it holds is sealed, what it returns is plain; list() is kept", async () => {
    const inner = new MemoryTokenStore();
    const store = sealTokens(inner, KEY);
    expect(await store.compareAndSwap("acct-1", 0, installed())).toEqual({ ...installed(), version: 1 });
    const held = (await inner.get("acct-1")) as InstalledRecord;
    expect(held.accessToken.startsWith("rfseal1.")).toBe(true);
    expect(JSON.stringify(held)).not.toContain(REFRESH_1.slice(10, 40));
    expect(await store.get("acct-1")).toEqual({ ...installed(), version: 1 });
    await store.compareAndSwap("acct-1", 1, { status: "uninstalled", reason: "revoked", uninstalledAt: 5 });
    expect(await store.get("acct-1")).toEqual({
      status: "uninstalled",
      reason: "revoked",
      uninstalledAt: 5,
      version: 2,
    });
    expect(await store.list!()).toEqual(["acct-1"]);
    await expectUnopenable(
      sealTokens(inner, OTHER_KEY)
        .compareAndSwap("acct-1", 2, installed())
        .then(() => sealTokens(inner, KEY).get("acct-1")),
      "acct-1",
    );
  });

  it("a wrapped store without list() has none", () => {
    const { list: _list, ...withoutList } = {
      get: async () => undefined,
      compareAndSwap: async () => undefined,
      delete: async () => {},
      list: async () => [],
    };
    expect(sealTokens(withoutList, KEY).list).toBeUndefined();
  });

  it("the file store lists the ids inside its records (uninstalled included), not records without one", async () => {
    const dir = tempDir();
    const store = new FileTokenStore({ directory: dir });
    for (const id of ["b/../x", "a\u00e9", "acct-1"]) await store.compareAndSwap(id, 0, installed());
    await store.compareAndSwap("acct-1", 1, { status: "uninstalled", reason: "inactive", uninstalledAt: 1 });
    writeFileSync(path.join(dir, `${"0".repeat(64)}.json`), JSON.stringify({ format: 1, ...installed(), version: 1 }));
    expect(await store.list()).toEqual(["a\u00e9", "acct-1", "b/../x"].sort());
    const memory = new MemoryTokenStore();
    await memory.compareAndSwap("m-1", 0, installed());
    expect(await memory.list()).toEqual(["m-1"]);
  });
});
