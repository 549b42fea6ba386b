/**
 * Revision lifecycle warnings: once per process per revision, for beta, deprecated and past-end-of-support
 * revisions, with an injected clock. Every test uses revision strings of its own, because the "already warned" set is
 * deliberately process-wide.
 */
import { describe, expect, it, vi } from "vitest";
import { createRuntimeClient, lifecycleWarning, type Lifecycle } from "../../templates/runtime/index.js";

const at = (date: string) => Date.parse(`${date}T12:00:00Z`);

function create(revision: string, lifecycle: Omit<Lifecycle, "revision">, now: number, onWarning = vi.fn()) {
  createRuntimeClient({
    baseUrl: "https://a.example.com",
    revision,
    lifecycle: { revision, ...lifecycle },
    auth: { privateKey: "k" },
    now: () => now,
    onWarning,
  });
  return onWarning;
}

describe("lifecycleWarning", () => {
  const table: [string, { given: Lifecycle; now: string; want: string | undefined }][] = [
    [
      "GA within support",
      {
        given: { revision: "2024-02-15", status: "GA", endOfSupport: "2026-02-15" },
        now: "2025-01-01",
        want: undefined,
      },
    ],
    [
      "GA on its last day",
      {
        given: { revision: "2024-02-15", status: "GA", endOfSupport: "2026-02-15" },
        now: "2026-02-15",
        want: undefined,
      },
    ],
    [
      "GA past its end of support",
      {
        given: { revision: "2023-06-15", status: "GA", endOfSupport: "2025-06-15" },
        now: "2025-06-16",
        want: "revision 2023-06-15 (GA) reached its end of support on 2025-06-15; the API may reject it; use the entry point of a newer GA revision",
      },
    ],
    [
      "deprecated",
      {
        given: { revision: "2023-01-24", status: "deprecated", endOfSupport: "2025-01-24" },
        now: "2024-06-01",
        want: "revision 2023-01-24 is deprecated; support ends on 2025-01-24; use the entry point of a newer GA revision",
      },
    ],
    [
      "beta",
      {
        given: { revision: "2023-08-15.pre", status: "beta", endOfSupport: null },
        now: "2024-06-01",
        want: "revision 2023-08-15.pre is a beta revision with no end-of-support date; it may change without notice",
      },
    ],
    [
      "the newest GA revision past its end of support: no newer revision to move to",
      {
        given: { revision: "2024-05-15", status: "GA", endOfSupport: "2026-05-15", latest: true },
        now: "2026-05-16",
        want: "revision 2024-05-15 (GA) reached its end of support on 2026-05-15; the API may reject it; this package has no newer revision yet",
      },
    ],
    [
      "a deprecated revision with no newer GA one",
      {
        given: { revision: "v9", status: "deprecated", endOfSupport: "2030-01-01", latest: true },
        now: "2029-01-01",
        want: "revision v9 is deprecated; support ends on 2030-01-01; this package has no newer revision yet",
      },
    ],
    [
      "GA with no date",
      { given: { revision: "2023-02-22", status: "GA", endOfSupport: null }, now: "2030-01-01", want: undefined },
    ],
  ];
  it.each(table)("%s", (_name, { given, now, want }) => {
    expect(lifecycleWarning(given, at(now))).toBe(want);
  });
});

describe("warnings at client creation", () => {
  it("warns once per process for a beta revision, naming revision and status", () => {
    const first = create("2031-01-01.pre", { status: "beta", endOfSupport: null }, at("2031-02-01"));
    const second = create("2031-01-01.pre", { status: "beta", endOfSupport: null }, at("2031-02-01"));
    expect(first).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0]?.[0]).toMatch(/^revforge: revision 2031-01-01\.pre is a beta revision/);
    expect(second).not.toHaveBeenCalled();
  });

  it("warns for a deprecated revision with its date", () => {
    const warn = create("2031-02-01", { status: "deprecated", endOfSupport: "2033-02-01" }, at("2032-01-01"));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("2031-02-01 is deprecated; support ends on 2033-02-01"));
  });

  it("warns for a GA revision only once the injected clock is past its end of support", () => {
    const lifecycle = { status: "GA", endOfSupport: "2033-03-01" } as const;
    expect(create("2031-03-01", lifecycle, at("2033-03-01"))).not.toHaveBeenCalled();
    const later = create("2031-03-01", lifecycle, at("2033-03-02"));
    expect(later).toHaveBeenCalledWith(expect.stringContaining("reached its end of support on 2033-03-01"));
    expect(create("2031-03-01", lifecycle, at("2034-01-01"))).not.toHaveBeenCalled();
  });

  it("defaults to console.warn", () => {
    const spy = vi.spyOn(console, "warn").mockImplementation(() => {});
    createRuntimeClient({
      baseUrl: "https://a.example.com",
      revision: "2031-04-01.pre",
      lifecycle: { revision: "2031-04-01.pre", status: "beta", endOfSupport: null },
      auth: { privateKey: "k" },
    });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
