/**
 * docs/severity.md holds THE table of severities: every rule of the registry with its severity, direction and
 * reason, in registry order. This test keeps it true: the rows of the table in the file must be the registry's.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rules } from "../../generator/diff/index.js";

/** The cells of a Markdown table row (`\|` is a pipe inside a cell), trimmed. */
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, "|"));

describe("docs/severity.md", () => {
  it("lists every rule with its severity, direction and why, as the registry has them", () => {
    const lines = readFileSync("docs/severity.md", "utf8").split("\n");
    const start = lines.findIndex((l) => /^\|\s*rule\s*\|/.test(l));
    const rows: string[][] = [];
    for (let i = start + 2; i < lines.length && lines[i]!.startsWith("|"); i++) rows.push(cells(lines[i]!));
    expect(cells(lines[start]!)).toEqual(["rule", "severity", "direction", "why"]);
    expect(rows).toEqual(rules.map((r) => ["`" + r.id + "`", r.severity, r.direction, r.why]));
  });
});
