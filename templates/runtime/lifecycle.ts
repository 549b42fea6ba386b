/**
 * Revision lifecycle warnings (service document, "Versioning" and "States and transitions / Revision lifecycle"): a
 * client pinned to a beta revision, a deprecated one, or one whose support has ended says so once, when it is created.
 * Once per process per revision (a module-level set), so an app that creates a client per request does not flood its
 * logs. The generated entry point passes the revision's catalog entry; the clock is injectable for tests.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

export interface Lifecycle {
  revision: string;
  status: "beta" | "GA" | "deprecated";
  /** `YYYY-MM-DD`, the last day of support; null when the catalog gives none (a beta). */
  endOfSupport: string | null;
  /**
   * True when the package has no newer GA revision: its users cannot be told to move to one, only that the package
   * has none (the generator sets it on those entry points only).
   */
  latest?: boolean;
}

const warned = new Set<string>();
const DAY_MS = 86_400_000;

/**
 * The warning for a lifecycle at `now`, or undefined when there is nothing to say. Support is taken to last through
 * the whole `endOfSupport` day (UTC); the service document gives dates, not instants.
 */
export function lifecycleWarning(lifecycle: Lifecycle, now: number): string | undefined {
  const { revision, status, endOfSupport: end } = lifecycle;
  // NaN (no date, or an unreadable one) compares false: no end of support.
  const ended = now >= Date.parse(`${end}T00:00:00Z`) + DAY_MS;
  const upgrade = lifecycle.latest
    ? "; this package has no newer revision yet"
    : "; use the entry point of a newer GA revision";
  if (ended) {
    return `revision ${revision} (${status}) reached its end of support on ${end}; the API may reject it${upgrade}`;
  }
  if (status === "deprecated") {
    return `revision ${revision} is deprecated; support ends on ${end ?? "an undocumented date"}${upgrade}`;
  }
  if (status === "beta") {
    const when = end === null ? "with no end-of-support date" : `supported until ${end}`;
    return `revision ${revision} is a beta revision ${when}; it may change without notice`;
  }
  return undefined;
}

/** Emits the lifecycle warning through `warn`, at most once per revision in this process. */
export function warnLifecycle(
  lifecycle: Lifecycle,
  revision: string,
  now: number,
  warn: (message: string) => void,
): void {
  if (warned.has(revision)) return;
  const message = lifecycleWarning({ ...lifecycle, revision }, now);
  if (message === undefined) return;
  warned.add(revision);
  warn(`revforge: ${message}`);
}
