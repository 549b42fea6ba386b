/**
 * No stage after the load assumes a valid shape (docs/safety.md, L5). A seeded, repeatable stream of our specs with
 * slips put in (a node replaced by a value of another kind, a member deleted, a value replaced by "body"), each
 * written to a file and loaded as a user's spec would be: whatever the loader lets through, the model, the emitted
 * entry points, openapi-typescript's types, the diff both ways and every report format either work or refuse with a
 * located one-line error (ModelError, LoadError); never a TypeError or any other error.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { diffLoaded } from "../../generator/diff/run.js";
import { defaultBaseUrl } from "../../generator/emit/base-url.js";
import { entryPointDts, entryPointJs } from "../../generator/emit/revision-module.js";
import { printTypes, typesNodes } from "../../generator/emit/types-file.js";
import { LoadError, loadSpec, type LoadedSpec } from "../../generator/load/index.js";
import { buildModel, ModelError } from "../../generator/model/index.js";
import { reportFormats } from "../../generator/report/formats.js";
import { renderReport } from "../../generator/report/render.js";
import { scratch } from "../load/support.js";
import { pointers } from "../support/pointers.js";

const tmp = scratch();
afterAll(() => tmp.remove());

const KINDS: unknown[] = ["x", 5, null, [], {}, true, [1], { a: 1 }, ["x"]];

/** A small linear congruential generator: the same stream of mutations on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** A copy of `document` with three slips, and what they were. */
function mutate(document: Record<string, unknown>, all: string[][], next: () => number): [object, string[]] {
  const copy = structuredClone(document);
  const done: string[] = [];
  for (let m = 0; m < 3; m++) {
    const at = all[Math.floor(next() * all.length)]!;
    if (at.length === 0) continue;
    let parent: unknown = copy;
    for (const segment of at.slice(0, -1)) parent = (parent as Record<string, unknown>)?.[segment];
    if (parent === null || typeof parent !== "object") continue;
    const key = at.at(-1)!;
    const target = parent as Record<string, unknown>;
    const pick = next();
    const shown = `/${at.join("/")}`;
    if (pick < 0.3 && !Array.isArray(parent)) {
      delete target[key];
      done.push(`delete ${shown}`);
    } else {
      const value = pick < 0.4 ? "body" : structuredClone(KINDS[Math.floor(next() * KINDS.length)]);
      target[key] = value;
      done.push(`${shown} = ${JSON.stringify(value)}`);
    }
  }
  return [copy, done];
}

/** Every stage after the load on `spec`, against the unmutated `original`, both ways. */
function allStages(original: LoadedSpec, spec: LoadedSpec): void {
  const model = buildModel(spec.document);
  printTypes(typesNodes(spec.document, model.operations), "banner");
  const entry = {
    model,
    banner: "banner",
    runtimeImport: "../../runtime/index.js",
    defaultBaseUrl: defaultBaseUrl(spec.document),
    version: { in: "header" as const, name: "revision", value: "1" },
  };
  entryPointJs(entry);
  entryPointDts(entry);
  for (const [base, revision] of [
    [original, spec],
    [spec, original],
  ] as const) {
    const { report } = diffLoaded(base, revision);
    for (const format of reportFormats) renderReport(format, report);
  }
}

test.each([
  ["specs/2023-01-24.yaml", 1],
  ["specs/2024-05-15.yaml", 2],
  ["specs/legacy.yaml", 3],
])(
  "%s with slips put in: every stage works or refuses with a located line",
  async (file, seed) => {
    const original = await loadSpec(file);
    const all = pointers(original.document);
    const next = random(seed);
    const outcomes = { worked: 0, refused: 0 };
    for (let run = 0; run < 40; run++) {
      const [document, slips] = mutate(original.document, all, next);
      const written = path.join(tmp.dir, `${path.basename(file, ".yaml")}-${run}.json`);
      writeFileSync(written, JSON.stringify(document));
      let spec: LoadedSpec;
      try {
        spec = await loadSpec(written, { validate: false });
      } catch (error) {
        expect(error, slips.join("; ")).toBeInstanceOf(LoadError);
        outcomes.refused++;
        continue;
      }
      try {
        allStages(original, spec);
        outcomes.worked++;
      } catch (error) {
        if (!(error instanceof ModelError)) throw new Error(`${slips.join("; ")}: ${String(error)}`, { cause: error });
        expect(error.message).not.toContain("\n");
        outcomes.refused++;
      }
    }
    // Most slips are read around, not refused.
    expect(outcomes.worked).toBeGreaterThan(outcomes.refused);
  },
  300_000,
);
