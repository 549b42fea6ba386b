// `oauth.keepAlive()` of the generated package against the local sandbox of the service, its clock moved
// (scripts/sandbox: refresh tokens unused for 90 days are revoked, 10 refreshes per minute per refresh token):
// installations idle 85 days are refreshed and still work 20 days later; one idle 95 days is reported uninstalled
// with the event; one used yesterday is skipped; a refresh that meets a 503 fails and succeeds on the next run; two
// real processes running keepAlive at once on one FileTokenStore directory make one refresh per installation; 50 idle
// installations are refreshed within the limits, paced. Each test starts from a reset sandbox and an empty store.
//
// The manager's clock is the sandbox's (a ManualClock) and its `sleep` advances it, so the pacing waits of a run take
// no real time and show in the sandbox's request times.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createOAuth,
  MemoryTokenStore,
  type InstallationRecord,
  type KeepAliveReport,
  type OAuth,
  type OAuthOptions,
  type TokenStore,
  type UninstalledEvent,
} from "../../generated/client/oauth/index.js";
import { FileTokenStore } from "../../generated/client/oauth/file-store.js";
import { createClient, getAccounts } from "../../generated/client/revisions/2024-05-15/index.js";
import { ManualClock, startSandbox, type Sandbox, type SandboxConfig } from "../../scripts/sandbox/index.js";

const CLIENT_ID = "keepalive-client-5d2e";
const CLIENT_SECRET = "keepalive-secret+/=&-9a8b7c";
const REDIRECT = "http://127.0.0.1:3000/oauth/callback";
const DAY = 86_400_000;
const accountId = (n: number) => `01HKEEPALIVEACCOUNT${String(n).padStart(7, "0")}`;
const ACCOUNTS = 60;

const config: SandboxConfig = {
  accounts: Array.from({ length: ACCOUNTS }, (_, i) => ({
    id: accountId(i + 1),
    name: `Shop ${i + 1}`,
    publicKey: `K${String(i + 1).padStart(5, "0")}`,
  })),
  user: { role: "owner" },
  apps: [
    { name: "Keep-alive App", clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT], scopes: [] },
  ],
  tokens: { accessTokenLength: 1024, expiresInSeconds: 3600 },
  authorize: { decision: "grant" },
};

let sandbox: Sandbox;
let store: TokenStore;
let events: UninstalledEvent[];
let logs: string[];
const tokens = new Set<string>();

/** Remembers every token written, for the check that no report or log entry holds one. */
class RecordingStore extends MemoryTokenStore {
  override async compareAndSwap(id: string, expected: number, next: InstallationRecord) {
    if (next.status === "installed") for (const t of [next.accessToken, next.refreshToken]) tokens.add(t);
    return super.compareAndSwap(id, expected, next);
  }
}
let oauth: OAuth;
const dirs: string[] = [];

function manager(overrides: Partial<OAuthOptions> = {}): OAuth {
  const now = () => sandbox.control.now();
  return createOAuth({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    baseUrl: sandbox.baseUrl,
    authorizeUrl: sandbox.authorizeUrl,
    redirectUris: [REDIRECT],
    scopes: [],
    tokenStore: store,
    now,
    sleep: async (ms) => sandbox.control.advance(ms),
    timeoutMs: 5_000,
    onUninstalled: (event) => void events.push(event),
    log: (entry) => void logs.push(JSON.stringify(entry)),
    ...overrides,
  });
}

/** Installation `n` (account n): authorize → the sandbox's page → callback → exchange. */
async function install(n: number): Promise<string> {
  const installationId = `shop-${String(n).padStart(2, "0")}`;
  sandbox.control.setAccount(accountId(n));
  const { url, state } = await oauth.authorize({ installationId });
  const location = (await fetch(url, { redirect: "manual" })).headers.get("location")!;
  expect(await oauth.handleCallback(location, { sessionState: state })).toMatchObject({ status: "installed" });
  return installationId;
}

const refreshCalls = () => sandbox.control.tokenCalls("refresh_token");
const works = async (id: string) =>
  (await getAccounts(createClient({ baseUrl: sandbox.baseUrl, auth: oauth.auth(id), onWarning: () => {} }))).error;
const sandboxState = (n: number) => sandbox.control.installation(accountId(n), CLIENT_ID).state;

beforeAll(async () => {
  sandbox = await startSandbox({ config, clock: new ManualClock(Date.UTC(2024, 0, 1, 12)), prism: false });
});
afterAll(async () => {
  await sandbox?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  sandbox.control.reset();
  store = new RecordingStore();
  events = [];
  logs = [];
  oauth = manager();
});

