/**
 * The diff against the catalog (specs/revisions.yaml): between every revision and its predecessor, each breaking
 * change-history entry shows up as at least one breaking finding credited to it, and each breaking finding is
 * credited to an entry or carries an explicit waiver (specs/diff-waivers.yaml). Waivers and rename confirmations
 * (specs/diff-renames.yaml) must be in use and must quote the catalog they rely on.
 *
 * Predecessors (generator/diff/catalog.ts): the previous GA revision. The 2023-08-15.pre beta and 2023-08-15 both
 * follow 2023-07-15 (the beta's coupons were not in 2023-08-15, so beta → GA would report a removal no GA user saw);
 * 2022-10-17, the base of the change history, has none.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  catalogData,
  diffSpecsDetailed,
  predecessor,
  revisionChain,
  type DiffResult,
} from "../../generator/diff/index.js";

const { catalog, data } = catalogData();

const PREDECESSORS: [string, string | undefined][] = [
  ["2022-10-17", undefined],
  ["2023-01-24", "2022-10-17"],
  ["2023-02-22", "2023-01-24"],
  ["2023-06-15", "2023-02-22"],
  ["2023-07-15", "2023-06-15"],
  ["2023-08-15.pre", "2023-07-15"],
  ["2023-08-15", "2023-07-15"],
  ["2023-09-15", "2023-08-15"],
  ["2023-10-15", "2023-09-15"],
  ["2023-12-15", "2023-10-15"],
  ["2024-02-15", "2023-12-15"],
  ["2024-05-15", "2024-02-15"],
];

/** Findings per consecutive pair (an exact table: a change to a spec or a rule shows up here first). */
const COUNTS: Record<string, { breaking: number; dangerous: number; safe: number }> = {
  "2023-01-24": { breaking: 2, dangerous: 0, safe: 6 },
  // 12 profile attributes of update_profile becoming nullable: one mass-change summary (findings.ts).
  "2023-02-22": { breaking: 2, dangerous: 0, safe: 16 },
  "2023-06-15": { breaking: 0, dangerous: 2, safe: 10 },
  "2023-07-15": { breaking: 35, dangerous: 0, safe: 15 },
  "2023-08-15.pre": { breaking: 0, dangerous: 0, safe: 5 },
  "2023-08-15": { breaking: 0, dangerous: 0, safe: 2 },
  "2023-09-15": { breaking: 0, dangerous: 0, safe: 15 },
  "2023-10-15": { breaking: 6, dangerous: 0, safe: 13 },
  "2023-12-15": { breaking: 0, dangerous: 0, safe: 5 },
  // `propertyNames` (JSON Schema 2020-12) added to EventProperties: compared since the engine reads 2020-12 keywords.
  "2024-02-15": { breaking: 3, dangerous: 0, safe: 9 },
  "2024-05-15": { breaking: 0, dangerous: 0, safe: 0 },
};

const results = new Map<string, DiffResult>();

beforeAll(async () => {
  for (const [id, before] of PREDECESSORS) if (before) results.set(id, await diffSpecsDetailed(before, id));
}, 120_000);

describe("predecessors and chains", () => {
  it.each(PREDECESSORS)("%s follows %s", (id, before) => {
    expect(predecessor(catalog, id)).toBe(before);
  });

  it.each([
    ["2022-10-17", "2024-05-15", 11],
    ["2023-07-15", "2023-08-15.pre", 2],
    ["2023-08-15.pre", "2023-09-15", 3],
    ["2023-09-15", "2023-09-15", 1],
  ])("the chain %s → %s has %i revisions", (from, to, n) => {
    const chain = revisionChain(catalog, from, to);
    expect(chain).toHaveLength(n);
    expect(chain[0]).toBe(from);
    expect(chain.at(-1)).toBe(to);
  });

  it("skips the beta between GA revisions and starts from it when asked", () => {
    expect(revisionChain(catalog, "2023-07-15", "2023-09-15")).toEqual(["2023-07-15", "2023-08-15", "2023-09-15"]);
    expect(revisionChain(catalog, "2023-08-15.pre", "2023-09-15")).toEqual([
      "2023-08-15.pre",
      "2023-08-15",
      "2023-09-15",
    ]);
    expect(() => revisionChain(catalog, "2024-05-15", "2023-01-24")).toThrow(/newer/);
  });
});

