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
  const report = await diffFixture(ruleId, options);
  const found = report.findings.filter((f) => f.id === ruleId);
  expect(found, `findings: ${report.findings.map((f) => `${f.id}: ${f.message}`).join(" | ")}`).toHaveLength(1);
  return found[0]!;
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
