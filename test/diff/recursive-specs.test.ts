/**
 * Digests and grouping on a spec whose schemas are one big cycle (scripts/fixtures/stripe-shaped.ts: 200 resources
 * that all refer to each other; 60 for the diffs): each resource has a digest of its own, the same whatever the key order and whether a
 * schema is shared by `$ref` or inlined, and a diff of a month of changes groups each change into one finding. How
 * fast this runs is measured in the benchmark (scripts/bench/measure/diff-recursive.ts), not here.
 */
import { describe, expect, it } from "vitest";
import { Digests } from "../../generator/diff/compare/digest.js";
import { diffModels } from "../../generator/diff/index.js";
import { buildModel } from "../../generator/model/index.js";
import { aMonthLater, stripeShaped } from "../../scripts/fixtures/stripe-shaped.js";

type Json = Record<string, unknown>;

const base = stripeShaped({ schemas: 200 });
const schemas = (doc: Json) => (doc.components as Json).schemas as Json;
const names = Object.keys(schemas(base)).filter((n) => n !== "error");

/** The same document with every object's keys in reverse order. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .reverse()
      .map((k) => [k, reordered((value as Json)[k])]),
  );
}

// The machine running the tests may be shared: a generous timeout, as speed is the benchmark's business.
const slow = { timeout: 180_000 };

describe("digests of a spec whose schemas are one cycle", slow, () => {
  const digests = new Digests(base);
  const of = (name: string) => digests.of(schemas(base)[name]);

  it("gives each resource a digest of its own", () => {
    expect(new Set(names.map(of)).size).toBe(names.length);
  });

  it("gives the same digests with every object's keys in another order", () => {
    const other = reordered(base) as Json;
    const theirs = new Digests(other);
    expect(names.map((n) => theirs.of(schemas(other)[n]))).toEqual(names.map(of));
    expect(theirs.of(other)).toBe(digests.of(base));
  });

  it("gives a `$ref` the digest of its target, and a resource inlined once the digest of the shared one", () => {
    const name = names[7]!;
    expect(digests.of({ $ref: `#/components/schemas/${name}` })).toBe(of(name));
    // A copy of the schema (its own references still point into the cycle) says what the shared schema says.
    expect(digests.of(structuredClone(schemas(base)[name]))).toBe(of(name));
    const changed = structuredClone(schemas(base)[name]) as Json;
    (changed.properties as Json).extra = { type: "string" };
    expect(digests.of(changed)).not.toBe(of(name));
  });

  it("tells apart two resources that differ only deep inside the cycle", () => {
    const other = structuredClone(base);
    const far = schemas(other)[names[150]!] as Json;
    (far.properties as Json).livemode = { type: "string" };
    const theirs = new Digests(other);
    // Every resource reaches resource 150 through the cycle, so every digest changes.
    expect(names.filter((n) => theirs.of(schemas(other)[n]) === of(n))).toEqual([]);
  });
});

describe("a month of changes on a spec whose schemas are one cycle", slow, () => {
  const small = stripeShaped({ schemas: 60 });
  const names = Object.keys(schemas(small)).filter((n) => n !== "error");
  const revision = aMonthLater(small);
  const report = diffModels(buildModel(small), buildModel(revision));

  it("reports each property added to a resource once, with the operations that return the resource", () => {
    const added = names.filter((n) => `added_${n}` in ((schemas(revision)[n] as Json).properties as Json));
    expect(added.length).toBeGreaterThan(3);
    const findings = report.findings.filter((f) => f.id === "response-optional-property-added");
    expect(findings.map((f) => f.subject?.path?.split(".").at(-1)).sort()).toEqual(
      added.map((n) => `added_${n}`).sort(),
    );
    for (const f of findings) {
      const name = f.subject!.path!.split(".").at(-1)!.slice("added_".length);
      expect(f.affects.map((a) => a.operationId)).toContain(`Get${name}sId`);
    }
  });

  it("reports the same findings when the revision's keys are in another order", () => {
    const other = diffModels(buildModel(small), buildModel(reordered(revision) as Json));
    const ids = (r: typeof report) => r.findings.map((f) => `${f.id} ${f.subject?.owner} ${f.subject?.path}`).sort();
    expect(ids(other)).toEqual(ids(report));
  });
});
