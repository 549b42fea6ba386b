/**
 * The checks of the authorization callback, before any token call (service document, "Authorization callback query
 * parameters"; RFC 6749 §4.1.2; RFC 9700 §4.7; revforge's docs/safety.md, O4, and its cases B47 to B54). In order:
 *
 * 1. an unreadable or oversized callback → `malformed`;
 * 2. `state`, `code`, `error`, `error_description`, `error_uri` or `iss` given more than once → `duplicate_parameter`
 *    (oauth4webapi: "must be provided only once");
 * 3. no `state` → `missing_state` (so an `error` without state fails here, B50);
 * 4. a state not shaped like ours → `invalid_state`, without a store lookup;
 * 5. a `sessionState` (the value of the cookie set with the URL) that differs → `state_mismatch`: a state from
 *    another browser session (login CSRF), not consumed;
 * 6. the state taken from the store (single use): unknown, expired (10 min, checked against the manager's clock
 *    whatever the store does) or already used → `invalid_state`; an entry without its installation id, verifier or
 *    redirect URI → an OAuthError `store_error`, thrown;
 *    from here on the pending authorization is gone whatever happens, so its verifier cannot be used twice;
 * 7. `access_token`, `id_token` or `token` in the query → `implicit_flow` (B52);
 * 8. an `iss` (RFC 9207) other than the configured issuer → `unexpected_issuer`; the service sends none, so with no
 *    issuer configured any `iss` comes from another authorization server (mix-up, RFC 9700 §4.4);
 * 9. `error=access_denied` → the `denied` outcome; another `error` → the `error` outcome with the code when it is one
 *    of RFC 6749 §4.1.2.1, else `unknown`;
 * 10. no `code` (oauth4webapi lets this pass, B51) → `missing_code`;
 * 11. a code seen before (a SHA-256 of it, kept 10 minutes) → `code_reused`, answered locally (B53).
 *
 * Outcomes carry codes, never callback text: `error_description` is not read at all, so nothing the callback carried
 * can be reflected into a page or a log (B50).
 *
 * This file is copied into generated/client/oauth/.
 */

import { OAuthError } from "./errors.js";
import { CODE_VERIFIER_PATTERN, constantTimeEqual, sha256Key, STATE_PATTERN } from "./pkce.js";
import type { PendingAuthorization, StateStore } from "./state-store.js";

export type CallbackRejection =
  | "malformed"
  | "duplicate_parameter"
  | "missing_state"
  | "invalid_state"
  | "state_mismatch"
  | "implicit_flow"
  | "unexpected_issuer"
  | "missing_code"
  | "code_reused";

/** RFC 6749 §4.1.2.1 error codes other than access_denied, and `unknown` for anything else. */
export type AuthorizationErrorCode =
  | "invalid_request"
  | "unauthorized_client"
  | "unsupported_response_type"
  | "invalid_scope"
  | "server_error"
  | "temporarily_unavailable"
  | "unknown";

export type CallbackOutcome =
  /** Tokens obtained and stored. */
  | { status: "installed"; installationId: string; scope: string }
  /** The user denied (`error=access_denied`). */
  | { status: "denied"; installationId: string }
  /** The authorization server answered with another error. */
  | { status: "error"; installationId: string; error: AuthorizationErrorCode }
  /** The callback was refused before any token call. */
  | { status: "rejected"; reason: CallbackRejection }
  /** The code exchange failed (`exchange_rejected`: start again; never an uninstall). */
  | { status: "failed"; installationId: string; error: OAuthError };

/** What the checks leave to do: an outcome, or a code to exchange. */
export type CallbackCheck = CallbackOutcome | { status: "exchange"; pending: PendingAuthorization; code: string };

export interface CallbackContext {
  readonly stateStore: StateStore;
  /** The manager's clock: expiry is checked here too, so a store that does not expire entries stays safe. */
  readonly now: () => number;
  readonly issuer: string | undefined;
  readonly codes: SeenCodes;
}

const KNOWN_ERRORS: ReadonlySet<string> = new Set([
  "invalid_request",
  "unauthorized_client",
  "unsupported_response_type",
  "invalid_scope",
  "server_error",
  "temporarily_unavailable",
]);
const SINGLE = ["state", "code", "error", "error_description", "error_uri", "iss"];
const IMPLICIT = ["access_token", "id_token", "token"];
const MAX_CALLBACK = 16 * 1024;
const CODE = /^[\x21-\x7e]{1,4096}$/;

