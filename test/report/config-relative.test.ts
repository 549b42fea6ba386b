/**
 * Every path the reports record is relative to the config, not to the current folder: `generate --config
 * ../revforge.config.json` from a subfolder writes the same bytes as `generate` from the config's folder, the reports
 * and the upgrade guides (whose cards locate definitions in the specs) alike.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import YAML from "yaml";
import { afterAll, expect, it } from "vitest";
import type { DiffReport } from "../../generator/diff/types.js";
import { readCatalog } from "../../generator/load/catalog.js";
import { reportsTree } from "../../generator/report/tree.js";
import { printedIn } from "../support/cli.js";
import { fakeEngine, ownSpecs } from "./fake-engine.js";

const root = path.resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(path.join(tmpdir(), "revforge-config-relative-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Three revisions of ours, specs in openapi/: the first has an upgrade guide to the latest, and its reports have
 * mass changes, whose members locate their definitions too.
 */
const ids = ["2023-01-24", "2023-02-22", "2023-06-15"];

/** Every file under `folder`, by path relative to it. */
function files(folder: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      out.set(path.relative(folder, file), readFileSync(file, "utf8"));
    }
  return out;
}

it("writes the same reports and guides from the config's folder and from a subfolder", async () => {
  mkdirSync(path.join(dir, "openapi"));
  mkdirSync(path.join(dir, "sub"));
  cpSync(path.join(root, "specs/shared"), path.join(dir, "openapi/shared"), { recursive: true });
  for (const id of ids) cpSync(path.join(root, `specs/${id}.yaml`), path.join(dir, `openapi/${id}.yaml`));
  for (const id of ids.slice(1))
    cpSync(path.join(root, `specs/changes/${id}.yaml`), path.join(dir, `openapi/changes/${id}.yaml`));
  const catalog = YAML.parse(readFileSync(path.join(root, "specs/revisions.yaml"), "utf8")) as {
    latest: string;
    revisions: { id: string }[];
  };
  catalog.revisions = catalog.revisions.filter((r) => ids.includes(r.id));
  catalog.latest = ids.at(-1)!;
  writeFileSync(path.join(dir, "openapi/revisions.yaml"), YAML.stringify(catalog));
  const config = {
    package: { name: "@acme/client" },
    revisions: ids.map((id) => ({ id, spec: `openapi/${id}.yaml` })),
    catalog: "openapi/revisions.yaml",
    changes: "openapi/changes",
    output: { client: "out/client", reports: "out/reports" },
  };
  writeFileSync(path.join(dir, "revforge.config.json"), JSON.stringify(config, null, 2));

  const atRoot = await printedIn(dir, "generate", "--quiet");
  expect(atRoot.err).toBe("");
  expect(atRoot.code).toBe(0);
  const first = files(path.join(dir, "out/reports"));
  const client = files(path.join(dir, "out/client"));
  expect(client.get(path.join("upgrades", `${ids[0]}.js`))).toMatch(
    /^\/\* generated from openapi\/changes by revforge/,
  );
  expect(first.has(path.join("guides", `${ids[0]}..${ids.at(-1)}.html`))).toBe(true);
  // A mass change's members locate their definitions in the specs, relative to the config's folder.
  const report = JSON.parse(first.get(`${ids[0]}..${ids[1]}.json`)!) as DiffReport;
  const members = report.findings.flatMap((f) => f.members ?? []);
  expect(members.length).toBeGreaterThan(0);
  for (const m of members) expect(m.definition.revision?.file ?? m.definition.base?.file).toMatch(/^openapi\//);

  const fromSub = await printedIn(path.join(dir, "sub"), "generate", "--quiet", "--config", "../revforge.config.json");
  expect(fromSub.err).toBe("");
  expect(fromSub.code).toBe(0);
  const second = files(path.join(dir, "out/reports"));
  expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
  for (const [name, text] of first) expect(second.get(name), name).toBe(text);
  const clientFromSub = files(path.join(dir, "out/client"));
  expect([...clientFromSub.keys()].sort()).toEqual([...client.keys()].sort());
  for (const [name, text] of client) expect(clientFromSub.get(name), name).toBe(text);
}, 300_000);

it("writes the upgrade guides' locations relative to the config's folder, as the reports' are", async () => {
  // The stand-in engine's guide from 2022-10-17 locates its changes as the loader does, from the current folder
  // (`specs/2023-06-15.yaml`); with the config in specs/, the guide says `2023-06-15.yaml`.
  const tree = await reportsTree({
    engine: fakeEngine({ load: false }),
    ...ownSpecs,
    catalog: readCatalog(),
    baseDir: "specs",
  });
  const guide = tree.get("guides/2022-10-17..2024-05-15.html")!;
  expect(guide).toContain("<code>2023-06-15.yaml:");
  expect(guide).not.toContain("specs/2023-06-15.yaml");
}, 120_000);
