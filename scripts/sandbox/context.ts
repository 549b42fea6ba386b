/**
 * The one object every handler reads: the resolved config, the clock, the stores, the settings the control API
 * changes, the counters it reads, and the upstream that answers API calls (Prism or examples).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { SandboxClock } from "./clock.js";
import type { Decision, ResolvedConfig } from "./config/types.js";
import type { Faults } from "./control/faults.js";
import type { Upstream } from "./gateway/upstream.js";
import type { CodeStore } from "./state/codes.js";
import type { Registry } from "./state/registry.js";
import type { TokenStore } from "./state/tokens.js";
import type { SlidingWindow } from "./state/window.js";

export interface Settings {
  /** The simulated user's role and the account they are logged in to. */
  role: string;
  accountId: string;
  /** What the user does on the authorization page when the URL carries no `decision`. */
  decision: Decision;
  /** The OAuth service switched to "temporarily unavailable" (503, no body). */
  unavailable: boolean;
  /** Sent as Retry-After with those 503s when set. */
  unavailableRetryAfterSeconds?: number;
}

export type TokenCallKind = "authorization_code" | "refresh_token" | "other";

/** One request the sandbox answered. Paths only: query strings (codes, states) are not kept. */
export interface RequestRecord {
  at: number;
  host: "api" | "web";
  method: string;
  path: string;
  status: number;
  /** For /oauth/token on the API host: the grant_type the body named ("other" when none or unknown). */
  grantType?: TokenCallKind;
}

export interface SandboxContext {
  config: ResolvedConfig;
  clock: SandboxClock;
  registry: Registry;
  codes: CodeStore;
  tokens: TokenStore;
  /** Per refresh token: 10 per minute. */
  refreshWindow: SlidingWindow;
  /** API quotas, keyed per app instance, per account (private keys) or per public key. */
  apiWindow: SlidingWindow;
  settings: Settings;
  tokenCalls: Record<TokenCallKind, number>;
  requests: RequestRecord[];
  /** The documented revisions (specs/revisions.yaml). */
  revisions: ReadonlySet<string>;
  upstream: Upstream;
  /** Canned responses queued by the control API. */
  faults: Faults;
}

export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  record: RequestRecord;
}

/** The requests log keeps the most recent entries only. */
export const MAX_REQUEST_RECORDS = 2000;