describe.each(PREDECESSORS.filter(([, before]) => before))("%s against %s", (id, before) => {
  const entry = catalog.revisions.find((r) => r.id === id)!;

  it("has the expected numbers of findings and leaves no change unclaimed", () => {
    const { report, unmatched } = results.get(id)!;
    expect(report.from).toBe(before);
    expect(report.to).toBe(id);
    expect(report.summary).toEqual(COUNTS[id]);
    expect(unmatched).toEqual([]);
  });

  it("shows every breaking change-history entry as a breaking finding credited to it", () => {
    const { report } = results.get(id)!;
    for (const change of entry.changes.filter((c) => c.breaking)) {
      const shown = report.findings.filter((f) => f.severity === "breaking" && f.catalogEntry === change.id);
      expect(shown.length, change.id).toBeGreaterThan(0);
    }
  });

  it("credits every breaking finding to a catalog entry of the revision or to a waiver", () => {
    const { report } = results.get(id)!;
    const ids = new Set(entry.changes.map((c) => c.id));
    for (const f of report.findings.filter((x) => x.severity === "breaking")) {
      const why = `${f.id}: ${f.message}`;
      if (f.waived) expect(f.waived.reason.length, why).toBeGreaterThan(20);
      else expect(ids.has(f.catalogEntry ?? ""), why).toBe(true);
    }
  });
});

describe("revisions without a predecessor", () => {
  it("have every breaking entry waived, with a reason", () => {
    for (const [id, before] of PREDECESSORS) {
      if (before) continue;
      const entry = catalog.revisions.find((r) => r.id === id)!;
      for (const change of entry.changes.filter((c) => c.breaking)) {
        const waiver = data.waivers.entries.find((w) => w.change === change.id);
        expect(waiver?.reason.length ?? 0, change.id).toBeGreaterThan(20);
      }
    }
  });
});

describe("specs/diff-waivers.yaml", () => {
  it("waives only findings that exist between consecutive revisions (no stale waiver)", () => {
    for (const w of data.waivers.findings) {
      expect(predecessor(catalog, w.to), `${w.from}..${w.to}`).toBe(w.from);
      const hit = results
        .get(w.to)!
        .report.findings.filter((f) => f.id === w.rule && f.affects.some((a) => w.operations.includes(a.operationId)));
      expect(hit.length, `${w.rule} ${w.operations.join()}`).toBeGreaterThan(0);
      for (const f of hit) expect(f.waived?.reason).toBe(w.reason.trim());
    }
  });

  it("waives only breaking catalog entries that no diff shows", () => {
    const all = catalog.revisions.flatMap((r) => r.changes.map((c) => ({ revision: r.id, change: c })));
    for (const w of data.waivers.entries) {
      const found = all.find((x) => x.change.id === w.change);
      expect(found?.change.breaking, w.change).toBe(true);
      expect(predecessor(catalog, found!.revision)).toBeUndefined();
    }
  });
});

describe("specs/diff-renames.yaml", () => {
  it.each(data.renames.map((r) => [`${r.from} → ${r.to}`, r] as const))(
    "%s quotes its catalog change and confirms a rename the diff finds",
    (_, rename) => {
      const revision = catalog.revisions.find((r) => r.changes.some((c) => c.id === rename.change))!;
      const change = revision.changes.find((c) => c.id === rename.change)!;
      expect(change.text).toContain(rename.quote);
      const confirmed = results
        .get(revision.id)!
        .report.findings.filter((f) => f.id.endsWith("-property-renamed") && f.args.confirmedBy === rename.change);
      expect(confirmed.some((f) => f.args.to === rename.to)).toBe(true);
    },
  );

  it("leaves no rename candidate unconfirmed between consecutive revisions", () => {
    for (const { report } of results.values())
      for (const f of report.findings.filter((x) => x.id.endsWith("-property-renamed")))
        expect(f.args.confirmed, f.message).toBe(true);
  });
});
