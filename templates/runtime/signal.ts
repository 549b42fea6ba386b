/**
 * Abort signals for one call: the caller's signals, the overall deadline and each attempt's timeout, combined into the
 * one signal `fetch` gets (reliability.md "Retries": "a per-attempt header timeout plus an overall deadline
 * (`AbortSignal.any` with the caller's signal)"). The signal stays armed while the body is read, so a slow-loris body
 * hits the same timeout as slow headers (item 38); undici's own 300 s idle timeouts are far too long.
 *
 * Timers are plain `setTimeout` rather than `AbortSignal.timeout`, so that tests can drive them with fake timers and
 * so that the runtime can tell which timer fired.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

/** A controller that aborts itself after `ms` (when `ms` is a finite number); `clear()` disarms it. */
export interface Timer {
  readonly signal: AbortSignal;
  readonly fired: () => boolean;
  readonly clear: () => void;
}

export function timer(ms: number | undefined): Timer {
  const controller = new AbortController();
  let fired = false;
  let handle: ReturnType<typeof setTimeout> | undefined;
  if (ms !== undefined && Number.isFinite(ms)) {
    handle = setTimeout(
      () => {
        fired = true;
        controller.abort();
      },
      Math.max(0, ms),
    );
  }
  return {
    signal: controller.signal,
    fired: () => fired,
    clear: () => {
      if (handle !== undefined) clearTimeout(handle);
      handle = undefined;
    },
  };
}

/**
 * A signal that aborts when any input does, with the first aborted input's reason. Uses `AbortSignal.any` when the
 * platform has it (Node 20.3+, current browsers and edge runtimes), else listeners that `dispose()` removes.
 */
export function anySignal(signals: readonly (AbortSignal | undefined)[]): { signal: AbortSignal; dispose: () => void } {
  const inputs = signals.filter((s): s is AbortSignal => s !== undefined);
  const native = (AbortSignal as { any?: (signals: AbortSignal[]) => AbortSignal }).any;
  if (typeof native === "function") return { signal: native.call(AbortSignal, inputs), dispose: () => {} };
  const controller = new AbortController();
  const listeners: (() => void)[] = [];
  const dispose = () => {
    for (const [i, s] of inputs.entries()) s.removeEventListener("abort", listeners[i]!);
  };
  for (const s of inputs) {
    if (s.aborted) {
      controller.abort(s.reason);
      return { signal: controller.signal, dispose: () => {} };
    }
  }
  for (const s of inputs) {
    const onAbort = () => {
      controller.abort(s.reason);
      dispose();
    };
    listeners.push(onAbort);
    s.addEventListener("abort", onAbort, { once: true });
  }
  return { signal: controller.signal, dispose };
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(handle);
      reject(signal?.reason);
    };
    const handle = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
