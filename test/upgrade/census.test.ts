/**
 * The census: for every declared change, consumer code in every shape of value flow and import
 * (census-programs.ts), upgraded by the assistant. Each site must end rewritten or flagged, at its own lines (the
 * program knows them; census-lines.ts finds where the upgrade acted), and every error left against the newer revision
 * must be under a manual-step comment. Every rewritten program with no manual step left runs twice against a stand-in
 * for the target revision built from its spec (spec-answer.ts): as written with `upgradeTo`, and as rewritten; both
 * must send the same requests, which the spec knows, and read the same values. The programs of one step are upgraded
 * together in one project and run in one process per side (census-run.ts). The repository's changes from 2022-10-17
 * to 2024-05-15, and those a config declares for another API (the Acme Widgets fixture, with
 * test/fixtures/upgrade/_acme/changes/). It prints the outcome per change and shape.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generate, loadConfig } from "../../generator/api.js";
import { specFileOf } from "../../generator/config/index.js";
import { upgradeProject, type UpgradeResult, type UpgradeSources } from "../../generator/upgrade/index.js";
import { changesOf } from "../../generator/upgrade/net.js";
import { loadChain } from "../../generator/upgrade/steps.js";
import { root } from "../consumer/project.js";
import { actedAt, entryLines } from "./census-lines.js";
import { censusProgram, localServer, namesFor, shapes, type CensusProgram, type Shape } from "./census-programs.js";
import { runBatch } from "./census-run.js";
import { specAnswer } from "./spec-answer.js";
import { startTargetServer } from "./target-server.js";
import {
  declaredChanges,
  fixture,
  fixtureNames,
  fixturesDir,
  makeProject,
  removeProjects,
  repository,
  typeErrors,
  upgrade,
} from "./project.js";

const changes = await declaredChanges();
const steps = [...new Set(changes.map((c) => `${c.from} ${c.to}`))].map((s) => s.split(" ") as [string, string]);
const table = new Map<string, Map<Shape, string>>();
/** The programs run against the local server, old and rewritten ("<change> <shape>"). */
const equivalent: string[] = [];

afterAll(() => {
  removeProjects();
  const width = Math.max(...[...table.keys()].map((c) => c.length));
  const lines = [`${"change".padEnd(width)}  ${shapes.join(" ")}`];
  for (const [change, row] of table)
    lines.push(`${change.padEnd(width)}  ${shapes.map((s) => (row.get(s) ?? "-").padEnd(s.length)).join(" ")}`);
  console.log(
    "census (R rewritten, and run against the local server: the same requests and values read as the old code " +
      "with upgradeTo; r rewritten, the call flagged for another change; F flagged by the assistant; N flagged by " +
      `the type checker; - no such site)\n${lines.join("\n")}\nrun against the local server: ${equivalent.length} programs`,
  );
});

/** The programs of the changes of one step, each change's from its `before` text. */
async function programsOf(
  sources: UpgradeSources,
  from: string,
  to: string,
  befores: [string, string, string | undefined][],
) {
  const chain = await loadChain(sources, from, to);
  const programs: CensusProgram[] = [];
  const picks = namesFor(befores.length * shapes.length, 20241115);
  befores.forEach(([change, before, golden], i) => {
    // A shimmed `behaviour` (its note says why nothing written for the older revision changes meaning) has no site.
    const decl = chain.declarations.get(change)!;
    const inert = decl.unshimmable === undefined && decl.instructions.every((ins) => ins.kind === "behaviour");
    table.set(change, new Map());
    const concerns = (fn: string) => {
      const op = chain.operationOf.get(fn);
      return !inert && op !== undefined && changesOf(chain, op).includes(change);
    };
    shapes.forEach((shape, j) => {
      const p = censusProgram(change, before, shape, concerns, picks[i * shapes.length + j]!, to, golden);
      if (p) programs.push(p);
    });
  });
  return programs;
}

