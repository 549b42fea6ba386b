/**
 * The control API, in-process (`sandbox.control`) and over HTTP (`/__sandbox/*` on the API host): time, the simulated
 * user, the consent decision, unavailability, uninstall, token-call counts, installations, the requests log (paths
 * only), client-secret rotation, reset; and the HTTP routes' strict bodies.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ManualClock, startSandbox } from "../../scripts/sandbox/index.js";
import {
  ACCOUNT,
  api,
  authorize,
  authorizeParams,
  basic,
  bearer,
  CLIENT_ID,
  install,
  issueCode,
  exchange,
  OTHER_ACCOUNT,
  pkcePair,
  refresh,
  start,
  START,
  testConfig,
  type TestSandbox,
} from "./support.js";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await start();
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.stop());

describe("in-process", () => {
  it("now() follows the injected clock plus advance()", () => {
    expect(sandbox.control.now()).toBe(START);
    sandbox.clock.advance(1000);
    sandbox.control.advance(500);
    expect(sandbox.control.now()).toBe(START + 1500);
    expect(() => sandbox.control.advance(-1)).toThrow(RangeError);
    sandbox.clock.set(START);
  });

  it("runs on the system clock when none is injected", async () => {
    const plain = await startSandbox({ config: testConfig(), prism: false });
    try {
      const before = Date.now();
      expect(plain.control.now()).toBeGreaterThanOrEqual(before);
      plain.control.advance(86_400_000);
      expect(plain.control.now()).toBeGreaterThanOrEqual(before + 86_400_000);
    } finally {
      await plain.stop();
    }
  });

  it("setRole changes who may grant", async () => {
    sandbox.control.setRole("analyst");
    expect((await authorize(sandbox, authorizeParams(pkcePair().challenge))).status).toBe(403);
    sandbox.control.setRole("manager");
    expect((await authorize(sandbox, authorizeParams(pkcePair().challenge))).status).toBe(302);
    expect(() => sandbox.control.setRole("")).toThrow(RangeError);
  });

  it("setAccount refuses an account that is not in the config", () => {
    expect(() => sandbox.control.setAccount("nope")).toThrow(/no account "nope"/);
  });

  it("uninstall ends the installation and says whether it was installed", async () => {
    const tokens = await install(sandbox);
    expect(sandbox.control.uninstall(ACCOUNT, CLIENT_ID)).toBe(true);
    expect(sandbox.control.uninstall(ACCOUNT, CLIENT_ID)).toBe(false);
    expect((await api(sandbox, "/api/accounts/", { authorization: bearer(tokens.access_token) })).status).toBe(401);
    expect(sandbox.control.installation(ACCOUNT, CLIENT_ID)).toEqual({
      accountId: ACCOUNT,
      clientId: CLIENT_ID,
      state: "uninstalled",
      grants: [{ state: "revoked", issuedAt: START, lastUsedAt: START, endedBy: "uninstall" }],
    });
    expect(() => sandbox.control.uninstall(ACCOUNT, "nobody")).toThrow(/no app/);
  });

  it("installations() lists every installation with its state", async () => {
    await install(sandbox);
    sandbox.control.setAccount(OTHER_ACCOUNT);
    await install(sandbox);
    sandbox.control.uninstall(OTHER_ACCOUNT, CLIENT_ID);
    expect(sandbox.control.installations().map((i) => [i.accountId, i.state])).toEqual([
      [ACCOUNT, "installed"],
      [OTHER_ACCOUNT, "uninstalled"],
    ]);
  });

  it("requests() logs host, method, path and status, never a query string", async () => {
    const issued = await issueCode(sandbox);
    await exchange(sandbox, issued);
    const log = sandbox.control.requests();
    expect(log.map((r) => [r.host, r.method, r.path, r.status, r.grantType])).toEqual([
      ["web", "GET", "/oauth/authorize", 302, undefined],
      ["api", "POST", "/oauth/token", 200, "authorization_code"],
    ]);
    expect(JSON.stringify(log)).not.toContain(issued.code);
  });

  it("rotateClientSecret: the new secret works, the old one is invalid_client at once", async () => {
    const tokens = await install(sandbox);
    const secret = sandbox.control.rotateClientSecret(CLIENT_ID);
    expect((await refresh(sandbox, tokens.refresh_token)).status).toBe(401);
    expect((await refresh(sandbox, tokens.refresh_token, { authorization: basic(CLIENT_ID, secret) })).status).toBe(
      200,
    );
  });

  it("reset() forgets tokens, counters, settings, time offset and rotated secrets", async () => {
    const tokens = await install(sandbox);
    sandbox.control.rotateClientSecret(CLIENT_ID);
    sandbox.control.setRole("analyst");
    sandbox.control.setUnavailable(true);
    sandbox.control.advance(1000);
    sandbox.control.reset();
    expect(sandbox.control.state()).toEqual({
      now: START,
      nowIso: "2024-06-01T12:00:00.000Z",
      user: { role: "owner", accountId: ACCOUNT },
      decision: "grant",
      unavailable: false,
      tokenCalls: { authorization_code: 0, refresh_token: 0, other: 0, total: 0 },
      installations: [],
      prismPids: [],
    });
    expect(sandbox.control.requests()).toEqual([]);
    expect((await refresh(sandbox, tokens.refresh_token)).json.error_description).toBe("Refresh token does not exist");
  });
});

describe("over HTTP", () => {
  const control = async (route: string, body?: unknown, method = body === undefined ? "GET" : "POST") => {
    const response = await fetch(`${sandbox.baseUrl}/__sandbox/${route}`, {
      method,
      headers: { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });
    return { status: response.status, json: (await response.json()) as any };
  };

  it("GET state", async () => {
    const { status, json } = await control("state");
    expect(status).toBe(200);
    expect(json.user).toEqual({ role: "owner", accountId: ACCOUNT });
  });

  it("POST advance moves time", async () => {
    expect(await control("advance", { ms: 60_000 })).toEqual({ status: 200, json: { now: START + 60_000 } });
  });

  it("POST role, account and decision change the user", async () => {
    expect((await control("role", { role: "analyst" })).status).toBe(200);
    expect((await control("account", { accountId: OTHER_ACCOUNT })).status).toBe(200);
    expect((await control("decision", { decision: "deny" })).status).toBe(200);
    expect((await control("state")).json).toMatchObject({
      user: { role: "analyst", accountId: OTHER_ACCOUNT },
      decision: "deny",
    });
  });

  it("POST unavailable switches the OAuth service off and on", async () => {
    await control("unavailable", { on: true, retryAfterSeconds: 9 });
    const off = await refresh(sandbox, "x");
    expect([off.status, off.headers.get("retry-after")]).toEqual([503, "9"]);
    await control("unavailable", { on: false });
    expect((await refresh(sandbox, "x")).status).toBe(400);
  });

  it("POST uninstall, GET token-calls and requests", async () => {
    await install(sandbox);
    expect(await control("uninstall", { accountId: ACCOUNT, clientId: CLIENT_ID })).toEqual({
      status: 200,
      json: { uninstalled: true },
    });
    expect((await control("token-calls")).json).toEqual({
      authorization_code: 1,
      refresh_token: 0,
      other: 0,
      total: 1,
    });
    expect((await control("requests")).json.map((r: { path: string }) => r.path)).toContain("/oauth/token");
  });

  it("POST rotate-secret returns the new secret", async () => {
    const { status, json } = await control("rotate-secret", { clientId: CLIENT_ID });
    expect(status).toBe(200);
    expect(json.clientSecret).toMatch(/^[A-Za-z0-9_-]{40}$/);
  });

  it("POST fault", async () => {
    const body = {
      host: "api",
      path: "/oauth/token",
      status: 403,
      headers: { "content-type": "text/html" },
      body: "<p>no</p>",
    };
    expect(await control("fault", body)).toEqual({ status: 200, json: { ok: true } });
    const result = await refresh(sandbox, "x");
    expect([result.status, result.text]).toEqual([403, "<p>no</p>"]);
    expect((await control("fault", { ...body, headers: "x" })).json).toEqual({
      error: 'field "headers" must be of type object',
    });
  });

  it("POST reset", async () => {
    await control("advance", { ms: 5 });
    expect(await control("reset", {})).toEqual({ status: 200, json: { ok: true } });
    expect((await control("state")).json.now).toBe(START);
  });

  it.each([
    ["advance", { ms: "1" }, 'field "ms" must be of type number'],
    ["advance", { ms: -1 }, "advance() needs a finite, non-negative number of ms, got -1"],
    ["advance", {}, 'missing field "ms"'],
    ["role", { role: "x", extra: 1 }, 'unknown field "extra"'],
    ["decision", { decision: "maybe" }, "decision is grant, deny or prompt"],
    ["account", { accountId: "nope" }, 'no account "nope" in the config'],
    ["advance", "[1]", "the body must be a JSON object"],
    ["advance", "{", "the body must be a JSON object"],
  ])("POST %s %j → 400 naming the problem", async (route, body, error) => {
    expect(await control(route, body)).toEqual({ status: 400, json: { error } });
  });

  it("an unknown route → 404, a wrong method → 405", async () => {
    expect((await control("nope")).status).toBe(404);
    expect((await control("advance")).status).toBe(405);
    expect((await control("state", {})).status).toBe(405);
  });
});

it("a sandbox started with its own ManualClock keeps it apart from others", async () => {
  const clock = new ManualClock(0);
  const other = await startSandbox({ config: testConfig(), clock, prism: false });
  try {
    expect(other.control.now()).toBe(0);
    expect(sandbox.control.now()).toBe(START);
  } finally {
    await other.stop();
  }
});
