// The OAuth lifecycle end to end: the generated package (generated/client/oauth and the 2024-05-15 entry point, as a
// consumer imports them) against the local sandbox of the service (scripts/sandbox, in process, on 127.0.0.1, API
// calls answered from the spec's examples without Prism: this file is about the OAuth flows, not request shapes).
//
// One manager ("the integration") lives through: authorize → the sandbox's authorization page (302) → callback →
// code exchange → API calls → expiry and a refresh ahead of it → a 401 (its clock lagging) answered by one refresh and
// one replay → 20 concurrent calls holding an expired token making one refresh call → the 11th refresh in a minute
// (never sent by one manager; a second "process" sharing the store gets the sandbox's 429 and keeps the tokens) →
// the service unavailable and the wrong host, tokens kept → revoke → reinstall → the user uninstalling in the
// service, found through invalid_grant → reinstall → 90 days idle. Plus a denial and a role without the right.
//
// The managers' clock is the sandbox's (ManualClock) and their `sleep` advances it, so waits for rate-limit windows
// take no real time. Every log entry, console line, warning, request URL, outcome, event and thrown object is
// captured, and the last test searches the capture for every secret of the run in every form.
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createOAuth,
  MemoryStateStore,
  MemoryTokenStore,
  OAuthError,
  RateLimitError,
  type InstallationRecord,
  type OAuth,
  type OAuthOptions,
  type PendingAuthorization,
  type UninstalledEvent,
} from "../../generated/client/oauth/index.js";
import { createClient, getAccounts } from "../../generated/client/revisions/2024-05-15/index.js";
import { ManualClock, startSandbox, type Sandbox, type SandboxConfig } from "../../scripts/sandbox/index.js";

const ACCOUNT = "01HSANDBOXACCOUNT0000000001";
const CLIENT_ID = "e2e-client-3c1b7a";
const CLIENT_SECRET = "e2e-secret+/=&-7d6c5b4a3f2e1d0c";
const REDIRECT = "http://127.0.0.1:3000/oauth/callback";
const HOUR = 3600_000;

const config: SandboxConfig = {
  accounts: [{ id: ACCOUNT, name: "E2E Outfitters", publicKey: "E2e123", appManagement: true }],
  user: { role: "owner" },
  apps: [
    {
      name: "E2E Partner App",
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUris: [REDIRECT],
      scopes: ["profiles:read", "events:write"],
    },
  ],
  tokens: { accessTokenLength: 4096, expiresInSeconds: 3600 },
  authorize: { decision: "grant" },
};

// ---- capture -------------------------------------------------------------------------------------------------
const captured: string[] = [];
const secrets = new Set<string>([CLIENT_SECRET, `${CLIENT_ID}:${CLIENT_SECRET}`]);
function capture(value: unknown): void {
  if (value instanceof Error) captured.push(value.message, value.stack ?? "", String(value), JSON.stringify(value));
  else captured.push(JSON.stringify(value) ?? String(value));
  captured.push(inspect(value, { depth: 8, showHidden: true }));
}
async function attempt<T>(fn: () => Promise<T>): Promise<T | unknown> {
  try {
    const result = await fn();
    if (typeof result !== "string") capture(result); // a string is an access token handed out by design
    return result;
  } catch (e) {
    capture(e);
    return e;
  }
}

/** Records every token written and every verifier stored, for the sweep. */
class RecordingTokenStore extends MemoryTokenStore {
  override async compareAndSwap(id: string, expected: number, next: InstallationRecord) {
    if (next.status === "installed") for (const t of [next.accessToken, next.refreshToken]) secrets.add(t);
    return super.compareAndSwap(id, expected, next);
  }
}
class RecordingStateStore extends MemoryStateStore {
  override async put(state: string, entry: PendingAuthorization) {
    secrets.add(entry.codeVerifier);
    return super.put(state, entry);
  }
}

// ---- sandbox and managers ------------------------------------------------------------------------------------
let sandbox: Sandbox;
let lag = 0;
const sleeps: number[] = [];
const events: UninstalledEvent[] = [];
const store = new RecordingTokenStore();

