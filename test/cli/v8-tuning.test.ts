/**
 * bin/v8-tuning.js sets V8 flags for the `revforge` command: the ones measured for this Node's V8 (none where none
 * helped), and only flags this V8 knows with values it takes: an unknown one would print "unrecognized flag" on every
 * run of every command. `generate` on a machine of two cores or fewer also scavenges on one thread (Node 20 and 22).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error TS7016: bin/ is plain JavaScript without declarations
import { v8Flags, v8FlagsFor } from "../../bin/v8-tuning.js";

const root = path.resolve(import.meta.dirname, "../..");

describe("bin/v8-tuning.js", () => {
  it("tunes V8 on Node 20, 22 and 24 with flags this V8 accepts, and prints nothing", () => {
    const expected: Record<string, string[]> = {
      "11": ["--interrupt-budget=1000000"],
      "12": ["--invocation-count-for-turbofan=45000"],
      "13": ["--invocation-count-for-turbofan=45000", "--invocation-count-for-maglev=5000"],
    };
    const major = process.versions.v8.split(".")[0]!;
    expect(v8Flags).toEqual(expected[major] ?? []);
    const generate = v8FlagsFor(major, "generate", 2) as string[];
    expect(generate).toEqual(
      major === "11" || major === "12" ? [...expected[major]!, "--no-parallel-scavenge"] : (expected[major] ?? []),
    );
    for (const flag of generate) {
      const run = spawnSync(process.execPath, [flag, "-e", "0"], { encoding: "utf8" });
      expect({ flag, status: run.status, stderr: run.stderr }).toEqual({ flag, status: 0, stderr: "" });
    }
    const cli = spawnSync(process.execPath, [path.join(root, "bin/revforge.js"), "revisions"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(cli.status).toBe(0);
    expect(cli.stderr).toBe("");
    const help = spawnSync(process.execPath, [path.join(root, "bin/revforge.js"), "generate", "--help"], {
      cwd: root,
      encoding: "utf8",
    });
    expect({ status: help.status, stderr: help.stderr }).toEqual({ status: 0, stderr: "" });
  });

  it("scavenges on one thread only for generate, only where no core is left for the helpers, only on V8 11 and 12", () => {
    const scavenges = (major: string, command: string, cores: number) =>
      (v8FlagsFor(major, command, cores) as string[]).includes("--no-parallel-scavenge");
    expect(scavenges("11", "generate", 2)).toBe(true);
    expect(scavenges("12", "generate", 1)).toBe(true);
    expect(scavenges("11", "generate", 4)).toBe(false);
    expect(scavenges("12", "diff", 2)).toBe(false);
    expect(scavenges("13", "generate", 2)).toBe(false);
    expect(scavenges("14", "generate", 2)).toBe(false);
  });
});
