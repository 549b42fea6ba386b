/**
 * `keepAlive`: refreshes every installation whose refresh token has been idle for `idleDays` (default 80), before the
 * service revokes it after 90 days unused (service document, "States and transitions", "Limits"; revforge's README,
 * "Keeping installations alive"). Meant to run on a schedule (a daily timer, the platform's cron), from one process or several.
 *
 * - The ids come from the store's `list()`; a store without it gets one `invalid_config` error naming the method.
 * - Each idle installation goes through the refresher's single-flight path with its leases: the idle check is made
 *   again under the lease, so several processes running at once make one refresh per installation between them, and
 *   an installation refreshed meanwhile (an API call, another run) is skipped. An id listed twice is visited once.
 * - Paced: at most `perMinute` refresh attempts in any 60 s (default 10, the service's per-token refresh figure applied
 *   to the whole run, since the service gives no figure for the app and a keep-alive has ten days of slack), one at a
 *   time. The per-token limiter and backoff of every refresh still apply.
 * - Outcomes: `refreshed`; `skipped` (used within `idleDays`, refreshed by someone else meanwhile, or not installed);
 *   `uninstalled` (the service answered `invalid_grant`; `onUninstalled` fires as for any refresh); `failed` (5xx,
 *   timeout, network, rate limit after its waits, a store failure: tokens kept, left for the next run). The report
 *   holds ids and reason codes only, never a token.
 * - `signal` stops the run between installations (and during a pacing wait); the report then has `aborted: true` and
 *   lists only the installations it handled.
 *
 * This file is copied into generated/client/oauth/.
 */

import { RateLimitError } from "../runtime/errors.js";
import { OAuthError, type OAuthErrorReason } from "./errors.js";
import type { Logger } from "./events.js";
import { REFRESH_LIMIT, REFRESH_WINDOW_MS } from "./limiter.js";
import { readRecordOf } from "./records.js";
import type { Refresher } from "./refresher.js";
import type { TokenStore } from "./token-store.js";

export interface KeepAliveOptions {
  /** Refresh installations whose refresh token was last used more than this many days ago. Default 80. */
  idleDays?: number;
  /** Stops the run between installations. */
  signal?: AbortSignal;
  /** Refresh attempts per minute for the whole run. Default 10. */
  perMinute?: number;
}

export type KeepAliveFailure = OAuthErrorReason | "rate_limited" | "other";

export interface KeepAliveReport {
  /** Installations handled: the sum of the four counts below. */
  checked: number;
  refreshed: number;
  skipped: number;
  uninstalled: number;
  failed: number;
  ids: { refreshed: string[]; skipped: string[]; uninstalled: string[]; failed: string[] };
  /** Why each failed one failed (a code, never a message from the service). */
  failures: { installationId: string; reason: KeepAliveFailure }[];
  /** The signal stopped the run before every installation was handled. */
  aborted: boolean;
}

export interface KeepAliveContext {
  readonly store: TokenStore;
  readonly refresher: Refresher;
  readonly now: () => number;
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  readonly log: Logger;
}

export const DEFAULT_IDLE_DAYS = 80;
const DAY_MS = 86_400_000;
const NEVER: AbortSignal = new AbortController().signal;

export async function keepAlive(ctx: KeepAliveContext, options: KeepAliveOptions = {}): Promise<KeepAliveReport> {
  const idleDays = positive(options.idleDays, DEFAULT_IDLE_DAYS, "idleDays");
  const perMinute = positive(options.perMinute, REFRESH_LIMIT, "perMinute");
  const signal = options.signal ?? NEVER;
  const list = ctx.store.list;
  if (typeof list !== "function") {
    throw new OAuthError("invalid_config", "keepAlive needs a token store with a list() method; this store has none");
  }
  let ids: string[];
  try {
    ids = await list.call(ctx.store);
  } catch (e) {
    const name = e instanceof OAuthError ? e.message : e instanceof Error ? e.name : typeof e;
    throw new OAuthError("store_error", `keepAlive: the token store's list() failed (${name})`);
  }
  const report: KeepAliveReport = {
    ...{ checked: 0, refreshed: 0, skipped: 0, uninstalled: 0, failed: 0 },
    ids: { refreshed: [], skipped: [], uninstalled: [], failed: [] },
    failures: [],
    aborted: false,
  };
  const add = (id: string, outcome: keyof KeepAliveReport["ids"]) => {
    report.checked++;
    report[outcome]++;
    report.ids[outcome].push(id);
  };
  const attempts: number[] = [];
  for (const id of new Set(ids)) {
    if (signal.aborted) break;
    const idleBefore = ctx.now() - idleDays * DAY_MS;
    try {
      const record = await readRecordOf(ctx.store, id);
      if (record?.status !== "installed" || record.refreshTokenLastUsedAt >= idleBefore) {
        add(id, "skipped");
        continue;
      }
      if (!(await pace(ctx, attempts, perMinute, signal))) break;
      add(id, (await ctx.refresher.refreshIfIdle(id, idleBefore)) ? "refreshed" : "skipped");
    } catch (e) {
      // `uninstalled` from the service itself (it has a status); one read from the store was someone else's news.
      if (e instanceof OAuthError && e.reason === "uninstalled")
        add(id, e.status === undefined ? "skipped" : "uninstalled");
      else {
        add(id, "failed");
        report.failures.push({ installationId: id, reason: failureOf(e) });
      }
    }
  }
  report.aborted = signal.aborted;
  const { checked, refreshed, skipped, uninstalled, failed } = report;
  const message = `keep-alive: ${checked} checked, ${refreshed} refreshed, ${skipped} skipped, ${uninstalled} uninstalled, ${failed} failed${report.aborted ? " (aborted)" : ""}`;
  ctx.log({ level: failed > 0 ? "warn" : "info", event: "keep_alive", message });
  return report;
}

/** Waits until one more attempt fits in the last 60 s; false when the signal aborted the wait. */
async function pace(
  ctx: KeepAliveContext,
  attempts: number[],
  perMinute: number,
  signal: AbortSignal,
): Promise<boolean> {
  for (;;) {
    const now = ctx.now();
    while (attempts.length > 0 && (attempts[0]! <= now - REFRESH_WINDOW_MS || attempts[0]! > now)) attempts.shift();
    if (attempts.length < perMinute) {
      attempts.push(now);
      return true;
    }
    try {
      await ctx.sleep(attempts[0]! + REFRESH_WINDOW_MS - now, signal);
    } catch {
      return false;
    }
    if (signal.aborted) return false;
  }
}

function failureOf(e: unknown): KeepAliveFailure {
  if (e instanceof RateLimitError) return "rate_limited";
  return e instanceof OAuthError ? e.reason : "other";
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw new OAuthError("invalid_config", `keepAlive: ${name} must be a positive finite number`);
  }
  return value;
}