function manager(overrides: Partial<OAuthOptions> = {}): OAuth {
  const now = () => sandbox.control.now() - lag;
  return createOAuth({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    baseUrl: sandbox.baseUrl,
    authorizeUrl: sandbox.authorizeUrl,
    redirectUris: [REDIRECT],
    scopes: ["profiles:read", "events:write"],
    tokenStore: store,
    stateStore: new RecordingStateStore({ now }),
    now,
    sleep: async (ms) => {
      sleeps.push(ms);
      sandbox.control.advance(ms);
    },
    timeoutMs: 5_000,
    log: (entry) => capture(entry),
    onUninstalled: (event) => {
      events.push(event);
      capture(event);
    },
    ...overrides,
  });
}

let oauth: OAuth;
const client = (o: OAuth = oauth, id = "acct-1") =>
  createClient({
    baseUrl: sandbox.baseUrl,
    auth: o.auth(id),
    onWarning: (m) => captured.push(m),
    onRequest: (e) => captured.push(e.url),
  });

/** authorize → the sandbox's page → the callback with the state bound to the session. */
async function connect(o: OAuth, installationId: string) {
  const { url, state } = await o.authorize({ installationId });
  const page = await fetch(url, { redirect: "manual" });
  const location = page.headers.get("location");
  if (location === null) return { page: page.status, outcome: undefined };
  const code = new URL(location).searchParams.get("code");
  if (code !== null) secrets.add(code);
  const outcome = await o.handleCallback(location, { sessionState: state });
  capture(outcome);
  return { page: page.status, outcome };
}

const calls = (kind?: "authorization_code" | "refresh_token") => sandbox.control.tokenCalls(kind);
async function api(o = oauth) {
  const result = await getAccounts(client(o));
  capture(result.error ?? { status: result.status });
  return result;
}

let consoleSpies: { mockRestore(): void }[] = [];
beforeAll(async () => {
  consoleSpies = (["log", "warn", "error", "info", "debug"] as const).map((m) =>
    vi.spyOn(console, m).mockImplementation((...args: unknown[]) => void captured.push(args.map(String).join(" "))),
  );
  sandbox = await startSandbox({ config, clock: new ManualClock(Date.UTC(2024, 5, 1, 12)), prism: false });
  oauth = manager();
});
afterAll(async () => {
  for (const spy of consoleSpies) spy.mockRestore();
  await sandbox?.stop();
});

