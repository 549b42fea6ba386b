/**
 * The invariance of grouping by meaning: scripts/fixtures/vendor-style.ts turns our specs into the layout vendors
 * publish (every `$ref` inlined, the version header a required parameter with `default: <info.version>` on every
 * operation), and for every consecutive pair of our GA revisions the diff of the converted pair must give the same
 * grouped findings as the specs as written: the same rule ids, severities, affected operations and subjects (owner
 * and property path; pointers differ by construction).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogData, diffSpecs, revisionChain } from "../../generator/diff/index.js";
import { meaning } from "../support/finding-meaning.js";

const run = promisify(execFile);
const TSX = path.resolve("node_modules/.bin/tsx");
const SCRIPT = "scripts/fixtures/vendor-style.ts";

const { catalog } = catalogData();
const GA = revisionChain(catalog, catalog.revisions[0]!.id, catalog.revisions.at(-1)!.id);
const PAIRS = GA.slice(1).map((to, i) => [GA[i]!, to] as const);

let dir: string;
const vendor = (id: string) => path.join(dir, `${id}.json`);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "revforge-vendor-style-"));
  // Two at a time: the machine is shared.
  for (let i = 0; i < GA.length; i += 2)
    await Promise.all(GA.slice(i, i + 2).map((id) => run(TSX, [SCRIPT, `specs/${id}.yaml`, vendor(id)])));
}, 180_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("scripts/fixtures/vendor-style.ts", () => {
  it("inlines every $ref and pins the version by a required header's default on every operation", () => {
    const doc = JSON.parse(readFileSync(vendor("2023-10-15"), "utf8")) as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string; required?: boolean; schema: unknown }[] }>
      >;
      components?: Record<string, unknown>;
    };
    expect(JSON.stringify(doc)).not.toContain('"$ref"');
    expect(Object.keys(doc.components ?? {})).toEqual(["securitySchemes"]);
    const methods = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);
    const ops = Object.values(doc.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([k]) => methods.has(k))
        .map(([, op]) => op),
    );
    expect(ops.length).toBeGreaterThan(50);
    for (const op of ops) {
      const headers = (op.parameters ?? []).filter((p) => p.in === "header" && p.name.toLowerCase() === "revision");
      expect(headers).toEqual([
        { name: "revision", in: "header", required: true, schema: { type: "string", default: "2023-10-15" } },
      ]);
    }
  });

  it("refuses a wrong call and an existing output with one line and exit code 2", async () => {
    const usage = await run(TSX, [SCRIPT]).catch((e: { code: number; stderr: string }) => e);
    expect([(usage as { code: number }).code, (usage as { stderr: string }).stderr]).toEqual([
      2,
      "usage: tsx scripts/fixtures/vendor-style.ts <spec.yaml> <out.json>\n",
    ]);
    const existing = path.join(dir, "existing.json");
    writeFileSync(existing, "mine\n");
    const refused = await run(TSX, [SCRIPT, "specs/2024-05-15.yaml", existing]).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect([(refused as { code: number }).code, (refused as { stderr: string }).stderr]).toEqual([
      2,
      `${existing}: already exists; give a new file\n`,
    ]);
    expect(readFileSync(existing, "utf8")).toBe("mine\n");
  }, 60_000);
});

describe("grouped findings: the specs as written and their vendor-style copies", () => {
  it.each(PAIRS)(
    "%s → %s",
    async (from, to) => {
      const written = await diffSpecs(from, to);
      const inlined = await diffSpecs(vendor(from), vendor(to));
      expect(meaning(inlined)).toEqual(meaning(written));
      expect(inlined.summary).toEqual(written.summary);
    },
    60_000,
  );

  it("groups the inlined copies of one change into one finding (2023-09-15 → 2023-10-15, a renamed property)", async () => {
    const report = await diffSpecs(vendor("2023-09-15"), vendor("2023-10-15"));
    const renamed = report.findings.filter(
      (f) =>
        f.id === "response-property-renamed" &&
        f.subject?.path === "attributes.subscriptions.email.marketing.timestamp",
    );
    expect(renamed).toHaveLength(1);
    expect(renamed[0]!.subject!.owner).toBe("resource profile");
    expect([...new Set(renamed[0]!.affects.map((a) => a.operationId))].sort()).toEqual([
      "create_profile",
      "get_event_profile",
      "get_list_profiles",
      "get_profile",
      "get_profiles",
      "get_segment_profiles",
      "update_profile",
    ]);
  }, 60_000);
});