describe("keepAlive against the sandbox", () => {
  it("refreshes one idle 85 days (it still works 20 days later), reports one idle 95 days uninstalled, skips one used yesterday", async () => {
    const old = await install(1); // idle 95 days at the run
    sandbox.control.advance(10 * DAY);
    const idle = await install(2); // idle 85 days
    sandbox.control.advance(84 * DAY);
    const recent = await install(3); // used yesterday
    sandbox.control.advance(DAY);
    const before = refreshCalls();

    const report = await oauth.keepAlive();

    expect(report).toEqual({
      checked: 3,
      refreshed: 1,
      skipped: 1,
      uninstalled: 1,
      failed: 0,
      ids: { refreshed: [idle], skipped: [recent], uninstalled: [old], failed: [] },
      failures: [],
      aborted: false,
    } satisfies KeepAliveReport);
    expect(refreshCalls() - before).toBe(2); // the idle one and the dead one; none for the recent one
    expect(events).toEqual([
      expect.objectContaining({ installationId: old, reason: "inactive", source: "invalid_grant" }),
    ]);
    expect(await oauth.installation(old)).toMatchObject({ status: "uninstalled", reason: "inactive" });
    expect(sandboxState(1)).toBe("uninstalled");
    expect(logs.some((l) => l.includes('"keep_alive"'))).toBe(true);
    const haystack = [JSON.stringify(report), ...logs, ...events.map((e) => JSON.stringify(e))].join("\n");
    expect(tokens.size).toBeGreaterThanOrEqual(6);
    for (const t of tokens)
      for (const form of [t, encodeURIComponent(t), Buffer.from(t).toString("base64"), t.slice(100, 140)])
        expect(haystack.includes(form)).toBe(false);

    sandbox.control.advance(20 * DAY); // 105 days after its install, 20 after the keep-alive
    expect(await works(idle)).toBeUndefined();
    expect(sandboxState(2)).toBe("installed");
    // Without the keep-alive the same wait kills an installation: the recent one is now 21 days idle, still alive,
    // and a run now skips both (used within 80 days).
    expect(await oauth.keepAlive()).toMatchObject({ refreshed: 0, skipped: 3, uninstalled: 0 });
  });

  it("a refresh answered 503 is failed (tokens kept) and succeeds on the next run", async () => {
    const id = await install(4);
    sandbox.control.advance(85 * DAY);
    sandbox.control.injectFault("api", "/oauth/token", { status: 503, headers: { "retry-after": "30" } });
    const first = await oauth.keepAlive();
    expect(first).toMatchObject({ checked: 1, refreshed: 0, failed: 1, ids: { failed: [id] } });
    expect(first.failures).toEqual([{ installationId: id, reason: "unavailable" }]);
    expect(await oauth.installation(id)).toMatchObject({ status: "installed" });
    expect(events).toEqual([]);
    sandbox.control.advance(DAY);
    const second = await oauth.keepAlive();
    expect(second).toMatchObject({ checked: 1, refreshed: 1, failed: 0, ids: { refreshed: [id] } });
    expect(await oauth.installation(id)).toMatchObject({ refreshTokenLastUsedAt: sandbox.control.now() });
  });

  it("two processes running keepAlive at once on one FileTokenStore make one refresh per installation", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "revforge-keepalive-"));
    dirs.push(dir);
    const key = randomBytes(32).toString("base64");
    store = new FileTokenStore({ directory: dir, encryptionKey: key });
    oauth = manager();
    const ids: string[] = [];
    for (let n = 1; n <= 8; n++) ids.push(await install(n));
    sandbox.control.advance(85 * DAY);
    const before = refreshCalls();

    const env = {
      ...process.env,
      KEEPALIVE_NOW: String(sandbox.control.now()),
      KEEPALIVE_CLIENT_ID: CLIENT_ID,
      KEEPALIVE_CLIENT_SECRET: CLIENT_SECRET,
      KEEPALIVE_BASE_URL: sandbox.baseUrl,
      KEEPALIVE_REDIRECT: REDIRECT,
      KEEPALIVE_DIR: dir,
      KEEPALIVE_KEY: key,
    };
    const runs = await runTogether([child(env), child(env)]);
    const reports = runs.map((r) => r.report);
    // The runs overlapped in time: each began before the other ended.
    expect(runs[0]!.ran[0]!).toBeLessThan(runs[1]!.ran[1]!);
    expect(runs[1]!.ran[0]!).toBeLessThan(runs[0]!.ran[1]!);

    expect(refreshCalls() - before).toBe(ids.length);
    const refreshed = reports.flatMap((r) => r.ids.refreshed).sort();
    expect(refreshed).toEqual(ids);
    for (const r of reports) {
      expect(r).toMatchObject({ checked: ids.length, failed: 0, uninstalled: 0 });
      expect([...r.ids.refreshed, ...r.ids.skipped].sort()).toEqual(ids);
    }
    for (let n = 1; n <= 8; n++) {
      const grants = sandbox.control.installation(accountId(n), CLIENT_ID).grants;
      expect(grants).toEqual([expect.objectContaining({ state: "active", lastUsedAt: sandbox.control.now() })]);
    }
  }, 60_000);

  it("50 idle installations are refreshed once each, paced within the token endpoint's limit", async () => {
    const ids: string[] = [];
    for (let n = 1; n <= 50; n++) ids.push(await install(n));
    sandbox.control.advance(85 * DAY);
    const [before, startedAt, fromRequest] = [refreshCalls(), sandbox.control.now(), sandbox.control.requests().length];
    const wall = performance.now();

    const report = await oauth.keepAlive();

    const ms = Math.round(performance.now() - wall);
    expect(report).toMatchObject({ checked: 50, refreshed: 50, failed: 0, uninstalled: 0 });
    expect(report.ids.refreshed).toEqual(ids);
    expect(refreshCalls() - before).toBe(50);
    const calls = sandbox.control
      .requests()
      .slice(fromRequest)
      .filter((r) => r.path === "/oauth/token");
    expect(calls.every((r) => r.status === 200)).toBe(true); // no 429
    for (const call of calls)
      expect(calls.filter((c) => c.at > call.at - 60_000 && c.at <= call.at).length).toBeLessThanOrEqual(10);
    for (let n = 1; n <= 50; n++)
      expect(sandbox.control.installation(accountId(n), CLIENT_ID).grants[0]!.state).toBe("active");
    const sandboxMs = sandbox.control.now() - startedAt;
    expect(sandboxMs).toBeGreaterThanOrEqual(4 * 60_000); // five windows of ten
    console.info(
      `keep-alive figures: ${ids.length} installations, ${calls.length} refresh calls, ` +
        `${Math.round(sandboxMs / 1000)} s of sandbox time (paced 10 per minute), ${ms} ms wall time`,
    );
  }, 60_000);

  it("a store without list() fails with one error naming the method; bad options are refused", async () => {
    const noList: TokenStore = {
      get: (id) => store.get(id),
      compareAndSwap: (id, version, next) => store.compareAndSwap(id, version, next),
      delete: (id) => store.delete(id),
    };
    const plain = manager({ tokenStore: noList });
    await expect(plain.keepAlive()).rejects.toMatchObject({
      name: "OAuthError",
      reason: "invalid_config",
      message: "keepAlive needs a token store with a list() method; this store has none",
    });
    await expect(oauth.keepAlive({ idleDays: 0 })).rejects.toMatchObject({ reason: "invalid_config" });
    await expect(oauth.keepAlive({ idleDays: Number.NaN })).rejects.toMatchObject({ reason: "invalid_config" });
  });

  it("stops between installations when its signal aborts, reporting what it did", async () => {
    for (let n = 1; n <= 3; n++) await install(n);
    sandbox.control.advance(85 * DAY);
    const controller = new AbortController();
    const aborting = manager({
      log: (entry) => {
        if (entry.event === "refreshed") controller.abort();
      },
    });
    const report = await aborting.keepAlive({ signal: controller.signal });
    expect(report).toMatchObject({ checked: 1, refreshed: 1, aborted: true, ids: { refreshed: ["shop-01"] } });
  });
});