describe("OAuth against the sandbox", () => {
  it("authorize, callback, exchange: installed", async () => {
    const { page, outcome } = await connect(oauth, "acct-1");
    expect(page).toBe(302);
    expect(outcome).toMatchObject({ status: "installed", installationId: "acct-1" });
    expect((outcome as { scope: string }).scope).toContain("accounts:read");
    expect(calls("authorization_code")).toBe(1);
    expect(sandbox.control.installation(ACCOUNT, CLIENT_ID).state).toBe("installed");
    const record = await store.get("acct-1");
    expect(record?.status === "installed" && record.accessToken.length).toBe(4096);
  });

  it("makes API calls with the generated client and the stored token, without refreshing", async () => {
    for (let i = 0; i < 3; i++) expect((await api()).error).toBeUndefined();
    expect(calls("refresh_token")).toBe(0);
  });

  it("refreshes ahead of expiry (expires_in − 60 s), once", async () => {
    sandbox.control.advance(HOUR - 60_000);
    expect((await api()).error).toBeUndefined();
    expect(calls("refresh_token")).toBe(1);
    sandbox.control.advance(30_000);
    expect((await api()).error).toBeUndefined();
    expect(calls("refresh_token")).toBe(1);
  });

  it("answers a 401 authentication_failed with one refresh and one replay (the manager's clock lagging)", async () => {
    sandbox.control.advance(HOUR + 1_000); // expired at the sandbox
    lag = HOUR; // but fresh for the manager
    const before = sandbox.control.requests().length;
    expect((await api()).error).toBeUndefined();
    lag = 0;
    const seen = sandbox.control
      .requests()
      .slice(before)
      .map((r) => `${r.path} ${r.status}`);
    expect(seen).toEqual(["/api/accounts/ 401", "/oauth/token 200", "/api/accounts/ 200"]);
  });

  it("20 concurrent calls holding an expired token make exactly one refresh call", async () => {
    sandbox.control.advance(2 * HOUR);
    const before = calls("refresh_token");
    const results = await Promise.all(Array.from({ length: 20 }, () => api()));
    expect(results.every((r) => r.error === undefined)).toBe(true);
    expect(calls("refresh_token") - before).toBe(1);
  });

  it("never sends an 11th refresh within a minute, and keeps the tokens", async () => {
    sandbox.control.advance(2 * 60_000); // an empty window
    const strict = manager({ maxRefreshWaitMs: 0 });
    const before = calls("refresh_token");
    for (let i = 0; i < 10; i++) await strict.refresh("acct-1");
    const eleventh = await attempt(() => strict.refresh("acct-1"));
    expect(eleventh).toBeInstanceOf(RateLimitError);
    expect(calls("refresh_token") - before).toBe(10);
    expect((await api(strict)).error).toBeUndefined(); // the current token still works
    // A manager that may wait sleeps the rest of the window (the sandbox clock moves), then sends the 11th.
    sandbox.control.advance(2 * 60_000);
    const patient = manager();
    const [waited, mid, logged] = [sleeps.length, calls("refresh_token"), sandbox.control.requests().length];
    for (let i = 0; i < 11; i++) await patient.refresh("acct-1");
    expect(calls("refresh_token") - mid).toBe(11);
    expect(sleeps.slice(waited)).toHaveLength(1);
    expect(
      sandbox.control
        .requests()
        .slice(logged)
        .filter((r) => r.status === 429),
    ).toEqual([]);
  });

  it("a second process hitting the sandbox's 429 keeps the tokens; the call waits the window out", async () => {
    sandbox.control.advance(2 * 60_000);
    const [a, b] = [manager({ maxRefreshWaitMs: 0 }), manager({ maxRefreshWaitMs: 0 })];
    for (let i = 0; i < 6; i++) await a.refresh("acct-1");
    for (let i = 0; i < 4; i++) await b.refresh("acct-1");
    const before = calls("refresh_token");
    const limited = await attempt(() => b.refresh("acct-1")); // the 11th for the sandbox, the 5th for b
    expect(limited).toBeInstanceOf(RateLimitError);
    expect(calls("refresh_token") - before).toBe(1);
    expect(sandbox.control.requests().at(-1)).toMatchObject({ path: "/oauth/token", status: 429 });
    expect(await store.get("acct-1")).toMatchObject({ status: "installed" });
    expect((await api(b)).error).toBeUndefined();
    await attempt(() => b.refresh("acct-1")); // still inside the sandbox's window: refused locally
    expect(calls("refresh_token") - before).toBe(1);
    // A third process that may wait: its call gets the sandbox's 429 too, it waits Retry-After out (the sandbox clock
    // moves), and the retry succeeds, the tokens never lost in between.
    const c = manager();
    const waited = sleeps.length;
    await c.refresh("acct-1");
    expect(sleeps.slice(waited)).toHaveLength(1);
    expect(sleeps.at(-1)).toBeGreaterThan(0);
    expect(calls("refresh_token") - before).toBe(3);
    expect(sandbox.control.requests().at(-1)).toMatchObject({ path: "/oauth/token", status: 200 });
  });

  it("keeps the tokens when the service is unavailable or the token call reaches the wrong host", async () => {
    sandbox.control.advance(2 * HOUR);
    sandbox.control.setUnavailable(true);
    const down = await attempt(() => oauth.accessTokenFor("acct-1")());
    expect(down).toBeInstanceOf(OAuthError);
    expect(down).toMatchObject({ reason: "unavailable", status: 503 });
    sandbox.control.setUnavailable(false);
    const wrongHost = manager({ baseUrl: sandbox.authorizeUrl });
    expect(await attempt(() => wrongHost.refresh("acct-1"))).toMatchObject({ reason: "wrong_host", status: 403 });
    expect(await store.get("acct-1")).toMatchObject({ status: "installed" });
    sandbox.control.advance(5_000); // past the backoff
    expect((await api()).error).toBeUndefined();
  });

  it("revokes: the service ends the installation, local tokens are deleted, no further token calls", async () => {
    const record = await store.get("acct-1");
    const oldToken = record?.status === "installed" ? record.accessToken : "";
    expect(await oauth.revoke("acct-1")).toEqual({ status: "revoked", installationId: "acct-1" });
    expect(sandbox.control.installation(ACCOUNT, CLIENT_ID).state).toBe("uninstalled");
    expect(await store.get("acct-1")).toMatchObject({ status: "uninstalled", reason: "revoked" });
    expect(events.at(-1)).toMatchObject({ installationId: "acct-1", reason: "revoked", source: "revoke" });
    const before = calls();
    expect(await attempt(() => api())).toMatchObject({ reason: "uninstalled" });
    expect(calls()).toBe(before);
    // The old access token is dead at the service too.
    const raw = createClient({ baseUrl: sandbox.baseUrl, auth: { accessToken: () => oldToken }, onWarning: () => {} });
    const dead = await getAccounts(raw);
    capture(dead.error);
    expect(dead.error?.status).toBe(401);
  });

  it("reinstalls; a user uninstall in the service surfaces as invalid_grant → uninstalled, 0 further refresh calls", async () => {
    expect((await connect(oauth, "acct-1")).outcome).toMatchObject({ status: "installed" });
    expect((await api()).error).toBeUndefined();
    expect(sandbox.control.uninstall(ACCOUNT, CLIENT_ID)).toBe(true);
    const eventsBefore = events.length;
    const first = await attempt(() => api()); // 401 → refresh → invalid_grant
    expect(first).toBeInstanceOf(OAuthError);
    expect(first).toMatchObject({ reason: "uninstalled", uninstallReason: "revoked" });
    expect(events.slice(eventsBefore)).toEqual([
      expect.objectContaining({ installationId: "acct-1", reason: "revoked", source: "invalid_grant" }),
    ]);
    const before = calls("refresh_token");
    for (let i = 0; i < 5; i++) await attempt(() => api());
    await attempt(() => oauth.refresh("acct-1"));
    expect(calls("refresh_token")).toBe(before);
    expect(await oauth.installation("acct-1")).toMatchObject({ status: "uninstalled", reason: "revoked" });
  });

  it("reinstalls again and works; 90 days without a refresh end it as inactive", async () => {
    expect((await connect(oauth, "acct-1")).outcome).toMatchObject({ status: "installed" });
    expect((await api()).error).toBeUndefined();
    sandbox.control.advance(91 * 24 * HOUR);
    const idle = await attempt(() => api());
    expect(idle).toMatchObject({ reason: "uninstalled", uninstallReason: "inactive" });
    expect(events.at(-1)).toMatchObject({ reason: "inactive", source: "invalid_grant" });
  });

  it("a denial is a typed outcome with nothing reflected; a user without the role never gets a redirect", async () => {
    sandbox.control.setDecision("deny");
    expect((await connect(oauth, "acct-2")).outcome).toEqual({ status: "denied", installationId: "acct-2" });
    sandbox.control.setDecision("grant");
    sandbox.control.setRole("analyst");
    const { page, outcome } = await connect(oauth, "acct-2");
    expect(page).toBe(403);
    expect(outcome).toBeUndefined();
    sandbox.control.setRole("owner");
  });

  it("a replayed callback is refused before any token call", async () => {
    const { url, state } = await oauth.authorize({ installationId: "acct-3" });
    const location = (await fetch(url, { redirect: "manual" })).headers.get("location")!;
    secrets.add(new URL(location).searchParams.get("code")!);
    expect(await oauth.handleCallback(location, { sessionState: state })).toMatchObject({ status: "installed" });
    const before = calls();
    expect(await oauth.handleCallback(location, { sessionState: state })).toEqual({
      status: "rejected",
      reason: "invalid_state",
    });
    expect(calls()).toBe(before);
  });

  it("captured no secret, in any form, in any log line, message or thrown object", () => {
    const haystack = captured.join("\n");
    expect(secrets.size).toBeGreaterThan(10);
    expect(haystack.length).toBeGreaterThan(5_000);
    const hits: string[] = [];
    for (const secret of secrets) {
      for (const form of forms(secret))
        if (haystack.includes(form)) hits.push(`${secret.slice(0, 6)}… as ${form.slice(0, 20)}…`);
    }
    expect(hits).toEqual([]);
  });
});

function forms(secret: string): string[] {
  const b64 = Buffer.from(secret, "utf8").toString("base64");
  const uri = encodeURIComponent(secret);
  const all = [
    secret,
    uri,
    uri.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    new URLSearchParams({ k: secret }).toString().slice(2),
    JSON.stringify(secret).slice(1, -1),
    b64,
    b64.replace(/=+$/, ""),
    Buffer.from(secret, "utf8").toString("base64url"),
  ];
  if (secret.length >= 32) all.push(secret.slice(0, 16), secret.slice(-16));
  return [...new Set(all)];
}
