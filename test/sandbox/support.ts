/**
 * Shared by the sandbox tests: a test config (two accounts, two apps, small API quotas), a sandbox on a ManualClock,
 * and thin fetch helpers for each step of the flow. Everything goes over real HTTP to 127.0.0.1; nothing reaches into
 * the sandbox's state except through its control API.
 *
 * PKCE here is computed independently with node:crypto (not the sandbox's own helper), so a mistake in the sandbox's
 * S256 cannot cancel out.
 */
import { createHash, randomBytes } from "node:crypto";
import { expect } from "vitest";
import { ManualClock, startSandbox, type Sandbox, type SandboxConfig } from "../../scripts/sandbox/index.js";

export const ACCOUNT = "ACME000001";
export const OTHER_ACCOUNT = "GLOBEX0002";
export const CLIENT_ID = "app-one-7c1e";
export const CLIENT_SECRET = "secret-one-4a9f2b7e";
export const OTHER_CLIENT_ID = "app-two-93bd";
export const OTHER_CLIENT_SECRET = "secret-two-18c3d5aa";
export const REDIRECT_URI = "https://partner.example/oauth/callback";
export const REDIRECT_WITH_QUERY = "https://partner.example/cb?tenant=7";
export const PRIVATE_KEY = "pk_acme_0123456789abcdef";
export const SECOND_PRIVATE_KEY = "pk_acme_fedcba9876543210";
export const OTHER_PRIVATE_KEY = "pk_globex_0123456789abcd";
export const PUBLIC_KEY = "AcMe01";
export const OTHER_PUBLIC_KEY = "GlBx02";
export const ACCESS_TOKEN_LENGTH = 600;
export const REVISION = "2024-05-15";
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const START = Date.UTC(2024, 5, 1, 12, 0, 0);

export function testConfig(overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return {
    accounts: [
      {
        id: ACCOUNT,
        name: "Acme",
        publicKey: PUBLIC_KEY,
        privateKeys: [PRIVATE_KEY, SECOND_PRIVATE_KEY],
        appManagement: true,
      },
      { id: OTHER_ACCOUNT, name: "Globex", publicKey: OTHER_PUBLIC_KEY, privateKeys: [OTHER_PRIVATE_KEY] },
    ],
    user: { role: "owner", accountId: ACCOUNT },
    apps: [
      {
        name: "Partner <One>",
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUris: [REDIRECT_URI, REDIRECT_WITH_QUERY],
        scopes: ["profiles:read", "events:write"],
      },
      {
        name: "Partner Two",
        clientId: OTHER_CLIENT_ID,
        clientSecret: OTHER_CLIENT_SECRET,
        redirectUris: [REDIRECT_URI],
        scopes: ["profiles:read"],
        verified: true,
      },
    ],
    tokens: { accessTokenLength: ACCESS_TOKEN_LENGTH, expiresInSeconds: 3600 },
    rateLimits: {
      oauthApp: { limit: 5, windowSeconds: 60 },
      privateKey: { limit: 3, windowSeconds: 60 },
      publicKey: { limit: 3, windowSeconds: 60 },
    },
    ...overrides,
  };
}

export interface TestSandbox extends Sandbox {
  clock: ManualClock;
}

export async function start(options: { config?: SandboxConfig; prism?: boolean } = {}): Promise<TestSandbox> {
  const clock = new ManualClock(START);
  const sandbox = await startSandbox({ config: options.config ?? testConfig(), clock, prism: options.prism ?? false });
  return Object.assign(sandbox, { clock });
}

// ---------------------------------------------------------------------------------------------------------------------
// PKCE and the authorization page.

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export type AuthorizeParams = Record<string, string | undefined>;

export function authorizeParams(challenge: string, overrides: AuthorizeParams = {}): AuthorizeParams {
  return {
    client_id: CLIENT_ID,
    response_type: "code",
    redirect_uri: REDIRECT_URI,
    scope: "accounts:read profiles:read",
    state: "st-8f2c41",
    code_challenge_method: "S256",
    code_challenge: challenge,
    ...overrides,
  };
}

/** GET /oauth/authorize with the given parameters (undefined ones left out), without following the redirect. */
export function authorize(sandbox: Sandbox, params: AuthorizeParams | URLSearchParams): Promise<Response> {
  const query =
    params instanceof URLSearchParams
      ? params
      : new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
  return fetch(`${sandbox.authorizeUrl}/oauth/authorize?${query.toString()}`, { redirect: "manual" });
}