interface ChildRun {
  report: KeepAliveReport;
  /** Date.now() when keepAlive began and ended. */
  ran: number[];
}

function child(env: NodeJS.ProcessEnv) {
  const script = fileURLToPath(new URL("./keep-alive-child.ts", import.meta.url));
  return spawn(process.execPath, ["--import", "tsx", script], { env, stdio: ["pipe", "pipe", "pipe"] });
}

/** Waits until every child printed READY, releases them together, and collects their reports. */
async function runTogether(children: ReturnType<typeof child>[]): Promise<ChildRun[]> {
  const outputs = children.map((c) => {
    let out = "";
    let err = "";
    c.stdout.on("data", (d: Buffer) => (out += d.toString()));
    c.stderr.on("data", (d: Buffer) => (err += d.toString()));
    const ready = new Promise<void>((resolve) => c.stdout.on("data", () => out.includes("READY") && resolve()));
    const done = new Promise<ChildRun>((resolve, reject) =>
      c.on("close", (code) => {
        const line = out.split("\n").find((l) => l.startsWith("{"));
        if (code !== 0 || line === undefined) reject(new Error(`child exited ${code}: ${err}`));
        else resolve(JSON.parse(line) as ChildRun);
      }),
    );
    return { ready, done };
  });
  await Promise.all(outputs.map((o) => o.ready));
  for (const c of children) c.stdin.end("go\n");
  return Promise.all(outputs.map((o) => o.done));
}
