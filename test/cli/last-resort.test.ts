/**
 * bin/last-resort.js: should a bug escape the commands (which end every run with its output or one line), the run
 * still ends with one line and exit code 1: an error thrown where no command catches it, a rejection nobody handles,
 * and a run whose work can no longer settle (Node's silent exit code 13).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const guard = pathToFileURL(path.resolve(import.meta.dirname, "../../bin/last-resort.js")).href;

/** A module that runs `body` (the run: an async function's body) under the guard, in a new Node process. */
function guardedRun(body: string) {
  // As bin/revforge.js calls it: not awaited at the top level.
  const source = `import { guarded } from ${JSON.stringify(guard)};\nguarded(async () => {\n${body}\n});\n`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", source], { encoding: "utf8" });
  return { status: run.status, stderr: run.stderr, stdout: run.stdout };
}

const internal = (why: string) => `revforge: internal error: ${why} (please report)\n`;

describe("bin/last-resort.js", () => {
  it("leaves a run that ends well alone: its exit code, nothing printed", () => {
    expect(guardedRun("return 0;")).toEqual({ status: 0, stderr: "", stdout: "" });
    expect(guardedRun("return 2;")).toEqual({ status: 2, stderr: "", stdout: "" });
  });

  it("turns a run that can no longer settle (Node's silent exit code 13) into one line and exit code 1", () => {
    expect(guardedRun("await new Promise(() => {}); return 0;")).toEqual({
      status: 1,
      stderr: internal("the run ended before its work was done"),
      stdout: "",
    });
  });

  it("turns a throw the run did not catch into the first line of its message and exit code 1", () => {
    expect(guardedRun('throw new Error("broken\\n    at somewhere (file.js:1:1)");')).toEqual({
      status: 1,
      stderr: internal("broken"),
      stdout: "",
    });
  });

  it("does the same for a throw in a timer and for a rejection nobody handles, stopping the run", () => {
    const timer =
      'setTimeout(() => { throw new TypeError("from a timer"); }); await new Promise((r) => setTimeout(r, 5000)); return 0;';
    expect(guardedRun(timer)).toEqual({ status: 1, stderr: internal("from a timer"), stdout: "" });
    const rejection =
      'Promise.reject(new Error("nobody listens")); await new Promise((r) => setTimeout(r, 5000)); return 0;';
    expect(guardedRun(rejection)).toEqual({ status: 1, stderr: internal("nobody listens"), stdout: "" });
  });
});
