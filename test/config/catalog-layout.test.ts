/**
 * A config whose catalog is not laid out like this repository's specs/ folder (README, "The config: any set of
 * revision specs"): the catalog is a file of any name in its own folder, the specs are elsewhere (one of them JSON),
 * the declared changes are in a folder of their own or absent, and the diff's data files are absent or beside the
 * catalog. generate (reports included) and diff read what the config names, and map findings to the catalog's change
 * entries (and to the declared changes) as the repository's own run does for the same revisions.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diff } from "../../generator/api.js";
import type { DiffReport } from "../../generator/diff/types.js";
import { printedIn } from "../support/cli.js";

const root = path.resolve(import.meta.dirname, "../..");
const specs = path.join(root, "specs");
let work: string;

/**
 * A project in `dir` from this repository's specs of `ids`: specs in openapi/ (those in `json` converted to JSON,
 * their `$ref`s unchanged), the catalog reduced to those revisions in history/catalog.yaml, and the config.
 */
function project(dir: string, ids: string[], options: { json: string[]; changes?: string[]; renames?: boolean }) {
  mkdirSync(path.join(dir, "openapi"), { recursive: true });
  mkdirSync(path.join(dir, "history"), { recursive: true });
  cpSync(path.join(specs, "shared"), path.join(dir, "openapi/shared"), { recursive: true });
  const spec = (id: string) => `openapi/${id}.${options.json.includes(id) ? "json" : "yaml"}`;
  for (const id of ids) {
    const text = readFileSync(path.join(specs, `${id}.yaml`), "utf8");
    const json = options.json.includes(id);
    writeFileSync(path.join(dir, spec(id)), json ? JSON.stringify(YAML.parse(text), null, 2) : text);
  }
  const catalog = YAML.parse(readFileSync(path.join(specs, "revisions.yaml"), "utf8")) as {
    latest: string;
    revisions: { id: string }[];
  };
  catalog.revisions = catalog.revisions.filter((r) => ids.includes(r.id));
  catalog.latest = ids.at(-1)!;
  writeFileSync(path.join(dir, "history/catalog.yaml"), YAML.stringify(catalog));
  if (options.renames) cpSync(path.join(specs, "diff-renames.yaml"), path.join(dir, "history/diff-renames.yaml"));
  if (options.changes) {
    mkdirSync(path.join(dir, "declared"));
    for (const id of options.changes)
      cpSync(path.join(specs, "changes", `${id}.yaml`), path.join(dir, "declared", `${id}.yaml`));
  }
  const config = {
    package: { name: "@acme/client" },
    revisions: ids.map((id) => ({ id, spec: spec(id) })),
    catalog: "history/catalog.yaml",
    ...(options.changes && { changes: "declared" }),
    output: { client: "out/client", reports: "out/reports" },
  };
  writeFileSync(path.join(dir, "revforge.config.json"), JSON.stringify(config, null, 2));
}

/** What a finding says apart from where its spec lines are: the rule, its reach, and what explains it. */
const meaning = (report: DiffReport) =>
  report.findings.map((f) => ({
    id: f.id,
    severity: f.severity,
    operations: f.affects.map((a) => a.operationId),
    catalogEntry: f.catalogEntry,
    handledBy: f.handledBy,
  }));

const withoutHandledBy = (report: DiffReport) => meaning(report).map((f) => ({ ...f, handledBy: undefined }));

const reportIn = (dir: string, stem: string): DiffReport =>
  JSON.parse(readFileSync(path.join(dir, `${stem}.json`), "utf8")) as DiffReport;