export async function checkCallback(
  ctx: CallbackContext,
  input: URL | URLSearchParams | string,
  sessionState: string | undefined,
): Promise<CallbackCheck> {
  const rejected = (reason: CallbackRejection): CallbackOutcome => ({ status: "rejected", reason });
  const params = readParams(input);
  if (params === undefined) return rejected("malformed");
  if (SINGLE.some((name) => params.getAll(name).length > 1)) return rejected("duplicate_parameter");
  const state = params.get("state");
  if (state === null || state === "") return rejected("missing_state");
  if (!STATE_PATTERN.test(state)) return rejected("invalid_state");
  if (sessionState !== undefined && !constantTimeEqual(state, sessionState)) return rejected("state_mismatch");
  // `null` is what a shared store gives for an unknown key (Redis GETDEL): unknown, as undefined is.
  const pending = await ctx.stateStore.take(state);
  if (pending === undefined || pending === null || !(ctx.now() < pending.expiresAt)) return rejected("invalid_state");
  // An entry that lost a field (a column left out, a JSON round trip) would send the code without its PKCE verifier
  // or redirect URI, or store the tokens under no installation: the store's fault, reported before any token call.
  if (!whole(pending)) {
    throw new OAuthError(
      "store_error",
      "the state store returned an entry without a valid installationId, codeVerifier or redirectUri",
    );
  }
  const { installationId } = pending;
  if (IMPLICIT.some((name) => params.has(name))) return rejected("implicit_flow");
  const iss = params.get("iss");
  if (iss !== null && (ctx.issuer === undefined || iss !== ctx.issuer)) return rejected("unexpected_issuer");
  const error = params.get("error");
  if (error !== null) {
    if (error === "access_denied") return { status: "denied", installationId };
    const code = KNOWN_ERRORS.has(error) ? (error as AuthorizationErrorCode) : "unknown";
    return { status: "error", installationId, error: code };
  }
  const code = params.get("code");
  if (code === null || code === "") return rejected("missing_code");
  if (!CODE.test(code)) return rejected("malformed");
  if (!(await ctx.codes.firstSight(code))) return rejected("code_reused");
  return { status: "exchange", pending, code };
}

/** Whether a stored entry holds what the exchange sends and stores: the store is the host's code, not ours. */
function whole(p: PendingAuthorization): boolean {
  const { installationId, codeVerifier, redirectUri } = p;
  return (
    typeof installationId === "string" &&
    installationId !== "" &&
    typeof codeVerifier === "string" &&
    CODE_VERIFIER_PATTERN.test(codeVerifier) &&
    typeof redirectUri === "string" &&
    redirectUri !== ""
  );
}

function readParams(input: URL | URLSearchParams | string): URLSearchParams | undefined {
  if (input instanceof URLSearchParams) return input.toString().length > MAX_CALLBACK ? undefined : input;
  if (input instanceof URL) return input.href.length > MAX_CALLBACK ? undefined : input.searchParams;
  if (typeof input !== "string" || input.length > MAX_CALLBACK) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(input)) {
    try {
      return new URL(input).searchParams;
    } catch {
      return undefined;
    }
  }
  return new URLSearchParams(input.startsWith("?") ? input.slice(1) : input);
}

/** The "code seen" guard: SHA-256 keys of codes presented in the last 10 minutes (codes live 5), bounded. */
export class SeenCodes {
  readonly #seen = new Map<string, number>();
  readonly #now: () => number;
  readonly #ttlMs: number;
  readonly #max: number;

  constructor(now: () => number, ttlMs: number = 600_000, max: number = 10_000) {
    this.#now = now;
    this.#ttlMs = ttlMs;
    this.#max = max;
  }

  /** True the first time `code` is presented; records it. */
  async firstSight(code: string): Promise<boolean> {
    const key = await sha256Key(code);
    const now = this.#now();
    const until = this.#seen.get(key);
    if (until !== undefined && until > now) return false;
    if (this.#seen.size >= this.#max) {
      for (const [k, t] of this.#seen) if (t <= now || this.#seen.size >= this.#max) this.#seen.delete(k);
    }
    this.#seen.set(key, now + this.#ttlMs);
    return true;
  }
}
