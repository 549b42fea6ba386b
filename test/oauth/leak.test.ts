/**
 * The secret-leak sweep, docs/safety.md S8 (B62): the scenarios of B47 to B61 run against a server that echoes every
 * secret it receives (request body, Authorization header) back in its error descriptions, HTML pages, text bodies and
 * invalid token responses. Every log entry, console line, onUninstalled event, outcome, thrown error (message, stack,
 * String(), JSON.stringify, util.inspect with hidden fields) is captured, then searched for every secret value (client
 * secret, base64(id:secret), access and refresh tokens, codes, verifiers) in every form it may travel in: plain,
 * URL-encoded (both hex cases, and `+` for spaces), JSON-escaped, base64 and base64url; and for a 16-character prefix
 * of each, so a cut-off snippet cannot leak half a token.
 */
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOAuth } from "../../templates/oauth/index.js";
import { createRuntimeClient } from "../../templates/runtime/index.js";
import { getProfile } from "../runtime/ops.js";
import { hang, json, startServer, text, type FnReply, type Recorded, type TestServer } from "../runtime/server.js";
import {
  ACCESS_1,
  ACCESS_2,
  ACCESS_3,
  CLIENT_ID,
  CLIENT_SECRET,
  form,
  harness,
  install,
  REDIRECT,
  REFRESH_1,
  tokenReply,
  type Harness,
} from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const captured: string[] = [];
const harnesses: Harness[] = [];

function capture(value: unknown): void {
  if (value instanceof Error) {
    captured.push(value.message, value.stack ?? "", String(value), JSON.stringify(value));
    captured.push(inspect(value, { depth: 8, showHidden: true }));
  } else {
    captured.push(JSON.stringify(value) ?? String(value), inspect(value, { depth: 8, showHidden: true }));
  }
}

/** Runs a step, capturing its outcome or what it threw. A string result is an access token handed out by design. */
async function run(fn: () => Promise<unknown>): Promise<void> {
  try {
    const result = await fn();
    if (typeof result !== "string") capture(result);
  } catch (e) {
    capture(e);
  }
}

/** A reply echoing everything the request carried, in a body of `type`. */
const echo =
  (status: number, type: string, shape: (all: string) => string, headers: Record<string, string> = {}): FnReply =>
  (_req, res) => {
    const r = server.requests.at(-1)!;
    const all = `${r.body} ${decodeURIComponent(r.body.replace(/\+/g, " "))} ${r.headers.authorization ?? ""}`;
    res.writeHead(status, { "content-type": type, ...headers });
    res.end(shape(all));
  };
const oauthError = (code: string) => (all: string) =>
  JSON.stringify({ error: code, error_description: `echo: ${all}` });
const apiError = (all: string) =>
  JSON.stringify({ errors: [{ status: 401, code: "authentication_failed", title: "no", detail: `echo: ${all}` }] });

function h(overrides: Parameters<typeof harness>[1] = {}): Harness {
  const made = harness(server, { timeoutMs: 300, ...overrides });
  harnesses.push(made);
  return made;
}

async function installed(): Promise<Harness> {
  const made = h();
  await install(made, server, "acct-1");
  return made;
}

const expire = (x: Harness) => (x.clock.t += 2 * 3600_000);

