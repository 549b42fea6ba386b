/**
 * bin/v8-tuning.js sets V8 flags for the `revforge` command: the ones measured for this Node's V8 (none where none
 * helped), and only flags this V8 knows with values it takes: an unknown one would print "unrecognized flag" on every
 * run of every command.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error TS7016: bin/ is plain JavaScript without declarations
import { v8Flags } from "../../bin/v8-tuning.js";

const root = path.resolve(import.meta.dirname, "../..");

describe("bin/v8-tuning.js", () => {
  it("tunes V8 on Node 20, 22 and 24 with flags this V8 accepts, and prints nothing", () => {
    const expected: Record<string, string[]> = {
      "11": ["--interrupt-budget=1000000"],
      "12": ["--invocation-count-for-turbofan=45000"],
      "13": ["--invocation-count-for-turbofan=45000", "--invocation-count-for-maglev=5000"],
    };
    expect(v8Flags).toEqual(expected[process.versions.v8.split(".")[0]!] ?? []);
    for (const flag of v8Flags as string[]) {
      const run = spawnSync(process.execPath, [flag, "-e", "0"], { encoding: "utf8" });
      expect({ flag, status: run.status, stderr: run.stderr }).toEqual({ flag, status: 0, stderr: "" });
    }
    const cli = spawnSync(process.execPath, [path.join(root, "bin/revforge.js"), "revisions"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(cli.status).toBe(0);
    expect(cli.stderr).toBe("");
  });
});