/** The query of a redirect's Location, after checking that it goes to `redirectUri`. */
export function callbackQuery(response: Response, redirectUri = REDIRECT_URI): URLSearchParams {
  expect(response.status).toBe(302);
  const location = response.headers.get("location") ?? "";
  const base = redirectUri.split("?")[0]!;
  expect(location.startsWith(`${base}?`), location).toBe(true);
  return new URL(location).searchParams;
}

export interface Issued {
  code: string;
  verifier: string;
  state: string;
}

export async function issueCode(sandbox: Sandbox, overrides: AuthorizeParams = {}): Promise<Issued> {
  const { verifier, challenge } = pkcePair();
  const params = authorizeParams(challenge, overrides);
  const query = callbackQuery(await authorize(sandbox, params), params.redirect_uri);
  return { code: query.get("code")!, verifier, state: query.get("state")! };
}

// ---------------------------------------------------------------------------------------------------------------------
// Token and revoke endpoints.

export const basic = (id = CLIENT_ID, secret = CLIENT_SECRET) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export async function reply(response: Response): Promise<Reply> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text === "" ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export interface PostOptions {
  /** The Authorization header; null leaves it out. Default: Basic for app one. */
  authorization?: string | null;
  contentType?: string | null;
  /** A raw body instead of the form. */
  body?: string;
  base?: string;
}

export async function post(
  sandbox: Sandbox,
  path: string,
  form: Record<string, string>,
  options: PostOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  const authorization = options.authorization === undefined ? basic() : options.authorization;
  if (authorization !== null) headers.authorization = authorization;
  const contentType = options.contentType === undefined ? "application/x-www-form-urlencoded" : options.contentType;
  if (contentType !== null) headers["content-type"] = contentType;
  const response = await fetch(`${options.base ?? sandbox.baseUrl}${path}`, {
    method: "POST",
    headers,
    body: options.body ?? new URLSearchParams(form).toString(),
    redirect: "manual",
  });
  return reply(response);
}

export const token = (sandbox: Sandbox, form: Record<string, string>, options?: PostOptions) =>
  post(sandbox, "/oauth/token", form, options);
export const revoke = (sandbox: Sandbox, form: Record<string, string>, options?: PostOptions) =>
  post(sandbox, "/oauth/revoke", form, options);

export function exchange(sandbox: Sandbox, issued: Issued, redirectUri = REDIRECT_URI, options?: PostOptions) {
  return token(
    sandbox,
    { grant_type: "authorization_code", code: issued.code, code_verifier: issued.verifier, redirect_uri: redirectUri },
    options,
  );
}

export function refresh(sandbox: Sandbox, refreshToken: string, options?: PostOptions) {
  return token(sandbox, { grant_type: "refresh_token", refresh_token: refreshToken }, options);
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

/** The whole install: authorize (as the current user), exchange; returns the token response. */
export async function install(
  sandbox: Sandbox,
  overrides: AuthorizeParams = {},
  options?: PostOptions,
): Promise<Tokens> {
  const issued = await issueCode(sandbox, overrides);
  const result = await exchange(sandbox, issued, overrides.redirect_uri ?? REDIRECT_URI, options);
  expect(result.status, result.text).toBe(200);
  return result.json as Tokens;
}

// ---------------------------------------------------------------------------------------------------------------------
// The API gateway.

export interface ApiOptions {
  revision?: string | null;
  authorization?: string | null;
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

export async function api(sandbox: Sandbox, target: string, options: ApiOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  const revision = options.revision === undefined ? REVISION : options.revision;
  if (revision !== null) headers.revision = revision;
  if (options.authorization !== undefined && options.authorization !== null)
    headers.authorization = options.authorization;
  if (options.json !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${sandbox.baseUrl}${target}`, {
    method: options.method ?? (options.json !== undefined ? "POST" : "GET"),
    headers,
    ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
  });
  return reply(response);
}

export const bearer = (accessToken: string) => `Bearer ${accessToken}`;

/** The API error document `body` must be: `expected` items, each with a fresh UUID id. */
export function expectApiError(body: unknown, expected: Record<string, unknown>[]): void {
  expect(body).toEqual({ errors: expected.map((e) => ({ id: expect.stringMatching(UUID), ...e })) });
}