beforeAll(() => {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  work = mkdtempSync(path.join(root, "test-output", "catalog-layout-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a catalog named catalog.yaml, specs in another folder, no changes and no diff data files", () => {
  let dir: string;
  beforeAll(() => {
    dir = path.join(work, "plain");
    project(dir, ["2023-10-15", "2023-12-15", "2024-02-15"], { json: ["2023-12-15"] });
  });

  it("generate writes the reports, their findings mapped to the catalog's entries as in generated/reports", async () => {
    const run = await printedIn(dir, "generate", "--quiet");
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    const reports = path.join(dir, "out/reports");
    for (const stem of ["2023-10-15..2023-12-15", "2023-12-15..2024-02-15"]) {
      const ours = reportIn(reports, stem);
      const repository = reportIn(path.join(root, "generated/reports"), stem);
      expect(ours.findings.length).toBeGreaterThan(0);
      // Without declared changes no finding says which change handles it; the rest is the repository's run.
      expect(meaning(ours)).toEqual(withoutHandledBy(ours));
      expect(meaning(ours)).toEqual(withoutHandledBy(repository));
    }
    expect(meaning(reportIn(reports, "2023-12-15..2024-02-15")).map((f) => f.catalogEntry)).toContain(
      "2024-02-15-attribution-removed",
    );
    expect(existsSync(path.join(reports, "guides/2023-10-15..2024-02-15.md"))).toBe(true);
    expect(readFileSync(path.join(reports, "2023-12-15..2024-02-15.md"), "utf8")).toContain(
      "generated from openapi/2023-12-15.json and openapi/2024-02-15.yaml by revforge",
    );
    expect(readFileSync(path.join(reports, "index.md"), "utf8")).toContain("generated from history/ by revforge");
  }, 180_000);

  it("diff between two catalog revisions maps its findings as the repository's run of the same pair", async () => {
    const run = await printedIn(dir, "diff", "2023-10-15", "2024-02-15", "--format", "json");
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    const repository = await printedIn(root, "diff", "2023-10-15", "2024-02-15", "--format", "json");
    expect(repository.code).toBe(0);
    const ours = JSON.parse(run.out) as DiffReport;
    expect([ours.from, ours.to]).toEqual(["2023-10-15", "2024-02-15"]);
    expect(ours.findings.length).toBeGreaterThan(0);
    expect(ours.findings.every((f) => f.catalogEntry !== undefined)).toBe(true);
    expect(meaning(ours)).toEqual(withoutHandledBy(JSON.parse(repository.out) as DiffReport));
  }, 180_000);
});

describe("a catalog with its renames beside it and the declared changes in a folder of their own", () => {
  it("diff maps findings to the catalog's entries and the declared changes as the repository's run does; generate shims from that folder", async () => {
    const dir = path.join(work, "declared");
    project(dir, ["2023-09-15", "2023-10-15"], { json: ["2023-09-15"], changes: ["2023-10-15"], renames: true });
    const ours = await diff("2023-09-15", "2023-10-15", { cwd: dir });
    const repository = await diff("2023-09-15", "2023-10-15", { cwd: root });
    expect(meaning(ours).filter((f) => f.handledBy !== undefined).length).toBeGreaterThan(0);
    expect(meaning(ours)).toEqual(meaning(repository));
    // generate compiles the shims from that folder, and its progress says which folder it is.
    const run = await printedIn(dir, "generate");
    expect(run.err).toBe("");
    expect(run.out.split("\n")).toContain("shims: compiling declared");
  }, 180_000);
});

describe("two runs of generate in one process, as --watch makes them", () => {
  it("the second run's reports read the declared changes and the diff's renames as they are then", async () => {
    const dir = path.join(work, "rerun");
    project(dir, ["2023-09-15", "2023-10-15"], { json: [], changes: ["2023-10-15"], renames: true });
    const report = () => reportIn(path.join(dir, "out/reports"), "2023-09-15..2023-10-15");
    const handlers = () => new Set(report().findings.map((f) => f.handledBy?.change));
    const confirmed = () =>
      report().findings.filter((f) => f.id === "response-property-renamed" && f.args.confirmed === true).length;
    expect((await printedIn(dir, "generate", "--quiet")).code).toBe(0);
    expect(handlers()).toContain("ReplaceSubscriptionChannelsWithConsent");
    expect(confirmed()).toBeGreaterThan(0);
    // Between the two runs a declaration is renamed and the catalog's rename confirmations are removed.
    const declared = path.join(dir, "declared/2023-10-15.yaml");
    const text = readFileSync(declared, "utf8");
    writeFileSync(declared, text.replace(/\bReplaceSubscriptionChannelsWithConsent\b/g, "ReplaceChannelsWithConsent"));
    rmSync(path.join(dir, "history/diff-renames.yaml"));
    const second = await printedIn(dir, "generate", "--quiet");
    expect(second.err).toBe("");
    expect(second.code).toBe(0);
    expect(handlers()).toContain("ReplaceChannelsWithConsent");
    expect(handlers()).not.toContain("ReplaceSubscriptionChannelsWithConsent");
    expect(confirmed()).toBe(0);
  }, 240_000);
});
