/**
 * Abort signals for one call: the caller's signals, the overall deadline and each attempt's timeout, combined into the
 * one signal `fetch` gets (revforge's docs/safety.md, R10). The signal stays armed while the body is read, so a
 * slow-loris body hits the same timeout as slow headers; undici's own idle timeouts are minutes long.
 *
 * Timers are plain `setTimeout` rather than `AbortSignal.timeout`, so that tests can drive them with fake timers and
 * so that the runtime can tell which timer fired.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

/**
 * A signal that aborts itself after `ms` (when `ms` is a finite number); `clear()` disarms it. Nothing else aborts it,
 * so `signal.aborted` says that the timer fired.
 */
export interface Timer {
  readonly signal: AbortSignal;
  readonly clear: () => void;
}

/**
 * The longest delay setTimeout keeps (2^31 - 1 ms, 24.8 days): it fires a longer one at once. A timeout or a wait of
 * more (a caller's `timeoutMs: Number.MAX_SAFE_INTEGER`, meaning "none") lasts this long instead.
 */
const MAX_DELAY = 2 ** 31 - 1;

export function timer(ms: number | undefined): Timer {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const handle = Number.isFinite(ms) ? setTimeout(abort, Math.min(Math.max(0, ms!), MAX_DELAY)) : undefined;
  return { signal: controller.signal, clear: () => clearTimeout(handle) };
}

/**
 * A signal that aborts when any input does, with the reason of the input that aborted first; `dispose()` removes its
 * listeners from the inputs. Not `AbortSignal.any`: Node 24's works out the reason of a signal nobody listens to only
 * when it is read, from the first aborted input in list order rather than in time, and it costs more per call than
 * these listeners on every Node. The same code then behaves the same on every platform.
 */
export function anySignal(signals: readonly (AbortSignal | undefined)[]): { signal: AbortSignal; dispose: () => void } {
  const inputs = signals.filter((s): s is AbortSignal => s !== undefined);
  const controller = new AbortController();
  // One listener for every input: `this` is the input that aborted.
  function onAbort(this: AbortSignal) {
    controller.abort(this.reason);
    dispose();
  }
  const dispose = () => {
    for (const s of inputs) s.removeEventListener("abort", onAbort);
  };
  const aborted = inputs.find((s) => s.aborted);
  if (aborted !== undefined) controller.abort(aborted.reason);
  else for (const s of inputs) s.addEventListener("abort", onAbort);
  return { signal: controller.signal, dispose };
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(handle);
      signal?.removeEventListener("abort", done);
      if (signal?.aborted) reject(signal.reason);
      else resolve();
    };
    const handle = setTimeout(done, Math.min(ms, MAX_DELAY));
    if (signal?.aborted) done();
    else signal?.addEventListener("abort", done);
  });
}

/**
 * `promise`, or a rejection with `reason()` as soon as one of `signals` aborts first (send.ts: the wait for a token,
 * which an OAuth refresher may hold for a minute). The promise goes on, shared by other calls; its outcome is then
 * ignored.
 */
export function unlessAborted<V>(
  promise: Promise<V>,
  signals: readonly (AbortSignal | undefined)[],
  reason: () => unknown,
): Promise<V> {
  if (!signals.some((s) => s !== undefined)) return promise;
  const { signal, dispose } = anySignal(signals);
  return new Promise<V>((resolve, reject) => {
    const stop = () => reject(reason());
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop);
    promise.then(resolve, reject).finally(() => {
      signal.removeEventListener("abort", stop);
      dispose();
    });
  });
}
