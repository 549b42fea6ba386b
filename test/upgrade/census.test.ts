/**
 * The census: for every declared change, consumer code in every shape of value flow and import
 * (census-programs.ts), upgraded by the assistant; each site must end rewritten (the file compiles against the newer
 * revision) or flagged, and every error left against the newer revision must be under a manual-step comment. The
 * programs of one step run together in one project. The repository's changes from 2022-10-17 to 2024-05-15, and those
 * a config declares for another API (the Acme Widgets fixture, with test/fixtures/upgrade/_acme/changes/). It prints
 * the outcome per change and shape.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generate, loadConfig } from "../../generator/api.js";
import { specFileOf } from "../../generator/config/index.js";
import { upgradeProject, type UpgradeResult, type UpgradeSources } from "../../generator/upgrade/index.js";
import { changesOf } from "../../generator/upgrade/net.js";
import { loadChain } from "../../generator/upgrade/steps.js";
import { bin, node, output, result, root } from "../consumer/project.js";
import { censusProgram, localServer, namesFor, shapes, type CensusProgram, type Shape } from "./census-programs.js";
import { startTargetServer } from "./target-server.js";
import {
  catalog,
  declaredChanges,
  fixture,
  fixturesDir,
  makeProject,
  removeProjects,
  typeErrors,
  upgrade,
} from "./project.js";

const changes = await declaredChanges();
const steps = [...new Set(changes.map((c) => `${c.from} ${c.to}`))].map((s) => s.split(" ") as [string, string]);
const table = new Map<string, Map<Shape, string>>();
/** The programs run against the local server, old and rewritten. */
const equivalent: string[] = [];
const repository: UpgradeSources = {
  catalog,
  changesDir: path.join(root, "specs/changes"),
  specFile: (id) => path.join(root, "specs", `${id}.yaml`),
};

afterAll(() => {
  removeProjects();
  const width = Math.max(...[...table.keys()].map((c) => c.length));
  const lines = [`${"change".padEnd(width)}  ${shapes.join(" ")}`];
  for (const [change, row] of table)
    lines.push(`${change.padEnd(width)}  ${shapes.map((s) => (row.get(s) ?? "-").padEnd(s.length)).join(" ")}`);
  console.log(
    `census (R rewritten, F flagged by the assistant, N flagged by the type checker, - no such site)\n${lines.join("\n")}\n` +
      `equivalent against the local server: ${equivalent.join(", ")}`,
  );
});

/** The programs of the changes of one step, each change's from its `before` text. */
async function programsOf(sources: UpgradeSources, from: string, to: string, befores: [string, string][]) {
  const chain = await loadChain(sources, from, to);
  const programs: CensusProgram[] = [];
  const picks = namesFor(befores.length * shapes.length, 20241115);
  befores.forEach(([change, before], i) => {
    // A shimmed `behaviour` (its note says why nothing written for the older revision changes meaning) has no site.
    const decl = chain.declarations.get(change)!;
    const inert = decl.unshimmable === undefined && decl.instructions.every((ins) => ins.kind === "behaviour");
    table.set(change, new Map());
    const concerns = (fn: string) => {
      const op = chain.operationOf.get(fn);
      return !inert && op !== undefined && changesOf(chain, op).includes(change);
    };
    shapes.forEach((shape, j) => {
      const p = censusProgram(change, before, shape, concerns, picks[i * shapes.length + j]!, to);
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
) {
  expect(typeErrors(project.tsconfig)).toEqual([]);
  const done = await run();
  for (const c of done.changed) writeFileSync(c.file, c.after);
  expect(typeErrors(project.tsconfig).filter((d) => !d.marked)).toEqual([]);
  const silent: string[] = [];
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
  }
  expect(silent).toEqual([]);
  // A sample per change, one of its rewritten programs whose site runs as it loads (the shape taken in turn from one
  // change to the next): as written (with `upgradeTo`) and as rewritten, against the local server, the same requests
  // and the same results.
  const runner = path.join(project.dir, "census-run.mjs");
  writeFileSync(
    runner,
    // What a program read: its exported values, objects and arrays by kind and length (an object keeps the shape of
    // the revision it came from); a program that throws, its message.
    [
      "const seen = (v) => Array.isArray(v) ? `array(${v.length})` : v !== null && typeof v === 'object' ? 'object' : v;",
      "let read;",
      "try { read = Object.fromEntries(Object.entries(await import(process.argv[2])).map(([k, v]) => [k, seen(v)])); }",
      "catch (e) { read = { thrown: String(e.message) }; }",
      'console.log("RESULT " + JSON.stringify(read));',
      "",
    ].join("\n"),
  );
  const server = await startTargetServer();
  try {
    const run = async (file: string, text: string) => {
      writeFileSync(file, text.replaceAll(localServer, server.url));
      server.requests.length = 0;
      const r = await node(bin.tsx, [runner, file], { cwd: project.dir, timeoutMs: 60_000 });
      expect(r.code, output(r)).toBe(0);
      return { seen: [...server.requests], read: result(r) };
    };
    for (const [i, change] of [...new Set(programs.map((p) => p.change))].entries()) {
      const runnable = programs.filter((x) => x.change === change && x.runs && table.get(change)!.get(x.shape) === "R");
      const p = runnable[i % Math.max(runnable.length, 1)];
      if (p === undefined) continue;
      const file = path.join(project.dir, "src", p.main);
      const after = done.changed.find((c) => c.file === file)?.after ?? p.files[p.main]!;
      expect(after).not.toContain("upgradeTo");
      const old = await run(file, p.files[p.main]!);
      const upgraded = await run(file, after);
      expect(old.seen.length, `${change} ${p.shape}`).toBeGreaterThan(0);
      expect(upgraded, `${change} ${p.shape}`).toEqual(old);
      equivalent.push(`${change} (${p.shape})`);
    }
  } finally {
    await server.close();
  }
}

describe.each(steps)("census %s -> %s", (from, to) => {
  const names = changes.filter((c) => c.from === from && c.to === to).map((c) => c.name);
  it("every site is rewritten or flagged, and nothing is left broken without a comment", async () => {
    const programs = await programsOf(
      repository,
      from,
      to,
      names.map((n) => [n, fixture(n, "before")]),
    );
    const project = makeProject(Object.assign({}, ...programs.map((p) => p.files)));
    await census(programs, project, () => upgrade(project.tsconfig, from, to));
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
        ["RequireWidgetColor", before],
        ["RemoveServiceStatus", before],
      ]);
      const project = makeProject(Object.assign({}, ...programs.map((p) => p.files)));
      mkdirSync(path.join(project.dir, "node_modules/@acme"), { recursive: true });
      symlinkSync(path.join(work, "out/client"), path.join(project.dir, "node_modules/@acme/api-client"), "dir");
      await census(programs, project, () =>
        upgradeProject({
          ...sources,
          packageName: "@acme/api-client",
          from: "2024-02-15",
          to: "2024-05-15",
          project: project.tsconfig,
        }),
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 300_000);
});