/** Upgrades the programs' project and checks every site; the table gets each outcome. */
async function census(
  programs: CensusProgram[],
  project: ReturnType<typeof makeProject>,
  run: () => Promise<UpgradeResult>,
  specFile: string,
) {
  expect(typeErrors(project.tsconfig)).toEqual([]);
  const done = await run();
  for (const c of done.changed) writeFileSync(c.file, c.after);
  expect(typeErrors(project.tsconfig).filter((d) => !d.marked)).toEqual([]);
  const silent: string[] = [];
  const misplaced: string[] = [];
  const upgraded = (file: string) => done.changed.find((c) => c.file === file)?.after;
  for (const p of programs) {
    const files = Object.keys(p.files).map((f) => path.join(project.dir, "src", f));
    const mine = done.outcomes.filter((o) => files.includes(o.file) && (o.change === p.change || o.change === ""));
    const mark = mine.some((o) => o.net)
      ? "N"
      : mine.some((o) => o.manual !== undefined)
        ? "F"
        : mine.length
          ? "R"
          : "";
    if (mark === "") silent.push(`${p.change} ${p.shape}`);
    table.get(p.change)!.set(p.shape, mark || "SILENT");
    misplaced.push(...placement(p, mark, (f) => upgraded(path.join(project.dir, "src", f))));
  }
  expect(silent).toEqual([]);
  expect(misplaced).toEqual([]);
  // A program rewritten for its change but flagged for another one (the same call meets both) does what the user
  // makes of the flag: only programs with no manual step at all are held to the old code's behaviour.
  const flagged = new Set(done.outcomes.filter((o) => o.manual !== undefined).map((o) => o.file));
  const elsewhere = (p: CensusProgram) =>
    Object.keys(p.files).some((f) => flagged.has(path.join(project.dir, "src", f)));
  for (const p of programs)
    if (table.get(p.change)!.get(p.shape) === "R" && elsewhere(p)) table.get(p.change)!.set(p.shape, "r");
  const rewritten = programs.filter((p) => table.get(p.change)!.get(p.shape) === "R");
  await equivalence(rewritten, project.dir, upgraded, specFile);
}

/**
 * Where the upgrade acted in a program, against the lines of its site: every manual-step comment stands above a site
 * line (or the import), a flagged program has one for its change at a site line, and every rewritten line is a site
 * line, an import or the `createClient` call (its `upgradeTo` dropped). A re-export module is all site.
 */
function placement(p: CensusProgram, mark: string, upgraded: (file: string) => string | undefined): string[] {
  const wrong: string[] = [];
  let flaggedAtSite = false;
  for (const [name, text] of Object.entries(p.files)) {
    const entry = entryLines(text);
    const at = (l: number) => name !== p.main || p.sites.includes(l);
    const acted = actedAt(text, upgraded(name) ?? text);
    for (const f of acted.flags) {
      if (f.lines.some(at) && (f.change === p.change || f.change === undefined)) flaggedAtSite = true;
      if (!f.lines.some((l) => at(l) || entry.includes(l)))
        wrong.push(`${p.change} ${p.shape}: flag above ${name}:${f.lines.join(",")}, sites ${p.sites.join(",")}`);
    }
    for (const l of acted.rewritten)
      if (!at(l) && !entry.includes(l))
        wrong.push(`${p.change} ${p.shape}: rewrite at ${name}:${l}, sites ${p.sites.join(",")}`);
  }
  if ((mark === "F" || mark === "N") && !flaggedAtSite) wrong.push(`${p.change} ${p.shape}: no flag at a site line`);
  return wrong;
}

/**
 * Every rewritten program runs twice against a stand-in for the target revision built from its spec: as written
 * (with `upgradeTo`, the shims converting) and as rewritten. Each must send requests the spec knows (answered 2xx),
 * with bodies its schemas accept, and both runs the same requests (method, path, query, revision, body) and the same
 * values read. The programs of a step run in one process per side, the two sides at once.
 */
