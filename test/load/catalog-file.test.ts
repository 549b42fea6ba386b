/**
 * A catalog file (a config's `catalog`), and the diff's data files beside it, are checked when they are read: each slip is one located line naming the field,
 * where it used to pass and crash a later stage ("Cannot read properties of undefined (reading 'map')") or be read as
 * something else (an unknown status, a GA revision listed after the latest).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { readCatalogFile, readDiffData } from "../../generator/load/catalog.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "revforge-catalog-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Catalog = { latest?: unknown; revisions: Record<string, unknown>[] };
const change = (id: string) => ({ id, date: "2024-05-15", kind: "new", breaking: false, text: "New.", operations: [] });
const good = (): Catalog => ({
  latest: "2024-05-15",
  revisions: [
    { id: "2024-02-15", status: "GA", released: "2024-02-15", endOfSupport: "2026-02-15", changes: [] },
    { id: "2024-05-15", status: "GA", released: "2024-05-15", endOfSupport: null, changes: [change("c1")] },
  ],
});

/** Reads `catalog` from a YAML file; the error message, or "ok" with the latest. */
function read(catalog: Catalog): string {
  const file = path.join(dir, "catalog.yaml");
  writeFileSync(file, YAML.stringify(catalog));
  try {
    return `ok ${readCatalogFile(file).latest}`;
  } catch (error) {
    return (error as Error).message.replace(`${path.relative(process.cwd(), file)}:`, "catalog.yaml:");
  }
}

describe("a catalog file", () => {
  it("reads as written, a beta after the latest revision included (the preview of the next one)", () => {
    const catalog = good();
    catalog.revisions.push({
      id: "2024-07-15.pre",
      status: "beta",
      released: "2024-07-15",
      endOfSupport: null,
      changes: [],
    });
    expect(read(catalog)).toBe("ok 2024-05-15");
  });

  it("that is a FIFO or a device is refused as a spec would be, never waited on", () => {
    const fifo = path.join(dir, "fifo.yaml");
    execFileSync("mkfifo", [fifo]);
    const device = path.join(dir, "zero.yaml");
    symlinkSync("/dev/zero", device);
    const shown = (file: string) => path.relative(process.cwd(), file);
    expect(() => readCatalogFile(fifo)).toThrow(
      `${shown(fifo)}:1:1 # is not a regular file (a FIFO); refusing to read it`,
    );
    expect(() => readCatalogFile(device)).toThrow(
      `${shown(device)}:1:1 # is not a regular file (a character device); refusing to read it`,
    );
  });

  const cases: [string, (c: Catalog) => void, string][] = [
    [
      "no latest",
      (c) => delete c.latest,
      "catalog.yaml:1:1 #/latest must be the id of one of the revisions, got nothing",
    ],
    [
      "a latest that is no revision",
      (c) => (c.latest = 5),
      "catalog.yaml:1:1 #/latest must be the id of one of the revisions, got a number",
    ],
    [
      "a GA revision after the latest",
      (c) => (c.latest = "2024-02-15"),
      'catalog.yaml:1:1 #/latest "2024-02-15" is not the newest: 2024-05-15 (GA) is listed after it',
    ],
    [
      "no revisions",
      (c) => (c.revisions = []),
      "catalog.yaml:2:1 #/revisions must be a list of the revisions, oldest first",
    ],
    [
      "a revision that is no mapping",
      (c) => (c.revisions[0] = null as never),
      "catalog.yaml:3:5 #/revisions/0 must be a mapping, got null",
    ],
    [
      "a revision without changes",
      (c) => delete c.revisions[0]!.changes,
      "catalog.yaml:3:5 #/revisions/0 has no changes",
    ],
    [
      "an unknown status",
      (c) => (c.revisions[0]!.status = "weird"),
      'catalog.yaml:4:5 #/revisions/0/status must be one of beta, GA, deprecated, got "weird"',
    ],
    [
      "a release date that is a number",
      (c) => (c.revisions[0]!.released = 20240215),
      "catalog.yaml:5:5 #/revisions/0/released must be a YYYY-MM-DD date, got a number",
    ],
    [
      // Date.parse reads 2025-02-29 as March 1st: the client would warn from a day nobody wrote (as a config's date).
      "an end of support on a day the month lacks",
      (c) => (c.revisions[0]!.endOfSupport = "2025-02-29"),
      'catalog.yaml:6:5 #/revisions/0/endOfSupport must be a YYYY-MM-DD date, or null, got "2025-02-29"',
    ],
    [
      "a change dated in a month the year lacks",
      (c) => ((c.revisions[1]!.changes as Record<string, unknown>[])[0]!.date = "2024-13-01"),
      'catalog.yaml:14:9 #/revisions/1/changes/0/date must be a YYYY-MM-DD date, got "2024-13-01"',
    ],
    [
      "changes that are a word",
      (c) => (c.revisions[0]!.changes = "none"),
      'catalog.yaml:7:5 #/revisions/0/changes must be a list of changes (`[]` for none), got "none"',
    ],
    [
      "a change's operations that are one word",
      (c) => ((c.revisions[1]!.changes as Record<string, unknown>[])[0]!.operations = "get_things"),
      'catalog.yaml:18:9 #/revisions/1/changes/0/operations must be a list of operationIds (`[]` for none), got "get_things"',
    ],
    [
      "a change without text",
      (c) => delete (c.revisions[1]!.changes as Record<string, unknown>[])[0]!.text,
      "catalog.yaml:13:9 #/revisions/1/changes/0 has no text",
    ],
    [
      "a revision listed twice",
      (c) => (c.revisions[1]!.id = "2024-02-15"),
      'catalog.yaml:8:5 #/revisions/1/id "2024-02-15" is listed twice',
    ],
    [
      "two changes with one id",
      (c) => (c.revisions[0]!.changes = [change("c1")]),
      'catalog.yaml:19:9 #/revisions/1/changes/0/id "c1" is the id of an earlier change too',
    ],
  ];
  it.each(cases)("%s: one located line", (_name, slip, message) => {
    const catalog = good();
    slip(catalog);
    expect(read(catalog)).toBe(message);
  });
});

