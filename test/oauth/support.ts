/**
 * Shared pieces of the OAuth tests: secrets with characters that change under URL and form encoding (so a leak in
 * any form is caught), token responses, an injected clock and sleep (every wait is recorded and advances the clock,
 * so rate-limit and backoff waits are asserted exactly without fake timers touching the scripted server), a manager
 * factory wired to the scripted 127.0.0.1 server of the runtime tests, and a helper that installs an app instance
 * through the real authorize → callback → exchange path.
 */
import {
  createOAuth,
  MemoryTokenStore,
  type OAuth,
  type OAuthLogEntry,
  type OAuthOptions,
} from "../../templates/oauth/index.js";
import { json, type DataReply, type TestServer } from "../runtime/server.js";

export const CLIENT_ID = "app-7f3c2a";
export const CLIENT_SECRET = "cs_s3cr3t+/=&?value#9";
export const REDIRECT = "https://integration.example/oauth/callback";
export const SCOPES = ["profiles:read", "events:write", "lists:write"];

/** A token of `length` visible-ASCII characters, unique per `tag`, with `+`, `/`, `=`, `%` and `&` inside. */
export function token(tag: string, length: number): string {
  const head = `${tag}+/=%&~`;
  let body = "";
  for (let i = 0; body.length < length - head.length; i++) body += ((i * 7919) % 36).toString(36);
  return head + body.slice(0, length - head.length);
}

export const ACCESS_1 = token("at1", 4096);
export const ACCESS_2 = token("at2", 4096);
export const ACCESS_3 = token("at3", 600);
export const REFRESH_1 = token("rt1", 512);
export const CODE_1 = "code+/=%&-0123456789abcdef";

export function tokenReply(
  accessToken: string,
  refreshToken: string | undefined,
  extra: Record<string, unknown> = {},
): DataReply {
  return json(200, {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: 3600,
    ...(refreshToken === undefined ? {} : { refresh_token: refreshToken }),
    scope: "accounts:read profiles:read",
    ...extra,
  });
}

export const invalidGrant = (description: string): DataReply =>
  json(400, { error: "invalid_grant", error_description: description });

export interface Clock {
  t: number;
  now: () => number;
  sleeps: number[];
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function clock(start = Date.UTC(2026, 0, 1)): Clock {
  const c: Clock = {
    t: start,
    now: () => c.t,
    sleeps: [],
    sleep: async (ms: number) => {
      c.sleeps.push(ms);
      c.t += ms;
    },
  };
  return c;
}

export interface Harness {
  oauth: OAuth;
  clock: Clock;
  store: MemoryTokenStore;
  logs: OAuthLogEntry[];
  uninstalled: { installationId: string; reason: string; source: string }[];
}

export function harness(server: TestServer, overrides: Partial<OAuthOptions> = {}): Harness {
  const c = clock();
  const store = new MemoryTokenStore();
  const logs: OAuthLogEntry[] = [];
  const uninstalled: Harness["uninstalled"] = [];
  const oauth = createOAuth({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    baseUrl: server.url,
    authorizeUrl: "https://authorize.example",
    redirectUris: [REDIRECT, "http://127.0.0.1:8080/cb"],
    scopes: SCOPES,
    tokenStore: store,
    now: c.now,
    sleep: c.sleep,
    random: () => 0,
    timeoutMs: 2_000,
    log: (entry) => logs.push(entry),
    onUninstalled: (event) => {
      uninstalled.push({ installationId: event.installationId, reason: event.reason, source: event.source });
    },
    ...overrides,
  });
  return { oauth, clock: c, store, logs, uninstalled };
}

/** Authorizes `installationId` and completes the callback with `code`, the server answering with `reply`. */
export async function install(
  h: { oauth: OAuth },
  server: TestServer,
  installationId: string,
  reply: DataReply = tokenReply(ACCESS_1, REFRESH_1),
  code = CODE_1,
) {
  const { state } = await h.oauth.authorize({ installationId });
  server.reply(reply);
  return h.oauth.handleCallback(`${REDIRECT}?code=${encodeURIComponent(code)}&state=${state}`);
}

/** The form fields of a recorded request body. */
export function form(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** Token-endpoint requests recorded by the server since index `from`. */
export function tokenCalls(server: TestServer, from = 0) {
  return server.requests.slice(from).filter((r) => r.url === "/oauth/token");
}
