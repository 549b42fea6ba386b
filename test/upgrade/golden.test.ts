/**
 * A golden pair for every declared change (test/fixtures/upgrade/<Change>/before.ts, after.ts): the assistant turns
 * each before.ts, typed against the revision the change comes from, into exactly its after.ts. The fixtures of one
 * step run together in one project. Each pair also holds:
 *
 * - before.ts compiles under `tsc --strict` against the older revision (a fixture cannot pass by being wrong);
 * - after.ts compiles against the newer one, except at the manual steps, each marked by its comment;
 * - a second run on the result changes nothing (the marked steps are recognised, not added again).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UpgradeResult } from "../../generator/upgrade/index.js";
import { declaredChanges, fixture, fixtureNames, makeProject, removeProjects, typeErrors, upgrade } from "./project.js";

const changes = await declaredChanges();
afterAll(removeProjects);

const steps = [...new Set(changes.map((c) => `${c.from} ${c.to}`))].map((s) => s.split(" ") as [string, string]);

describe("golden pairs", () => {
  it("exist for every declared change, and only for them", () => {
    expect(fixtureNames()).toEqual(changes.map((c) => c.name).sort());
  });

  describe.each(steps)("%s -> %s", (from, to) => {
    const names = changes.filter((c) => c.from === from && c.to === to).map((c) => c.name);
    const files = Object.fromEntries(names.map((n) => [`${n}.ts`, fixture(n, "before")]));
    let project: ReturnType<typeof makeProject>;
    let result: UpgradeResult;
    beforeAll(async () => {
      project = makeProject(files);
      result = await upgrade(project.tsconfig, from, to);
    }, 120_000);

    it("before.ts compiles against the older revision", () => {
      expect(typeErrors(project.tsconfig)).toEqual([]);
    }, 60_000);

    it.each(names)("%s: after.ts is the rewrite", (name) => {
      const changed = result.changed.find((c) => path.basename(c.file) === `${name}.ts`);
      expect(changed?.after ?? fixture(name, "before")).toBe(fixture(name, "after"));
    });

    it("after.ts compiles against the newer revision, except at the marked manual steps", () => {
      for (const c of result.changed) writeFileSync(c.file, c.after);
      const unmarked = typeErrors(project.tsconfig).filter((d) => !d.marked);
      expect(unmarked).toEqual([]);
    }, 60_000);

    it("a second run changes nothing", async () => {
      const again = await upgrade(project.tsconfig, from, to);
      expect(again.changed).toEqual([]);
      expect(again.outcomes).toEqual([]);
      expect(again.marked.map((m) => m.steps.length)).toEqual(result.marked.map((m) => m.steps.length));
    }, 120_000);
  });
});
