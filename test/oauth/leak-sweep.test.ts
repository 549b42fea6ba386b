/**
 * The leak sweep by cut: a hostile token service echoes every secret the call knows (access and refresh tokens, the
 * code and verifier of an exchange, the client secret, `client_id:client_secret` whose base64 is the Basic header),
 * as it is, URL-encoded (encodeURIComponent, and the form encoding), base64, and cut at every length from 1 to 400, in
 * every error field of the code exchange, the refresh and the revoke. The access token is 1024 characters long, so
 * that every cut the runtime makes (an `error_description` to 300 bytes, a field to 2000, a snippet to 200) falls
 * inside it: a cut made before the call's secrets are redacted would leave hundreds of its characters behind.
 *
 * Every case is one whole flow through `createOAuth` (an in-process fetch answers), and everything it shows a person
 * is collected: the error's message, stack, String(), JSON.stringify, util.inspect with hidden fields, its `cause`
 * chain, the outcome (the revoke's included), every log entry, `onUninstalled` event and console line. A hit is any
 * 8-character run of the secret part of any form of any secret of the flow (Node's encoders, not the runtime's) found
 * in what was collected.
 *
 * Each case puts, in every field and header of one shape below, every secret of the flow in every form cut at one
 * length (space-separated: no form has a space), so that every field sees every cut of everything. On the
 * `error_description` that every flow shows at the end of its message (the first shape), the policy is asserted
 * exactly: a cut reaching 8 characters past the form's public head reads `[redacted]`; a shorter one is not a secret
 * and reads as the server sent it. The head is the encoded `client_id:` for the credentials pair, and empty for every
 * other secret.
 */
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOAuth, MemoryTokenStore, type OAuthLogEntry } from "../../templates/oauth/index.js";
import { FORMS, headIn, minimumCut, randomSecret, type Encode } from "../runtime/secrets.js";

const MIN_PARTIAL = 8;
const MAX_CUT = 400;
const CLIENT_ID = "app-7f3c2a";
const REDIRECT = "https://integration.example/oauth/callback";
const INSTALLATION = "acct-42";

const ACCESS = randomSecret(1, 1024);
const REFRESH = randomSecret(2, 512);
const CODE = randomSecret(3, 96);
const CLIENT_SECRET = randomSecret(4, 48);
const PAIR = `${CLIENT_ID}:${CLIENT_SECRET}`;

type SecretName = "access" | "refresh" | "code" | "verifier" | "clientSecret" | "pair";
type Flow = "exchange" | "refresh" | "revoke";

const FLOW_SECRETS: Record<Flow, SecretName[]> = {
  // A reinstall: the installation still has tokens, which the exchange knows too.
  exchange: ["access", "refresh", "code", "verifier", "clientSecret", "pair"],
  refresh: ["access", "refresh", "clientSecret", "pair"],
  revoke: ["access", "refresh", "clientSecret", "pair"],
};

/** The secrets of one case; the verifier is made by authorize() and read from the request. */
function valueOf(secret: SecretName, verifier: string): string {
  return { access: ACCESS, refresh: REFRESH, code: CODE, verifier, clientSecret: CLIENT_SECRET, pair: PAIR }[secret];
}

const publicHead = (secret: SecretName): string => (secret === "pair" ? `${CLIENT_ID}:` : "");

/** The forms the service echoes: plain, URL-encoded, form-encoded and base64. */
const ECHO_FORMS: Encode[] = [FORMS[0]!, FORMS[1]!, FORMS[3]!, FORMS[5]!];

interface Reply {
  status: number;
  type?: string;
  headers?: Record<string, string>;
  body?: string;
}

const JSON_TYPE = "application/json";
const jsonBody = (fields: unknown): Pick<Reply, "type" | "body"> => ({ type: JSON_TYPE, body: JSON.stringify(fields) });

/** The witness: every flow shows this `error_description` at the end of its message. */
const WITNESS = (v: string): Reply => ({
  status: 400,
  ...jsonBody({ error: "invalid_request", error_description: v }),
});