describe("secret-leak sweep (62)", () => {
  it("runs the scenarios of B47 to B61 with every channel captured", async () => {
    const consoleSpies = (["log", "warn", "error", "info", "debug"] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation((...args: unknown[]) => void captured.push(args.map(String).join(" "))),
    );
    try {
      // 47-54: callbacks, the exchange refused with echoes, then installed.
      const a = h();
      const { state } = await a.oauth.authorize({ installationId: "acct-1" });
      await run(() => a.oauth.handleCallback(`${REDIRECT}?code=c1&state=${state}&state=${state}`));
      await run(() =>
        a.oauth.handleCallback(`${REDIRECT}?error=access_denied&error_description=${ACCESS_1}&state=${state}`),
      );
      await run(() => a.oauth.handleCallback(`${REDIRECT}?code=${encodeURIComponent(ACCESS_3)}&state=${state}`));
      for (const reply of [
        echo(400, "application/json", oauthError("invalid_grant")),
        echo(400, "application/json", (all) => JSON.stringify(`Invalid "code_verifier" ${all}`)),
        echo(401, "application/json", oauthError("invalid_client")),
        echo(403, "text/html", (all) => `<html>${all}</html>`),
        echo(200, "application/json", (all) => JSON.stringify({ access_token: all.slice(0, 90), token_type: "mac" })),
        echo(200, "text/plain", (all) => all),
        echo(500, "text/plain", (all) => all),
      ]) {
        await run(() => install(h(), server, "acct-x", undefined, "code+/=%&-unique-1"));
        server.reset();
        await run(() => install(h(), server, "acct-x", reply as never, `code+/=%&-${Math.random()}`));
      }
      // 55: a good install (4096/512), and a refresh without refresh_token.
      const b = await installed();
      expire(b);
      server.reply(json(200, { access_token: ACCESS_2, token_type: "bearer" }));
      await run(() => b.oauth.accessToken("acct-1"));
      // 57, 59: 429, 5xx, HTML 403, invalid_client, invalid response, timeout, all echoing; tokens kept.
      for (const reply of [
        echo(429, "application/json", oauthError("rate_limit_exceeded"), { "retry-after": "1" }),
        echo(503, "text/plain", (all) => all),
        echo(500, "application/json", oauthError("server_error")),
        echo(403, "text/html", (all) => `<html><body>${all}</body></html>`),
        echo(401, "application/json", oauthError("invalid_client")),
        echo(400, "application/json", oauthError("invalid_request")),
        echo(200, "application/json", (all) => JSON.stringify({ access_token: `${all}\n`, token_type: "bearer" })),
        echo(200, "application/json", (all) => `{"access_token": "${all.slice(0, 100)}`),
        hang,
      ]) {
        const c = await installed();
        expire(c);
        server.reply(reply);
        await run(() => c.oauth.accessToken("acct-1"));
        await run(() => c.oauth.accessToken("acct-1"));
        await run(() => c.oauth.refresh("acct-1"));
        server.reset();
      }
      // 57: the local limiter.
      const d = await installed();
      for (let i = 0; i < 11; i++) {
        server.reply(tokenReply(ACCESS_3, REFRESH_1));
        await run(() => d.oauth.refresh("acct-1"));
      }
      server.reset();
      // 43, 58: the runtime client with the provider; the API echoes the bearer token in its 401.
      const e = await installed();
      const client = createRuntimeClient({
        baseUrl: server.url,
        revision: "2024-05-15",
        auth: e.oauth.auth("acct-1"),
        sleep: async () => {},
        onWarning: (m) => captured.push(m),
      });
      server.reply(
        echo(401, "application/json", apiError),
        tokenReply(ACCESS_2, REFRESH_1),
        echo(401, "application/json", apiError),
      );
      await run(() => client.request(getProfile, { path: { id: "1" } }));
      // 56: invalid_grant echoing the refresh token → uninstalled; then calls on it.
      const f = await installed();
      expire(f);
      server.reply(echo(400, "application/json", oauthError("invalid_grant")));
      await run(() => f.oauth.accessToken("acct-1"));
      await run(() => f.oauth.accessToken("acct-1"));
      await run(() => f.oauth.installation("acct-1"));
      // 61: revoke echoes.
      for (const replies of [
        [echo(400, "application/json", oauthError("unsupported_token_type"))],
        [
          echo(503, "text/plain", (all) => all),
          echo(503, "text/plain", (all) => all),
          echo(503, "text/plain", (all) => all),
        ],
        [echo(200, "text/html", (all) => `<html>${all}</html>`)],
        [echo(403, "text/html", (all) => `<html>${all}</html>`)],
      ]) {
        const g = await installed();
        server.reply(...replies);
        await run(() => g.oauth.revoke("acct-1"));
        server.reset();
      }
      // Options with a broken secret.
      await run(async () =>
        createOAuth({
          clientId: CLIENT_ID,
          clientSecret: `${CLIENT_SECRET}\r\n`,
          baseUrl: server.url,
          authorizeUrl: "https://authorize.example",
          redirectUris: [REDIRECT],
          scopes: [],
        }),
      );
    } finally {
      for (const spy of consoleSpies) spy.mockRestore();
    }
    for (const made of harnesses) {
      for (const entry of made.logs) capture(entry);
      capture(made.uninstalled);
    }
  }, 30_000);

  it("captured none of the secrets, in any form", () => {
    const requests: Recorded[] = server.requests;
    const verifiers = requests.map((r) => form(r.body).code_verifier).filter((v): v is string => v !== undefined);
    const codes = requests.map((r) => form(r.body).code).filter((v): v is string => v !== undefined);
    expect(verifiers.length).toBeGreaterThan(5);
    const secrets = [
      CLIENT_SECRET,
      `${CLIENT_ID}:${CLIENT_SECRET}`,
      Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64"),
      ACCESS_1,
      ACCESS_2,
      ACCESS_3,
      REFRESH_1,
      ...verifiers,
      ...codes,
    ];
    const haystack = captured.join("\n");
    expect(haystack.length).toBeGreaterThan(10_000);
    // The sweep is only worth something if the secrets were in play: the server got and echoed them.
    const sent = requests.map((r) => `${r.body} ${r.headers.authorization ?? ""}`).join("\n");
    for (const secret of [REFRESH_1, verifiers[0]!]) expect(sent).toContain(encodeURIComponent(secret).slice(0, 16));
    const hits: string[] = [];
    for (const secret of secrets) {
      for (const f of forms(secret))
        if (haystack.includes(f)) hits.push(`${secret.slice(0, 12)}… as ${f.slice(0, 24)}…`);
    }
    expect(hits).toEqual([]);
    expect(haystack).not.toContain("s3cr3t");
  });
});

/** Every form a secret may travel in, computed with Node's encoders (independent of the implementation). */
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
  // A prefix long enough to be unique, in the plain and URL-encoded forms.
  const prefixes = secret.length > 24 ? [secret.slice(0, 16), encodeURIComponent(secret.slice(0, 16))] : [];
  return [...new Set([...all, ...prefixes])];
}