describe("the diff's data files beside a catalog", () => {
  /** readDiffData with `file` holding `text` beside the catalog; the error message, or "ok" with the counts. */
  function readWith(file: string, text: string): string {
    const at = path.join(dir, file);
    writeFileSync(at, text);
    try {
      const { renames, waivers } = readDiffData(path.join(dir, "catalog.yaml"));
      return `ok ${renames.length} ${waivers.findings.length} ${waivers.entries.length}`;
    } catch (error) {
      return (error as Error).message.replace(`${path.relative(process.cwd(), at)}:`, `${file}:`);
    } finally {
      rmSync(at);
    }
  }

  it.each([
    ["diff-renames.yaml", "renames:\n  - { change: c1, from: a, to: b, quote: a becomes b }", "ok 1 0 0"],
    ["diff-renames.yaml", "renames:\n  - { change: c1, schema: S, from: a, to: b, quote: q }", "ok 1 0 0"],
    ["diff-waivers.yaml", "entries:\n  - { change: c1, reason: r }", "ok 0 0 1"],
    ["diff-renames.yaml", "renames: 5", "diff-renames.yaml:1:1 #/renames must be a list, got a number"],
    [
      "diff-renames.yaml",
      "renames:\n  - { change: c1, from: 5, to: b, quote: q }",
      "diff-renames.yaml:2:19 #/renames/0/from must be a non-empty string, got a number",
    ],
    [
      "diff-renames.yaml",
      "renames:\n  - { change: c1, schema: [S], from: a, to: b, quote: q }",
      "diff-renames.yaml:2:19 #/renames/0/schema must be a non-empty string, got a list",
    ],
    [
      "diff-waivers.yaml",
      "findings:\n  - { from: a, to: b, rule: r, operations: get_things, reason: y }",
      'diff-waivers.yaml:2:32 #/findings/0/operations must be a list of operationIds, got "get_things"',
    ],
    ["diff-waivers.yaml", "entries:\n  - { change: c1 }", "diff-waivers.yaml:2:5 #/entries/0 has no reason"],
    ["diff-waivers.yaml", "[]", "diff-waivers.yaml:1:1 # must be a mapping, got a list"],
  ])("%s: %j -> %s", (file, text, want) => {
    expect(readWith(file, text)).toBe(want);
  });
});
