/**
 * The staging entries a writer leaves beside its target (generator/output/staging.ts): their names, and which of them
 * the next run on the same target removes (those of runs no longer alive, and only those).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeStaleStaging, stagingPath } from "../../generator/output/staging.js";

let dir: string;
/** The pid of a process that has exited. */
let dead: number;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "rf-staging-"));
  dead = spawnSync(process.execPath, ["-e", ""]).pid!;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("stagingPath", () => {
  it.each([
    ["new", /^\.client-new-(\d+)\.[0-9a-f]{12}$/],
    ["old", /^\.client-old-(\d+)\.[0-9a-f]{12}$/],
    ["tmp", /^\.client\.(\d+)\.[0-9a-f]{12}\.tmp$/],
  ] as const)("%s: beside the target, named after it and this process", (kind, name) => {
    const staged = stagingPath(path.join(dir, "client"), kind);
    expect(path.dirname(staged)).toBe(dir);
    expect(name.exec(path.basename(staged))?.[1]).toBe(String(process.pid));
    expect(stagingPath(path.join(dir, "client"), kind)).not.toBe(staged);
  });

  it.each(["new", "old", "tmp"] as const)("%s: a name of 255 bytes is cut to 224 in its entries, which fit", (kind) => {
    const staged = path.basename(stagingPath(path.join(dir, "a".repeat(255)), kind));
    expect(staged.startsWith(`.${"a".repeat(224)}${kind === "tmp" ? "." : "-"}`)).toBe(true);
    expect(Buffer.byteLength(staged)).toBeLessThanOrEqual(255);
  });
});

describe("removeStaleStaging", () => {
  it("removes the entries of the target left by dead runs, and nothing else", () => {
    const hex = "0123456789ab";
    const entries: [name: string, folder: boolean, removed: boolean][] = [
      [`.client-new-${dead}.${hex}`, true, true],
      [`.client-old-${dead}.${hex}`, true, true],
      [`.client.${dead}.${hex}.tmp`, false, true],
      [`.client-new-${process.ppid}.${hex}`, true, false], // a run still writing (the test runner)
      [`.client-new-${process.pid}.${hex}`, true, false], // this process
      [`.other-new-${dead}.${hex}`, true, false], // another target's
      [`.client-new-${dead}.${hex}x`, true, false],
      [`.client-new-${dead}`, true, false],
      [`.client-newer-${dead}.${hex}`, true, false],
      [`.client-new-x${dead}.${hex}`, true, false],
      [`.client.${dead}.${hex}`, false, false],
      [`client-new-${dead}.${hex}`, true, false],
      ["client", true, false],
    ];
    for (const [name, folder] of entries) {
      if (folder) {
        mkdirSync(path.join(dir, name));
        writeFileSync(path.join(dir, name, "inside.txt"), "x\n");
      } else writeFileSync(path.join(dir, name), "x\n");
    }
    removeStaleStaging(path.join(dir, "client"));
    expect(readdirSync(dir).sort()).toEqual(
      entries
        .filter(([, , removed]) => !removed)
        .map(([name]) => name)
        .sort(),
    );
  });

  it("knows the entries of a long name by its first 224 bytes", () => {
    const long = path.join(dir, "long");
    mkdirSync(long);
    const entry = `.${"a".repeat(224)}-new-${dead}.0123456789ab`;
    mkdirSync(path.join(long, entry));
    removeStaleStaging(path.join(long, "a".repeat(250)));
    expect(readdirSync(long)).toEqual([]);
  });

  it("does nothing when the target's folder does not exist", () => {
    expect(() => removeStaleStaging(path.join(dir, "missing/client"))).not.toThrow();
  });
});