/** The hostile answers, each putting `v` in every place it has. */
const SHAPES: [name: string, reply: (v: string) => Reply][] = [
  ["400 error_description", WITNESS],
  [
    "400 with every OAuth field, WWW-Authenticate and a request id",
    (v) => ({
      status: 400,
      ...jsonBody({ error: v, error_description: v, error_uri: v, state: v, hint: v, nested: { token: v } }),
      headers: { "www-authenticate": `Basic realm="oauth", error_description="${v}"`, "x-request-id": v },
    }),
  ],
  ["400 invalid_grant", (v) => ({ status: 400, ...jsonBody({ error: "invalid_grant", error_description: v }) })],
  [
    "401 invalid_client with WWW-Authenticate",
    (v) => ({
      status: 401,
      ...jsonBody({ error: "invalid_client", error_description: v, error_uri: v }),
      headers: { "www-authenticate": `Bearer error="invalid_token", error_description="${v}"`, "request-id": v },
    }),
  ],
  [
    "400 JSON:API items",
    (v) => ({
      status: 400,
      ...jsonBody({
        errors: [
          { id: v, status: "400", code: "invalid", title: v, detail: v, source: { pointer: v, parameter: v } },
          { code: v, detail: v },
        ],
      }),
    }),
  ],
  [
    "429 with a request id",
    (v) => ({
      status: 429,
      ...jsonBody({ error: "rate_limited", error_description: v }),
      headers: { "retry-after": "1", "x-request-id": v },
    }),
  ],
  [
    "500 server_error",
    (v) => ({
      status: 500,
      ...jsonBody({ error: "server_error", error_description: v }),
      headers: { "x-request-id": v },
    }),
  ],
  ["503 text", (v) => ({ status: 503, type: "text/plain", body: v, headers: { "retry-after": "3" } })],
  ["400 text", (v) => ({ status: 400, type: "text/plain", body: v })],
  ["403 HTML page", (v) => ({ status: 403, type: "text/html", body: `<html><body><p>${v}</p></body></html>` })],
  ["200 text", (v) => ({ status: 200, type: "text/plain", body: v })],
  ["200 malformed JSON quoting it", (v) => ({ status: 200, type: JSON_TYPE, body: `{"access_token": "${v}` })],
  ["200 malformed JSON starting with it", (v) => ({ status: 200, type: JSON_TYPE, body: v })],
  ["400 malformed JSON", (v) => ({ status: 400, type: JSON_TYPE, body: `{"error": "${v}` })],
  [
    "200 token response with it in every field",
    (v) => ({
      status: 200,
      ...jsonBody({ access_token: v, token_type: v, expires_in: v, refresh_token: v, scope: v }),
    }),
  ],
  ["302 Location", (v) => ({ status: 302, headers: { location: `https://evil.example/${v}?token=${v}` } })],
];

/**
 * The 8-character runs of the secret part of every form of the given secrets, found in a text by a rolling hash
 * (each case collects tens of kilobytes).
 */
class RunIndex {
  /** 31^8 modulo 2^32: what the character leaving the window weighs once the window has moved. */
  static readonly #OUT = Array.from({ length: MIN_PARTIAL }).reduce<number>((p) => Math.imul(p, 31), 1);
  readonly #runs = new Map<number, string[]>();

  constructor(secrets: [value: string, head: string][]) {
    for (const [value, head] of secrets) {
      for (const encode of FORMS) {
        const form = encode(value);
        for (let i = headIn(value, head, encode); i + MIN_PARTIAL <= form.length; i++) {
          const run = form.slice(i, i + MIN_PARTIAL);
          const h = RunIndex.#hash(run, MIN_PARTIAL);
          const list = this.#runs.get(h);
          if (list === undefined) this.#runs.set(h, [run]);
          else if (!list.includes(run)) list.push(run);
        }
      }
    }
  }

  /** The polynomial hash (base 31, modulo 2^32) of the first `n` characters of `text`. */
  static #hash(text: string, n: number): number {
    let h = 0;
    for (let i = 0; i < n; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
    return h;
  }

