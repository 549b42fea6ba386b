/**
 * What the two writers (generator/output/write-file.ts, write-tree.ts) make of an error: one rule for both, a system
 * error code as one line naming the output (OutputError), anything else thrown as it is.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFileAtomic } from "../../generator/output/write-file.js";
import { cannotWrite, OutputError, writeTree, writeTrees } from "../../generator/output/write-tree.js";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "rf-write-errors-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What `write` throws (a test fails when it throws nothing). */
function thrownBy(write: () => void): unknown {
  try {
    write();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

/** An OutputError with exactly this message. */
const outputError = (message: string) => expect.objectContaining({ name: "OutputError", message });

/** A place where nothing can be created (Linux's /proc): the file system refuses it with ENOENT. */
const refused = "/proc/revforge-write-errors";

describe("cannotWrite", () => {
  it("turns a system error code into one line naming the output", () => {
    const error = cannotWrite("out/client", Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" }));
    expect(error).toBeInstanceOf(OutputError);
    expect(error).toEqual(outputError("cannot write out/client: EACCES"));
  });

  it.each([
    ["a code of Node's own", Object.assign(new TypeError("bad argument"), { code: "ERR_INVALID_ARG_TYPE" })],
    ["a code that is not a string", Object.assign(new Error("numbered"), { code: 5 })],
    ["no code", new Error("the format command failed")],
    ["something that is not an error", null],
  ])("leaves %s as it is", (_, error) => {
    expect(cannotWrite("out/client", error)).toBe(error);
  });
});

describe("both writers", () => {
  it.each([
    ["writeFileAtomic", (target: string) => writeFileAtomic(target, "x")],
    ["writeTree", (target: string) => writeTree(target, new Map([["a.txt", "x"]]))],
  ])("%s: a place the file system refuses is a line naming the output", (_, write) => {
    expect(thrownBy(() => write(refused))).toEqual(outputError(`cannot write ${refused}: ENOENT`));
  });

  it.each([
    ["writeFileAtomic", (target: string) => writeFileAtomic(target, "x")],
    ["writeTree", (target: string) => writeTree(target, new Map([["a.txt", "x"]]))],
  ])("%s: a file where the folder holding the output should be is a line naming the output", (name, write) => {
    const file = path.join(dir, `a-file-${name}`);
    writeFileSync(file, "");
    const target = path.join(file, "sub", "out");
    expect(thrownBy(() => write(target))).toEqual(outputError(`cannot write ${target}: ENOTDIR`));
  });

  it.skipIf(process.getuid?.() === 0).each([
    ["writeFileAtomic", (target: string) => writeFileAtomic(target, "x")],
    ["writeTree", (target: string) => writeTree(target, new Map([["a.txt", "x"]]))],
  ])("%s: a folder that may not be written in is a line naming the output", (name, write) => {
    const locked = path.join(dir, `locked-${name}`);
    mkdirSync(locked);
    chmodSync(locked, 0o500);
    const target = path.join(locked, "sub", "out");
    try {
      expect(thrownBy(() => write(target))).toEqual(outputError(`cannot write ${target}: EACCES`));
    } finally {
      chmodSync(locked, 0o700);
    }
  });

  it("writeFileAtomic: a name of 255 bytes is written; one too long is a line naming it, not the staging file", () => {
    // The staging name adds the pid and a random tag to the target's name, cut so that it fits: a 255-byte name
    // (`é` is 2 bytes, so the cut falls inside one) is written. One of 256 bytes the file system refuses, and the
    // staged file is removed.
    const folder = path.join(dir, "long-name");
    mkdirSync(folder);
    const longest = `${"a".repeat(223)}${"é".repeat(16)}`;
    writeFileAtomic(path.join(folder, longest), "x");
    expect(readdirSync(folder)).toEqual([longest]);
    const target = path.join(folder, `${longest}b`);
    expect(thrownBy(() => writeFileAtomic(target, "x"))).toEqual(outputError(`cannot write ${target}: ENAMETOOLONG`));
    expect(readdirSync(folder)).toEqual([longest]);
  });

  it("writeFileAtomic: a mode Node refuses is thrown as it is, not as a refusal of the file system", () => {
    const thrown = thrownBy(() => writeFileAtomic(path.join(dir, "moded.txt"), "x", -1));
    expect(thrown).not.toBeInstanceOf(OutputError);
    expect(thrown).toMatchObject({ code: "ERR_OUT_OF_RANGE" });
  });

  it("writeFileAtomic: a folder in the file's place is named as one", () => {
    const target = path.join(dir, "a-folder");
    mkdirSync(path.join(target, "inside"), { recursive: true });
    expect(thrownBy(() => writeFileAtomic(target, "x"))).toEqual(outputError(`cannot write ${target}: it is a folder`));
  });

  it("writeTrees: an error of the format command without a system code is thrown as it is", () => {
    const failure = Object.assign(new Error("format command failed"), { code: "ERR_FORMAT" });
    const staged = () => {
      throw failure;
    };
    expect(thrownBy(() => writeTrees([{ outDir: path.join(dir, "formatted"), tree: new Map() }], { staged }))).toBe(
      failure,
    );
  });

  it("writeTrees: a staged folder that cannot be removed after a failure does not hide the failure", () => {
    // The format command fails after the folder holding the output was replaced by a file: removing the staged
    // folder then fails too (ENOTDIR), and the format command's error is still the one thrown.
    const parent = path.join(dir, "moved-away");
    mkdirSync(parent);
    const failure = Object.assign(new Error("format command failed"), { code: "ERR_FORMAT" });
    const staged = () => {
      renameSync(parent, `${parent}-elsewhere`);
      writeFileSync(parent, "");
      throw failure;
    };
    expect(thrownBy(() => writeTrees([{ outDir: path.join(parent, "client"), tree: new Map() }], { staged }))).toBe(
      failure,
    );
  });
});
