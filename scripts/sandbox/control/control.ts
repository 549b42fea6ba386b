/**
 * The control API: what a test (or, over HTTP, a person running `npm run sandbox`) can do to the sandbox from outside
 * the protocol: move time, change the simulated user, make the user deny or wait on the consent page, switch the
 * OAuth service off, uninstall an app as a user would in the service, rotate a client secret, inject faulty responses,
 * read counters and the state of installations, and reset everything. Handlers never call it; it only changes the context they read.
 */
import { randomToken } from "../random.js";
import { Registry } from "../state/registry.js";
import type { Decision } from "../config/types.js";
import type { RequestRecord, SandboxContext, TokenCallKind } from "../context.js";
import type { InstallationView } from "../state/tokens.js";
import type { Fault } from "./faults.js";

export interface SandboxState {
  now: number;
  nowIso: string;
  user: { role: string; accountId: string };
  decision: Decision;
  unavailable: boolean;
  unavailableRetryAfterSeconds?: number;
  tokenCalls: Record<TokenCallKind | "total", number>;
  installations: InstallationView[];
  prismPids: number[];
}

export interface SandboxControl {
  /** The sandbox's current time (epoch ms): the injected clock plus every `advance`. */
  now(): number;
  /** Moves the sandbox's time forward; expiry and rate-limit windows see it on the next request. */
  advance(ms: number): void;
  /** The simulated user's role: owner, admin and manager may grant; anything else gets the 403 page. */
  setRole(role: string): void;
  /** The account the simulated user is logged in to (codes are issued for it). */
  setAccount(accountId: string): void;
  /** What the user does on the authorization page when the URL has no `decision` parameter. */
  setDecision(decision: Decision): void;
  /** Switches the OAuth service to "temporarily unavailable": 503 with no body (optionally with Retry-After). */
  setUnavailable(on: boolean, options?: { retryAfterSeconds?: number }): void;
  /** The user uninstalls the app in the service: every token of the installation stops working. True if it was installed. */
  uninstall(accountId: string, clientId: string): boolean;
  /** Calls of POST /oauth/token so far, of one grant type or all. */
  tokenCalls(grantType?: TokenCallKind): number;
  installation(accountId: string, clientId: string): InstallationView;
  installations(): InstallationView[];
  /** The requests answered so far (paths only, no query strings), oldest first. */
  requests(): RequestRecord[];
  /** Generates a new client secret; the old one stops working at once. Returns the new one. */
  rotateClientSecret(clientId: string): string;
  /**
   * Queues a canned response for the next request(s) to `path` on the API host (`"api"`) or the web host (`"web"`):
   * status, headers, body, a delay before anything is sent, a body cut off after `truncateAt` bytes. Used up after
   * `times` requests (default 1); `reset()` clears the queue.
   */
  injectFault(host: "api" | "web", path: string, fault: Fault): void;
  /** PIDs of the Prism processes running for this sandbox. */
  prismPids(): number[];
  /** Everything above, as one JSON-ready value. */
  state(): SandboxState;
  /** Forgets every code, token, counter, request and time offset; settings and secrets back to the config. */
  reset(): void;
}

export function createControl(ctx: SandboxContext): SandboxControl {
  const requireAccount = (accountId: string) => {
    if (!ctx.registry.account(accountId)) throw new RangeError(`no account ${JSON.stringify(accountId)} in the config`);
  };
  const requireApp = (clientId: string) => {
    if (!ctx.registry.app(clientId))
      throw new RangeError(`no app with client id ${JSON.stringify(clientId)} in the config`);
  };
  const control: SandboxControl = {
    now: () => ctx.clock.now(),
    advance: (ms) => ctx.clock.advance(ms),
    setRole: (role) => {
      if (typeof role !== "string" || role === "") throw new RangeError("a role is a non-empty string");
      ctx.settings.role = role;
    },
    setAccount: (accountId) => {
      requireAccount(accountId);
      ctx.settings.accountId = accountId;
    },
    setDecision: (decision) => {
      if (decision !== "grant" && decision !== "deny" && decision !== "prompt")
        throw new RangeError("decision is grant, deny or prompt");
      ctx.settings.decision = decision;
    },
    setUnavailable: (on, options = {}) => {
      const retry = options.retryAfterSeconds;
      if (retry !== undefined && !(Number.isInteger(retry) && retry >= 0))
        throw new RangeError("retryAfterSeconds is a non-negative integer");
      ctx.settings.unavailable = on === true;
      if (on && retry !== undefined) ctx.settings.unavailableRetryAfterSeconds = retry;
      else delete ctx.settings.unavailableRetryAfterSeconds;
    },
    uninstall: (accountId, clientId) => {
      requireAccount(accountId);
      requireApp(clientId);
      return ctx.tokens.endInstallation(accountId, clientId, "uninstall", ctx.clock.now()) > 0;
    },
    tokenCalls: (grantType) =>
      grantType === undefined
        ? ctx.tokenCalls.authorization_code + ctx.tokenCalls.refresh_token + ctx.tokenCalls.other
        : ctx.tokenCalls[grantType],
    installation: (accountId, clientId) => {
      requireAccount(accountId);
      requireApp(clientId);
      return ctx.tokens.installation(accountId, clientId, ctx.clock.now());
    },
    installations: () => ctx.tokens.installations(ctx.clock.now()),
    requests: () => ctx.requests.map((r) => ({ ...r })),
    rotateClientSecret: (clientId) => {
      requireApp(clientId);
      const secret = randomToken(40);
      ctx.registry.rotateSecret(clientId, secret);
      return secret;
    },
    injectFault: (host, path, fault) => ctx.faults.add(host, path, fault),
    prismPids: () => ctx.upstream.pids(),
    state: () => {
      const now = ctx.clock.now();
      return {
        now,
        nowIso: new Date(now).toISOString(),
        user: { role: ctx.settings.role, accountId: ctx.settings.accountId },
        decision: ctx.settings.decision,
        unavailable: ctx.settings.unavailable,
        ...(ctx.settings.unavailableRetryAfterSeconds !== undefined
          ? { unavailableRetryAfterSeconds: ctx.settings.unavailableRetryAfterSeconds }
          : {}),
        tokenCalls: { ...ctx.tokenCalls, total: control.tokenCalls() },
        installations: control.installations(),
        prismPids: control.prismPids(),
      };
    },
    reset: () => {
      ctx.codes.clear();
      ctx.tokens.clear();
      ctx.refreshWindow.clear();
      ctx.apiWindow.clear();
      ctx.registry = new Registry(ctx.config);
      ctx.settings = initialSettings(ctx);
      ctx.tokenCalls = { authorization_code: 0, refresh_token: 0, other: 0 };
      ctx.requests = [];
      ctx.faults.clear();
      ctx.clock.reset();
    },
  };
  return control;
}

export function initialSettings(ctx: Pick<SandboxContext, "config">): SandboxContext["settings"] {
  return {
    role: ctx.config.user.role,
    accountId: ctx.config.user.accountId,
    decision: ctx.config.decision,
    unavailable: false,
  };
}
