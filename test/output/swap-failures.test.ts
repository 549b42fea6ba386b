/**
 * The swap of a written folder (generator/output/write-tree.ts `swapIn`) when the file system fails it: a failed rename
 * of the new folder puts the previous one back, so nothing already written is lost; a previous folder that cannot be
 * removed once the new one is in fails nothing. node:fs is wrapped so one call can be made to fail.
 */
import * as fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { OutputError, writeTree } from "../../generator/output/write-tree.js";

const fail = vi.hoisted(() => ({ rename: undefined as RegExp | undefined, rm: undefined as RegExp | undefined }));

vi.mock("node:fs", async (original) => {
  const real = await original<typeof import("node:fs")>();
  const eio = (call: string) => Object.assign(new Error(`EIO: i/o error, ${call}`), { code: "EIO" });
  return {
    ...real,
    // Fails the rename of a staged new folder (`.<name>-new-...`) into place, when asked.
    renameSync: (from: fs.PathLike, to: fs.PathLike) => {
      if (fail.rename?.test(path.basename(String(from)))) throw eio("rename");
      return real.renameSync(from, to);
    },
    rmSync: (target: fs.PathLike, options?: fs.RmOptions) => {
      if (fail.rm?.test(path.basename(String(target)))) throw eio("rm");
      return real.rmSync(target, options);
    },
  };
});

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(tmpdir(), "rf-swap-failures-"));
});
afterEach(() => {
  fail.rename = fail.rm = undefined;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A folder written by a first run, as a later run finds it. */
function previous(name: string): string {
  const out = path.join(dir, name);
  writeTree(out, new Map([["a.txt", "before"]]));
  return out;
}

it("puts the previous folder back when the new one cannot be renamed into place", () => {
  const out = previous("client");
  fail.rename = /^\.client-new-/;
  expect(() => writeTree(out, new Map([["a.txt", "after"]]))).toThrow(OutputError);
  expect(() => writeTree(out, new Map([["a.txt", "after"]]))).toThrow(`cannot write ${out}: EIO`);
  expect(fs.readFileSync(path.join(out, "a.txt"), "utf8")).toBe("before");
  // Neither the staged folder nor the previous one is left beside it.
  expect(fs.readdirSync(dir)).toEqual(["client"]);
});

it("succeeds when the previous folder cannot be removed once the new one is in", () => {
  const out = previous("reports");
  fail.rm = /^\.reports-old-/;
  writeTree(out, new Map([["a.txt", "after"]]));
  expect(fs.readFileSync(path.join(out, "a.txt"), "utf8")).toBe("after");
  // The previous folder is left aside under this run's pid, for a later run to remove.
  expect(fs.readdirSync(dir).filter((e) => e.startsWith(".reports-old-"))).toHaveLength(1);
});
