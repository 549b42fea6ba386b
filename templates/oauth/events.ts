/**
 * What the OAuth manager tells its host: log entries (one `log` function; none by default) and the `onUninstalled`
 * event. Entries carry codes, an installation id and a message built from redacted text; never a token, a code, a
 * verifier, the client secret or anything the callback URL carried (revforge's docs/safety.md, S6: callback URLs with
 * `?code=` end up in access logs, so the manager never logs them).
 *
 * A throwing `log` or `onUninstalled` handler never breaks a flow: it is caught, and reported by name only.
 *
 * This file is copied into generated/client/oauth/.
 */

import type { UninstallReason } from "./errors.js";

export type OAuthLogEvent =
  | "authorization_started"
  | "callback_rejected"
  | "authorization_denied"
  | "installed"
  | "exchange_failed"
  | "refreshed"
  | "refresh_failed"
  | "rate_limited"
  | "uninstalled"
  | "revoked"
  | "revoke_failed"
  | "store_conflict"
  | "keep_alive"
  | "handler_failed";

export interface OAuthLogEntry {
  level: "info" | "warn" | "error";
  event: OAuthLogEvent;
  installationId?: string;
  message: string;
}

export interface UninstalledEvent {
  installationId: string;
  reason: UninstallReason;
  /** `invalid_grant`: the token endpoint refused the refresh token; `revoke`: this app revoked it. */
  source: "invalid_grant" | "revoke";
  at: number;
}

export type Logger = (entry: OAuthLogEntry) => void;

/** Wraps the host's `log` so that it cannot throw into a flow. */
export function safeLogger(log: Logger | undefined): Logger {
  if (log === undefined) return () => {};
  return (entry) => {
    try {
      log(entry);
    } catch {
      // A logger that throws must not turn a refresh into a failure.
    }
  };
}

/** Calls the host's `onUninstalled`, awaiting it, and logs (by error name only) when it throws. */
export async function emitUninstalled(
  handler: ((event: UninstalledEvent) => void | Promise<void>) | undefined,
  event: UninstalledEvent,
  log: Logger,
): Promise<void> {
  log({
    level: "warn",
    event: "uninstalled",
    installationId: event.installationId,
    message: `installation ${event.installationId} is uninstalled (${event.reason}, from ${event.source}); its tokens are deleted`,
  });
  if (handler === undefined) return;
  try {
    await handler(event);
  } catch (e) {
    const name = e instanceof Error ? e.name : typeof e;
    log({
      level: "error",
      event: "handler_failed",
      installationId: event.installationId,
      message: `onUninstalled threw ${name}`,
    });
  }
}