async function equivalence(
  programs: CensusProgram[],
  dir: string,
  upgraded: (file: string) => string | undefined,
  specFile: string,
) {
  if (programs.length === 0) return;
  const answer = await specAnswer(specFile);
  const servers = await Promise.all([startTargetServer(answer), startTargetServer(answer)]);
  try {
    const sides = ["old", "new"].map((side, i) => {
      for (const p of programs)
        for (const [name, text] of Object.entries(p.files)) {
          const after = side === "new" ? (upgraded(path.join(dir, "src", name)) ?? text) : text;
          if (side === "new" && name === p.main) expect(after).not.toContain("upgradeTo");
          mkdirSync(path.join(dir, side), { recursive: true });
          writeFileSync(path.join(dir, side, name), after.replaceAll(localServer, servers[i]!.url));
        }
      const mains = programs.map((p) => path.join(dir, side, p.main));
      return runBatch(dir, servers[i]!, mains, `census-${side}.mjs`);
    });
    const [old, now] = await Promise.all(sides);
    for (const p of programs) {
      const was = old!.get(path.join(dir, "old", p.main))!;
      const is = now!.get(path.join(dir, "new", p.main))!;
      const what = `${p.change} ${p.shape}`;
      expect(was.seen.length, what).toBeGreaterThan(0);
      expect(
        was.seen.filter((s) => s.operation === undefined || s.violations !== undefined || s.status! >= 300),
        what,
      ).toEqual([]);
      expect(is, what).toEqual(was);
      equivalent.push(what);
    }
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
}

describe.each(steps)("census %s -> %s", (from, to) => {
  const names = changes.filter((c) => c.from === from && c.to === to).map((c) => c.name);
  it("every site is rewritten or flagged, and nothing is left broken without a comment", async () => {
    const programs = await programsOf(
      repository,
      from,
      to,
      names.map((n) => [n, fixture(n, "before"), fixtureNames().includes(n) ? fixture(n, "after") : undefined]),
    );
    const project = makeProject(Object.assign({}, ...programs.map((p) => p.files)));
    await census(programs, project, () => upgrade(project.tsconfig, from, to), repository.specFile(to));
  }, 300_000);
});

describe("census of a config of another API with its own changes (Acme Widgets)", () => {
  it("every site is rewritten or flagged, and nothing is left broken without a comment", async () => {
    mkdirSync(path.join(root, "test-output"), { recursive: true });
    const work = mkdtempSync(path.join(root, "test-output", "upgrade-census-"));
    try {
      cpSync(path.join(root, "test/fixtures/config/acme/openapi"), path.join(work, "openapi"), { recursive: true });
      const config = {
        package: { name: "@acme/api-client" },
        revisions: [
          { id: "2024-02-15", spec: "openapi/2024-02-15.json" },
          { id: "2024-05-15", spec: "openapi/2024-05-15.json" },
        ],
        changes: path.join(fixturesDir, "_acme/changes"),
        output: { client: "out/client" },
      };
      await generate({ config, cwd: work });
      const resolved = await loadConfig({ config, cwd: work });
      const sources: UpgradeSources = {
        catalog: resolved.catalog,
        changesDir: resolved.changes!,
        specFile: specFileOf(resolved),
      };
      const before = readFileSync(path.join(fixturesDir, "_acme/before.ts"), "utf8");
      const programs = await programsOf(sources, "2024-02-15", "2024-05-15", [
        ["RequireWidgetColor", before, undefined],
        ["RemoveServiceStatus", before, undefined],
      ]);
      const project = makeProject(Object.assign({}, ...programs.map((p) => p.files)));
      mkdirSync(path.join(project.dir, "node_modules/@acme"), { recursive: true });
      symlinkSync(path.join(work, "out/client"), path.join(project.dir, "node_modules/@acme/api-client"), "dir");
      const request = { ...sources, packageName: "@acme/api-client", from: "2024-02-15", to: "2024-05-15" };
      const run = () => upgradeProject({ ...request, project: project.tsconfig });
      await census(programs, project, run, sources.specFile("2024-05-15"));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 300_000);
});
