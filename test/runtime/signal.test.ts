/**
 * Signals: `anySignal`, which combines the caller's signals, the deadline and the attempt's timer, `timer`, and the
 * abortable `sleep` the retry loop waits with.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { anySignal, sleep, timer } from "../../templates/runtime/signal.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("anySignal", () => {
  it("aborts with the reason of the first input to abort, in time rather than in list order", () => {
    const a = new AbortController();
    const b = new AbortController();
    const { signal } = anySignal([a.signal, undefined, b.signal]);
    expect(signal.aborted).toBe(false);
    b.abort("b first");
    a.abort("a later");
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe("b first");
  });

  it("tells its listeners once, with that reason", () => {
    const a = new AbortController();
    const b = new AbortController();
    const { signal } = anySignal([a.signal, b.signal]);
    const heard: unknown[] = [];
    signal.addEventListener("abort", () => heard.push(signal.reason));
    b.abort("b first");
    a.abort("a later");
    expect(heard).toEqual(["b first"]);
  });

  it("is aborted at once when an input already is", () => {
    const { signal } = anySignal([new AbortController().signal, AbortSignal.abort("done")]);
    expect(signal.reason).toBe("done");
  });

  it("no longer hears its inputs after dispose", () => {
    const a = new AbortController();
    const { signal, dispose } = anySignal([a.signal]);
    dispose();
    a.abort("late");
    expect(signal.aborted).toBe(false);
  });
});

describe("timer and sleep", () => {
  it("timer fires once after ms, and clear() disarms it", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const fires = timer(100);
    const cleared = timer(100);
    const never = timer(undefined);
    cleared.clear();
    vi.advanceTimersByTime(99);
    expect(fires.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect([fires.signal.aborted, cleared.signal.aborted, never.signal.aborted]).toEqual([true, false, false]);
  });

  it("sleep resolves after ms and rejects with the signal's reason on abort", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const done = vi.fn();
    void sleep(1_000).then(done);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
    const controller = new AbortController();
    const waiting = sleep(1_000, controller.signal);
    controller.abort("stop");
    await expect(waiting).rejects.toBe("stop");
    await expect(sleep(1, AbortSignal.abort("already"))).rejects.toBe("already");
  });
});
