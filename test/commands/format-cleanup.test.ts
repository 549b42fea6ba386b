/**
 * The staged copy `generate --check` formats (generator/commands/format.ts `formattedTree`) is removed afterwards; a
 * removal that fails neither replaces the format command's own error nor fails a run that formatted. node:fs is
 * wrapped so the removal can be made to fail.
 */
import * as fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { FormatError, formattedTree } from "../../generator/commands/format.js";

const fail = vi.hoisted(() => ({ rm: false }));

vi.mock("node:fs", async (original) => {
  const real = await original<typeof import("node:fs")>();
  return {
    ...real,
    rmSync: (target: fs.PathLike, options?: fs.RmOptions) => {
      if (fail.rm) throw Object.assign(new Error("EBUSY: resource busy, rm"), { code: "EBUSY" });
      return real.rmSync(target, options);
    },
  };
});

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(tmpdir(), "rf-format-cleanup-"));
});
afterEach(() => {
  fail.rm = false;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const tree = new Map([["a.txt", "a"]]);
/** A format command that upper-cases a.txt in the folder it is given, or fails with a line on stderr. */
const upper = [process.execPath, "-e", "const f=process.argv[1]+'/a.txt';require('fs').writeFileSync(f,'A')"];
const failing = [process.execPath, "-e", "console.error('bad style');process.exit(3)"];

it("gives the formatted tree though its staged copy cannot be removed", () => {
  fail.rm = true;
  expect(formattedTree(path.join(dir, "out"), tree, upper, dir).get("a.txt")).toBe("A");
});

it("gives the format command's error, not the removal's", () => {
  fail.rm = true;
  expect(() => formattedTree(path.join(dir, "out2"), tree, failing, dir)).toThrow(FormatError);
  expect(() => formattedTree(path.join(dir, "out2"), tree, failing, dir)).toThrow(/failed \(exit 3\): bad style/);
});

it("leaves nothing beside the output when the removal works", () => {
  formattedTree(path.join(dir, "out3"), tree, upper, dir);
  expect(fs.readdirSync(dir).filter((e) => e.startsWith(".out3"))).toEqual([]);
});
