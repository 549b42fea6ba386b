/**
 * generator/output/target.ts on its own, for what the command-line table (test/cli/output-targets.test.ts) does not
 * reach through a command: the real path it answers, an input folder's inside, a dangling link on the way, a FIFO,
 * empty folders, and the stamp's list against what is on disk.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkTarget, RefusedTarget, type TargetRequest } from "../../generator/output/target.js";

let dir: string;
const cwd = process.cwd();

beforeAll(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "rf-target-")));
  const write = (rel: string, text = "x\n") => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  write("work/specs/api.yaml");
  write("work/stamped/stamp.json", '{ "generator": { "name": "revforge" }, "files": ["a.js", "sub/b.js"] }\n');
  write("work/stamped/a.js");
  write("work/stamped/sub/b.js");
  write("work/grown/stamp.json", '{ "generator": { "name": "revforge" }, "files": ["a.js"] }\n');
  write("work/grown/a.js");
  mkdirSync(path.join(dir, "work/grown/empty"));
  mkdirSync(path.join(dir, "work/empty"));
  mkdirSync(path.join(dir, "elsewhere"));
  symlinkSync("../elsewhere", path.join(dir, "work/linked"));
  symlinkSync("nowhere", path.join(dir, "work/dangling"));
  execFileSync("mkfifo", [path.join(dir, "work/fifo")]);
  process.chdir(path.join(dir, "work"));
});
afterAll(() => {
  process.chdir(cwd);
  rmSync(dir, { recursive: true, force: true });
});

const folder = (given: string, more: Partial<TargetRequest> = {}): TargetRequest => ({
  given,
  kind: "folder",
  inputs: ["specs"],
  ...more,
});

describe("checkTarget", () => {
  it.each([
    ["a new folder", folder("client"), "work/client"],
    ["an empty folder", folder("empty"), "work/empty"],
    ["a stamped folder holding just what its stamp lists", folder("stamped"), "work/stamped"],
    ["a stamped folder holding more, with --clean", folder("grown", { clean: true }), "work/grown"],
    ["a new folder through a linked folder", folder("linked/client"), "elsewhere/client"],
    ["a new file", { ...folder("r.md"), kind: "file" } as const, "work/r.md"],
  ])("accepts %s, answering its real path", (_what, request, real) => {
    expect(checkTarget(request)).toBe(path.join(dir, real));
  });

  it.each([
    ["inside an input folder", folder("specs/client"), "specs/client: it is inside specs, which this run reads"],
    [
      "a file inside an input folder",
      { ...folder("specs/r.md"), kind: "file" } as const,
      "specs/r.md: it is inside specs, which this run reads",
    ],
    ["through a dangling link", folder("dangling/client"), "dangling/client: dangling is a symbolic link to nothing"],
    ["a dangling link", folder("dangling"), "dangling: it is a symbolic link; give the path it points to"],
    ["a FIFO as a file", { ...folder("fifo"), kind: "file" } as const, "fifo: it is not a regular file"],
    ["a FIFO as a folder", folder("fifo"), "fifo: it is a file, not a folder"],
    [
      "a stamped folder with an empty folder added",
      folder("grown"),
      "grown: 1 file in it revforge did not write: empty/; --clean replaces it",
    ],
    ["the current folder, even with --clean", folder(".", { clean: true }), ".: it is the current folder"],
  ])("refuses %s", (_what, request, message) => {
    expect(() => checkTarget(request)).toThrow(new RefusedTarget(`refusing to write ${message}`));
  });
});
