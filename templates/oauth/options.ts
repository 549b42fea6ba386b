/**
 * The options of `createOAuth` and their one-time checks. Messages never show the client secret (it is registered
 * with a Redactor before anything can fail), and refuse what would be unsafe later: a token endpoint on plain http
 * off loopback, a client id with `:` (it would break HTTP Basic), a redirect URI with a fragment (RFC 6749 §3.1.2).
 *
 * This file is copied into generated/client/oauth/.
 */

import { createRuntimeClient, type FetchLike } from "../runtime/client.js";
import { Redactor } from "../runtime/redact.js";
import { checkBaseUrl } from "../runtime/url.js";
import { ALWAYS_SCOPE, SCOPE } from "./authorize.js";
import { OAuthError } from "./errors.js";
import type { OAuthLogEntry, UninstalledEvent } from "./events.js";
import type { StateStore } from "./state-store.js";
import type { TokenStore } from "./token-store.js";

export interface OAuthOptions {
  clientId: string;
  /** Server side only; redacted everywhere. */
  clientSecret: string;
  /** `{base_url}`: the API host, which serves /oauth/token and /oauth/revoke (https; http for loopback). */
  baseUrl: string;
  /** `{authorize_url}`: the web host serving /oauth/authorize. */
  authorizeUrl: string;
  /** The app's allowlisted redirect URLs, exactly as registered. */
  redirectUris: readonly string[];
  /** The app's configured scopes (`accounts:read` is added). */
  scopes: readonly string[];
  /** Default: in memory (lost on restart). */
  tokenStore?: TokenStore;
  /** Default: in memory, 10-minute entries. */
  stateStore?: StateStore;
  /** The expected `iss` of callbacks (RFC 9207), if the service ever sends one. */
  issuer?: string;
  /** Told when an installation becomes uninstalled (invalid_grant or revoke); awaited; errors are logged. */
  onUninstalled?: (event: UninstalledEvent) => void | Promise<void>;
  /** Receives log entries (redacted). Default: none. */
  log?: (entry: OAuthLogEntry) => void;
  fetch?: FetchLike;
  /** Per token-endpoint attempt, ms. Default 15 000. */
  timeoutMs?: number;
  /** Longest a caller waits for a rate-limited refresh before getting RateLimitError, ms. Default 60 000. */
  maxRefreshWaitMs?: number;
  /** How often a manager re-reads the store while another process refreshes, ms. Default 200. */
  pollIntervalMs?: number;
  /** Lifetime of a pending authorization, ms. Default 600 000 (10 minutes). */
  stateTtlMs?: number;
  now?: () => number;
  random?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface CheckedOptions {
  /** The checked base URLs, without a trailing slash. */
  baseUrl: string;
  authorizeUrl: string;
  /** The app's scopes with `accounts:read`, deduplicated. */
  scopes: string[];
  /** A numeric option, or its default. */
  number: (name: keyof OAuthOptions, fallback: number, zeroOk?: boolean) => number;
}

const INSTALLATION_ID = /^[^\x00-\x1f\x7f]{1,200}$/;

export function checkId(installationId: unknown): asserts installationId is string {
  if (typeof installationId !== "string" || !INSTALLATION_ID.test(installationId)) {
    throw new OAuthError("invalid_config", "installationId must be 1 to 200 characters without control characters");
  }
}

/** Validates the options once; messages never show the client secret. */
export function checkOptions(options: OAuthOptions): CheckedOptions {
  const fail = (message: string): never => {
    throw new OAuthError("invalid_config", message);
  };
  if (typeof options !== "object" || options === null) fail("createOAuth needs options");
  const { clientId, clientSecret } = options;
  if (typeof clientId !== "string" || clientId === "") fail("clientId is required");
  if (typeof clientSecret !== "string" || clientSecret === "") fail("clientSecret is required");
  let baseUrl = "";
  let authorizeUrl = "";
  const redactor = new Redactor();
  redactor.add(clientSecret);
  try {
    createRuntimeClient({
      baseUrl: options.baseUrl,
      revision: null,
      auth: { clientCredentials: { clientId, clientSecret } },
    });
    baseUrl = checkBaseUrl(options.baseUrl).href;
  } catch (e) {
    fail(redactor.redact(`baseUrl or client credentials: ${e instanceof Error ? e.message : "invalid"}`));
  }
  try {
    authorizeUrl = checkBaseUrl(options.authorizeUrl).href;
  } catch (e) {
    fail(`authorizeUrl: ${e instanceof Error ? e.message : "invalid"}`);
  }
  if (!Array.isArray(options.redirectUris) || options.redirectUris.length === 0)
    fail("redirectUris: give at least one");
  for (const uri of options.redirectUris)
    if (!redirectUriOk(uri))
      fail("redirectUris: each must be an absolute https URL (http for loopback) without a fragment");
  if (!Array.isArray(options.scopes)) fail("scopes: give the app's configured scopes");
  for (const scope of options.scopes)
    if (typeof scope !== "string" || !SCOPE.test(scope)) fail("scopes: each must be a scope value");
  const scopes = [...new Set([ALWAYS_SCOPE, ...options.scopes])];
  const number = (name: keyof OAuthOptions, fallback: number, zeroOk = false): number => {
    const value = options[name];
    if (value === undefined) return fallback;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || (!zeroOk && value === 0)) {
      return fail(`${name} must be a ${zeroOk ? "non-negative" : "positive"} finite number`);
    }
    return value;
  };
  return { baseUrl, authorizeUrl, scopes, number };
}

function redirectUriOk(uri: unknown): boolean {
  if (typeof uri !== "string" || uri.includes("#")) return false;
  try {
    const url = new URL(uri);
    const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
    return url.protocol === "https:" || (url.protocol === "http:" && loopback);
  } catch {
    return false;
  }
}
