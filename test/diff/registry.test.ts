/**
 * The meta-test of the rule registry (docs/architecture.md, principle 6): unique stable kebab-case ids, one file per
 * rule named after its id and registered, every rule with its message, why and hint, its own fixture pair and its own
 * test file, and no Change left unclaimed by the rules on any fixture pair.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { diffSpecsDetailed, rules } from "../../generator/diff/index.js";
import { FIXTURES, fixturePair } from "./support.js";

const RULES_DIR = "generator/diff/rules";
const SUPPORT_FILES = ["index.ts", "define.ts"];
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe("the rule registry", () => {
  it("has unique kebab-case ids", () => {
    const ids = rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id, id).toMatch(kebab);
  });

  it.each(rules.map((r) => [r.id, r] as const))("%s has a severity, a direction and its texts", (_, rule) => {
    expect(["breaking", "dangerous", "safe"]).toContain(rule.severity);
    expect(["request", "response", "both", "operation"]).toContain(rule.direction);
    for (const text of [rule.message, rule.why, rule.hint]) {
      expect(text.trim().length).toBeGreaterThan(10);
      expect(text).toMatch(/[.)]$/);
    }
    expect(rule.message).toMatch(/^[A-Z]/);
    expect(typeof rule.match).toBe("function");
  });

  it("has one file per rule, named after its id, and every rule file is registered", () => {
    const files = readdirSync(RULES_DIR).filter((f) => f.endsWith(".ts") && !SUPPORT_FILES.includes(f));
    expect(files.map((f) => f.replace(/\.ts$/, "")).sort()).toEqual(rules.map((r) => r.id).sort());
  });

  it("is in the order index.ts imports the rule files (no other module loads one first)", () => {
    const imported = [...readFileSync(`${RULES_DIR}/index.ts`, "utf8").matchAll(/^import "\.\/([a-z0-9-]+)\.js";$/gm)];
    expect(rules.map((r) => r.id)).toEqual(imported.map((m) => m[1]));
  });

  it.each(rules.map((r) => [r.id]))("%s has a fixture pair and a test file", (id) => {
    for (const file of fixturePair(id)) expect(existsSync(file), file).toBe(true);
    expect(existsSync(`test/diff/rules/${id}.test.ts`)).toBe(true);
  });

  it("has no fixture folder without a rule", () => {
    // `real/`: copies of real public specs for the invariance test (test/diff/invariance.test.ts), not a rule's pair.
    expect(
      readdirSync(FIXTURES)
        .filter((f) => f !== "real")
        .sort(),
    ).toEqual(rules.map((r) => r.id).sort());
  });

  it("claims every Change on every fixture pair (no change falls between the rules)", async () => {
    for (const { id } of rules) {
      const [base, revision] = fixturePair(id);
      const { unmatched } = await diffSpecsDetailed(base, revision);
      expect(unmatched.map((c) => `${id}: ${c.area} ${c.kind} ${c.definition}`)).toEqual([]);
    }
  }, 120_000);
});
