/**
 * A run that fails while the worker thread still works for it ends with its error (issue 28, "Silent death"): the
 * spec below fails in this thread (a path with a `..` segment, found when the model is built) while the worker prints
 * its types, whose answer then arrives as the queue closes. That answer used to unref the thread being terminated,
 * leaving the process nothing to wait on: Node ended it with exit code 13 (an unsettled top-level await) and printed
 * nothing. Run through the real command, as a user does.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const spec = path.join(root, "test/fixtures/fuzz/dot-segment-path.yaml");
const tiny = path.join(root, "test/fixtures/cli/tiny.yaml");
const work = mkdtempSync(path.join(tmpdir(), "revforge-silent-end-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const revforge = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(root, "bin/revforge.js"), ...args], { cwd: root, encoding: "utf8" });

const located =
  'test/fixtures/fuzz/dot-segment-path.yaml:18:3 #/paths/~1users~1..~1all path "/users/../all" must not contain . or .. segments';

describe("a run that fails while the worker works", () => {
  it.each([1, 2])(
    "generate ends with exit code 1, the located line and nothing written (run %i)",
    { timeout: 120_000 },
    (run) => {
      const out = path.join(work, `package-${run}`);
      const result = revforge("generate", "--quiet", "--spec", spec, "--out", out);
      expect({ status: result.status, stderr: result.stderr, stdout: result.stdout }).toEqual({
        status: 1,
        stderr: `revforge generate: ${located}\n`,
        stdout: "",
      });
      expect(existsSync(out)).toBe(false);
    },
  );

  it("diff ends with exit code 1 and the located line", { timeout: 120_000 }, () => {
    const result = revforge("diff", spec, tiny);
    expect({ status: result.status, stderr: result.stderr, stdout: result.stdout }).toEqual({
      status: 1,
      stderr: `revforge diff: ${located}\n`,
      stdout: "",
    });
  });
});
