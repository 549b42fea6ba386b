/**
 * What `generate --check` reports (generator/output/write-tree.ts `staleFiles`): a file that differs, one missing on
 * disk, one on disk that the tree does not hold, and an empty folder (which writing the tree would remove).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { staleFiles, writeTree } from "../../generator/output/write-tree.js";

const dir = mkdtempSync(path.join(tmpdir(), "revforge-stale-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tree = new Map([
  ["a.md", "a\n"],
  ["lib/b.js", "b\n"],
  ["lib/c.js", "c\n"],
]);

it("finds nothing in a folder just written, then each file and folder that differs, sorted", () => {
  const out = path.join(dir, "pkg");
  writeTree(out, tree);
  expect(staleFiles(out, tree)).toEqual([]);
  writeFileSync(path.join(out, "a.md"), "edited\n");
  unlinkSync(path.join(out, "lib/c.js"));
  writeFileSync(path.join(out, "lib/extra.js"), "x\n");
  mkdirSync(path.join(out, "empty"));
  expect(staleFiles(out, tree)).toEqual([
    "a.md (differs)",
    "empty/ (not generated)",
    "lib/c.js (missing)",
    "lib/extra.js (not generated)",
  ]);
});

it("finds every file missing when the folder is not there", () => {
  expect(staleFiles(path.join(dir, "none"), tree)).toEqual([
    "a.md (missing)",
    "lib/b.js (missing)",
    "lib/c.js (missing)",
    "stamp.json (missing)",
  ]);
});

it("reads only regular files: a generated file replaced by a FIFO, a device or a link differs, without a hang", () => {
  const out = path.join(dir, "replaced");
  writeTree(out, tree);
  unlinkSync(path.join(out, "a.md"));
  execFileSync("mkfifo", [path.join(out, "a.md")]); // reading it would wait for a writer forever
  unlinkSync(path.join(out, "lib/b.js"));
  symlinkSync("/dev/zero", path.join(out, "lib/b.js")); // reading it would never end
  writeFileSync(path.join(dir, "c.js"), "c\n");
  unlinkSync(path.join(out, "lib/c.js"));
  symlinkSync(path.join(dir, "c.js"), path.join(out, "lib/c.js")); // the same text, but writing makes it a file
  expect(staleFiles(out, tree)).toEqual(["a.md (differs)", "lib/b.js (differs)", "lib/c.js (differs)"]);
});