  /** The first run found in `text`, if any. */
  find(text: string): string | undefined {
    let h = RunIndex.#hash(text, MIN_PARTIAL - 1);
    for (let end = MIN_PARTIAL; end <= text.length; end++) {
      h =
        (Math.imul(h, 31) +
          text.charCodeAt(end - 1) -
          Math.imul(text.charCodeAt(end - 1 - MIN_PARTIAL) || 0, RunIndex.#OUT)) |
        0;
      const list = this.#runs.get(h);
      if (list === undefined) continue;
      const run = text.slice(end - MIN_PARTIAL, end);
      if (list.includes(run)) return run;
    }
    return undefined;
  }
}

/** Everything a person may see of a value: for errors, every rendering and the `cause` chain. */
function renderings(value: unknown, out: Set<string>, depth = 0): void {
  if (value instanceof Error) {
    for (const text of [value.message, value.stack ?? "", String(value), JSON.stringify(value)]) out.add(text);
    out.add(inspect(value, { depth: 8, showHidden: true }));
    if (depth < 8 && value.cause !== undefined) renderings(value.cause, out, depth + 1);
  } else {
    out.add(JSON.stringify(value) ?? String(value));
    out.add(inspect(value, { depth: 8, showHidden: true }));
  }
}

const consoleLines: string[] = [];

interface CaseResult {
  /** Everything the flow showed. */
  seen: Set<string>;
  /** The message of the flow's error, if it failed. */
  message: string | undefined;
  /** The verifier the exchange sent (empty for the other flows). */
  verifier: string;
  logs: OAuthLogEntry[];
}

/** Runs one flow with a fresh manager, store and clock, the token service answering `answer(verifier)`. */
async function runCase(flow: Flow, answer: (verifier: string) => Reply): Promise<CaseResult> {
  let t = Date.UTC(2026, 0, 1);
  const logs: OAuthLogEntry[] = [];
  const events: unknown[] = [];
  let verifier = "";
  const store = new MemoryTokenStore();
  await store.compareAndSwap(INSTALLATION, 0, {
    status: "installed",
    accessToken: ACCESS,
    refreshToken: REFRESH,
    expiresAt: t - 1,
    scope: "accounts:read profiles:read",
    refreshTokenLastUsedAt: t - 1,
    installedAt: t - 1,
  });
  const oauth = createOAuth({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    baseUrl: "https://api.example",
    authorizeUrl: "https://authorize.example",
    redirectUris: [REDIRECT],
    scopes: ["profiles:read"],
    tokenStore: store,
    now: () => t,
    sleep: async (ms) => void (t += ms),
    random: () => 0,
    maxRefreshWaitMs: 0,
    log: (entry) => logs.push(entry),
    onUninstalled: (event) => void events.push(event),
    fetch: async (_url, init) => {
      verifier = new URLSearchParams(String(init.body)).get("code_verifier") ?? "";
      const r = answer(verifier);
      const headers = new Headers(r.headers);
      if (r.type !== undefined) headers.set("content-type", r.type);
      return new Response(r.body ?? null, { status: r.status, headers });
    },
  });
  let outcome: unknown;
  let error: unknown;
  try {
    if (flow === "exchange") {
      const { state } = await oauth.authorize({ installationId: INSTALLATION });
      outcome = await oauth.handleCallback(`${REDIRECT}?code=${encodeURIComponent(CODE)}&state=${state}`);
      error = (outcome as { error?: unknown }).error;
    } else if (flow === "refresh") {
      outcome = await oauth.refresh(INSTALLATION);
    } else {
      outcome = await oauth.revoke(INSTALLATION);
      error = (outcome as { error?: unknown }).error;
    }
  } catch (e) {
    error = outcome = e;
  }
  const seen = new Set<string>();
  renderings(outcome, seen);
  if (error !== outcome) renderings(error, seen);
  for (const entry of [...logs, ...events]) renderings(entry, seen);
  for (const line of consoleLines.splice(0)) seen.add(line);
  return { seen, message: error instanceof Error ? error.message : undefined, verifier, logs };
}

const index = new RunIndex(
  (["access", "refresh", "code", "clientSecret", "pair"] as const).map((s) => [valueOf(s, ""), publicHead(s)]),
);

/** The first hit in what a case showed, its own verifier included. */
function hitIn(result: CaseResult): string | undefined {
  const verifier = result.verifier === "" ? undefined : new RunIndex([[result.verifier, ""]]);
  for (const text of result.seen) {
    const hit = index.find(text) ?? verifier?.find(text);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

const counts: string[] = [];
const spies: { mockRestore(): void }[] = [];
beforeAll(() => {
  for (const method of ["log", "warn", "error", "info", "debug"] as const) {
    spies.push(vi.spyOn(console, method).mockImplementation((...args) => void consoleLines.push(args.join(" "))));
  }
});
afterAll(() => {
  for (const spy of spies) spy.mockRestore();
  console.info(counts.join("\n"));
});

describe("the report's case: the 1024-character access token in an error_description", () => {
  const echo = () => WITNESS(`token ${ACCESS} rejected`);
  const shown = "invalid_request: invalid_request: token [redacted] rejected";

  it("refresh: the OAuthError and the refresh_failed entry show [redacted]", async () => {
    const result = await runCase("refresh", echo);
    const message = `refreshing the tokens of installation ${INSTALLATION}: the OAuth endpoint refused the request. oauth_token: HTTP 400 ${shown}`;
    expect(result.message).toBe(message);
    expect(result.logs.filter((e) => e.event === "refresh_failed").map((e) => e.message)).toEqual([
      `${message}; tokens kept; next attempt in 1000 ms`,
    ]);
    expect(hitIn(result)).toBeUndefined();
  });

  it("revoke: the outcome's error and the revoke_failed entry", async () => {
    const result = await runCase("revoke", echo);
    expect(result.message).toBe(
      `revoking the tokens of installation ${INSTALLATION}: the OAuth endpoint refused the request. oauth_revoke: HTTP 400 ${shown}`,
    );
    expect(result.logs.map((e) => e.event)).toEqual(["uninstalled", "revoke_failed"]);
    expect(hitIn(result)).toBeUndefined();
  });

  it("exchange over an installed record: its tokens are secrets of the call too", async () => {
    const result = await runCase("exchange", () => WITNESS(`token ${ACCESS} refresh ${REFRESH.slice(0, 300)}`));
    expect(result.message).toBe(
      "the code exchange: the authorization code was refused; start the authorization again. " +
        "oauth_token: HTTP 400 invalid_request: invalid_request: token [redacted] refresh [redacted]",
    );
    expect(hitIn(result)).toBeUndefined();
  });
});

describe("a 2xx token response that is not JSON: its body is never shown (its new tokens are known to no one)", () => {
  const fresh = [randomSecret(11, 64), randomSecret(12, 64)];
  const reply = (): Reply => ({
    status: 200,
    type: "application/x-www-form-urlencoded",
    body: new URLSearchParams({ access_token: fresh[0]!, token_type: "bearer", refresh_token: fresh[1]! }).toString(),
  });
  const where = {
    exchange: "the code exchange",
    refresh: `refreshing the tokens of installation ${INSTALLATION}`,
  };

  it.each(["exchange", "refresh"] as const)("%s", async (flow) => {
    const result = await runCase(flow, reply);
    expect(result.message).toBe(
      `${where[flow]}: the token response is not JSON (HTTP 200, application/x-www-form-urlencoded; body not shown)`,
    );
    const index = new RunIndex(fresh.map((token) => [token, ""]));
    expect([...result.seen].map((text) => index.find(text)).filter((hit) => hit !== undefined)).toEqual([]);
  });
});

describe("the hit search", () => {
  it("finds a run of a secret's part anywhere, and nothing of a public head or of other text", () => {
    const found = (text: string) => index.find(text);
    expect(found(`xx${ACCESS.slice(500, 508)}yy`)).toBe(ACCESS.slice(500, 508));
    expect(found(`${Buffer.from(REFRESH).toString("base64").slice(40, 48)}`)).toBeDefined();
    expect(found(`${PAIR.slice(0, CLIENT_ID.length + 8)} ${ACCESS.slice(0, 7)}`)).toBeUndefined();
    expect(found(`${PAIR.slice(0, CLIENT_ID.length + 9)}`)).toBe(CLIENT_SECRET.slice(0, 8));
    expect(found("installation acct-42: [redacted] [redacted]")).toBeUndefined();
  });
});

/** What the witness must end with: each piece as the server sent it when shorter than its minimum, else redacted. */
function witnessEnd(flow: Flow, verifier: string, length: number): string {
  const shown = FLOW_SECRETS[flow].flatMap((secret) =>
    ECHO_FORMS.map((encode) => {
      const value = valueOf(secret, verifier);
      return length < minimumCut(value, publicHead(secret), encode) ? encode(value).slice(0, length) : "[redacted]";
    }),
  );
  return `invalid_request: invalid_request: ${shown.join(" ")}`;
}

describe.each(["exchange", "refresh", "revoke"] as const)("leak sweep by cut: %s", (flow) => {
  it.each(SHAPES)(
    "%s: every secret in every form cut at 1 to 400 and whole, no hit",
    async (shape, reply) => {
      let echoes = 0;
      let failed = 0;
      const hits: string[] = [];
      const offPolicy: string[] = [];
      for (let length = 1; length <= MAX_CUT + 1; length++) {
        const result = await runCase(flow, (verifier) => {
          const forms = FLOW_SECRETS[flow].flatMap((s) => ECHO_FORMS.map((encode) => encode(valueOf(s, verifier))));
          echoes += forms.length;
          // Past 400, every form whole.
          return reply(forms.map((form) => (length > MAX_CUT ? form : form.slice(0, length))).join(" "));
        });
        if (result.message !== undefined) failed++;
        const hit = hitIn(result);
        if (hit !== undefined) hits.push(`cut at ${length}: ${hit}`);
        if (reply === WITNESS && !result.message?.endsWith(witnessEnd(flow, result.verifier, length))) {
          offPolicy.push(`cut at ${length}: ${result.message}`);
        }
      }
      counts.push(`${flow}, ${shape}: ${MAX_CUT + 1} cases, ${echoes} echoes, ${hits.length} hits`);
      expect(hits.slice(0, 3)).toEqual([]);
      expect(offPolicy.slice(0, 3)).toEqual([]);
      // Every answer is an error the flow reports (and so shows), but a 2xx to a revoke, which is success by design.
      expect(failed).toBe(flow === "revoke" && reply("x").status < 300 ? 0 : MAX_CUT + 1);
    },
    120_000,
  );
});
