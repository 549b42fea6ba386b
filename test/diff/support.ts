/**
 * Helpers for the diff tests: run one rule's fixture pair (test/fixtures/diff/<rule-id>/base.yaml → revision.yaml)
 * and check the finding the rule makes there: exactly one, with the rule's id, the expected severity (also the one
 * the registry declares) and the exact rendered sentence.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diffSpecs, rules, type DiffOptions, type DiffReport, type Finding } from "../../generator/diff/index.js";
import type { Catalog, RenameConfirmation } from "../../generator/load/catalog.js";

export const FIXTURES = "test/fixtures/diff";

export function fixturePair(ruleId: string): [string, string] {
  return [`${FIXTURES}/${ruleId}/base.yaml`, `${FIXTURES}/${ruleId}/revision.yaml`];
}

export async function diffFixture(ruleId: string, options?: DiffOptions): Promise<DiffReport> {
  const [base, revision] = fixturePair(ruleId);
  return diffSpecs(base, revision, options);
}

export interface RuleExpectation {
  severity: Finding["severity"];
  message: string;
  options?: DiffOptions;
}

/** The one finding of rule `ruleId` on its fixture pair. */
export async function findingOf(ruleId: string, options?: DiffOptions): Promise<Finding> {
  return findingIn(await diffFixture(ruleId, options), ruleId);
}

function findingIn(report: DiffReport, ruleId: string): Finding {
  const found = report.findings.filter((f) => f.id === ruleId);
  expect(found, `findings: ${report.findings.map((f) => `${f.id}: ${f.message}`).join(" | ")}`).toHaveLength(1);
  return found[0]!;
}

/**
 * The one finding of rule `ruleId` on its fixture pair diffed as two revisions of a catalog (`base`, then `revision`)
 * whose diff-renames.yaml holds `renames`, as specs/diff-renames.yaml does for specs/revisions.yaml: each confirmation
 * names a change of the later revision, one that lists no operation (so no finding is credited to it by them).
 */
export async function findingWithRenames(ruleId: string, renames: RenameConfirmation[]): Promise<Finding> {
  const [base, revision] = fixturePair(ruleId);
  const dir = mkdtempSync(join(tmpdir(), "revforge-renames-"));
  const changes = [...new Set(renames.map((r) => r.change))].map((id) => ({
    id,
    date: "2024-02-01",
    kind: "breaking" as const,
    breaking: true,
    text: "A property renamed.",
    operations: [],
  }));
  const ga = { status: "GA" as const, endOfSupport: null };
  const catalog: Catalog = {
    latest: "revision",
    revisions: [
      { id: "base", released: "2024-01-01", ...ga, changes: [] },
      { id: "revision", released: "2024-02-01", ...ga, changes },
    ],
  };
  try {
    // The catalog is given as read; the diff's data files are read beside its file.
    writeFileSync(join(dir, "diff-renames.yaml"), JSON.stringify({ renames }));
    const specFile = (id: string) => (id === "base" ? base : revision);
    const catalogSource = { file: join(dir, "revisions.yaml"), changes: null, specFile, catalog };
    return findingIn(await diffSpecs("base", "revision", { catalogSource }), ruleId);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function ruleCase(ruleId: string, want: RuleExpectation): void {
  describe(ruleId, () => {
    it("reports one finding with its id, severity and exact sentence on its fixture pair", async () => {
      const finding = await findingOf(ruleId, want.options);
      expect(finding.severity).toBe(want.severity);
      expect(finding.message).toBe(want.message);
      expect(rules.find((r) => r.id === ruleId)?.severity).toBe(want.severity);
      expect(finding.affects.length).toBeGreaterThan(0);
      expect(finding.definition.base ?? finding.definition.revision).toBeDefined();
    });
  });
}

/** One expected finding: rule id, severity, sentence, and the operations it is filed under ("METHOD /path"). */
export type Want = [id: string, severity: Finding["severity"], message: string, affects: string[]];

/** Findings in a fixed order (rule id, then sentence), so a test states them in any order. */
export const sorted = (list: Want[]) => [...list].sort((a, b) => `${a[0]} ${a[2]}`.localeCompare(`${b[0]} ${b[2]}`));

/**
 * Diffs two documents given as objects the way a user does (`diffSpecs` on two files): each pair is written to a
 * temp folder of the calling test file, removed after it. `findings` gives every finding as a Want, sorted.
 */
export function pairDiffer(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `revforge-${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let pairs = 0;
  const report = (base: unknown, revision: unknown): Promise<DiffReport> => {
    const n = pairs++;
    const [a, b] = [base, revision].map((spec, i) => {
      const file = join(dir, `${n}-${i}.json`);
      writeFileSync(file, JSON.stringify(spec, null, 2));
      return file;
    });
    return diffSpecs(a!, b!);
  };
  const findings = async (base: unknown, revision: unknown): Promise<Want[]> =>
    sorted(
      (await report(base, revision)).findings.map((f) => [
        f.id,
        f.severity,
        f.message,
        f.affects.map((x) => `${x.method.toUpperCase()} ${x.path}`),
      ]),
    );
  return { report, findings };
}

/**
 * A document whose POST /x has a JSON request and 200 response that are objects with one property `name` of schema
 * `schema`, and a query parameter `query` of that schema too when given: the smallest place to compare one schema on
 * both sides.
 */
export function onePropertyDoc(
  name: string,
  schema: Record<string, unknown>,
  options: { openapi?: string; query?: string } = {},
): Record<string, unknown> {
  const body = { type: "object", properties: { [name]: schema } };
  return {
    openapi: options.openapi ?? "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/x": {
        post: {
          operationId: "x",
          ...(options.query !== undefined && { parameters: [{ name: options.query, in: "query", schema }] }),
          requestBody: { content: { "application/json": { schema: body } } },
          responses: { "200": { description: "OK", content: { "application/json": { schema: body } } } },
        },
      },
    },
  };
}
