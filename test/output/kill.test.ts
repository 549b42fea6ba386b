/**
 * A run killed with SIGKILL while it writes: held by a test hook once the new tree is staged beside the target and
 * before the swap (held-run.ts), then killed. The previous output must be intact, and the next run on the same target
 * must succeed and leave none of the killed run's staging behind. Both run under umask 027, so the folders they make
 * must be 0750 (the umask's mode), files 0640.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeVictim, root, snapshot } from "./victim.js";

const tsx = pathToFileURL(path.join(root, "node_modules/tsx/dist/loader.mjs")).href;
const heldRun = path.join(import.meta.dirname, "held-run.ts");
let boxes: string;

beforeAll(() => {
  boxes = mkdtempSync(path.join(tmpdir(), "rf-kill-"));
});
afterAll(() => rmSync(boxes, { recursive: true, force: true }));

/** `node <args>` under umask 027 from `cwd`. */
function umask027(cwd: string, args: string[]) {
  const quoted = [process.execPath, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
  return { command: "sh", args: ["-c", `umask 027 && exec ${quoted}`], cwd };
}

/** Runs held-run.ts until it has staged its tree, kills it with SIGKILL there, and returns the staging folder. */
async function killWhenStaged(cwd: string, argv: string[]): Promise<string> {
  const run = umask027(cwd, ["--import", tsx, heldRun, ...argv]);
  const child = spawn(run.command, run.args, { cwd });
  let out = "";
  let err = "";
  child.stderr.on("data", (d) => (err += d));
  const staging = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (d) => {
      out += d;
      const match = /^staged (.*)$/m.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on("exit", (code) => reject(new Error(`exited ${code} before staging: ${out}${err}`)));
  });
  const exited = new Promise((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
  child.kill("SIGKILL");
  expect(await exited).toBe("SIGKILL");
  return staging;
}

/** The real command (bin/revforge.js) under umask 027. */
function revforge(cwd: string, argv: string[]) {
  const run = umask027(cwd, [path.join(root, "bin/revforge.js"), ...argv]);
  return spawnSync(run.command, run.args, { cwd, encoding: "utf8" });
}

/** The mode of every folder and file under `dir` (itself included), as `folder 750` / `file 640`. */
function modes(dir: string): Set<string> {
  const kinds = new Set([`folder ${(statSync(dir).mode & 0o777).toString(8)}`]);
  for (const rel of readdirSync(dir, { recursive: true }) as string[]) {
    const stat = statSync(path.join(dir, rel));
    kinds.add(`${stat.isDirectory() ? "folder" : "file"} ${(stat.mode & 0o777).toString(8)}`);
  }
  return kinds;
}

const leftBeside = (repo: string, name: string) => readdirSync(repo).filter((f) => f.startsWith(`.${name}`));

describe("kill -9 between staging and the swap", () => {
  it.each([
    ["generate --spec --out", "client", ["generate", "--quiet", "--spec", "api.yaml", "--out", "client"]],
    ["diff --steps --out", "steps", ["diff", "2023-06-15", "2023-10-15", "--steps", "--out", "steps"]],
  ])(
    "%s: the previous output is intact, the next run succeeds and removes the staging",
    async (_what, name, argv) => {
      const { repo } = makeVictim(boxes);
      const first = revforge(repo, argv);
      expect([first.status, first.stderr]).toEqual([0, ""]);
      const previous = snapshot(path.join(repo, name));

      const staging = await killWhenStaged(repo, argv);
      expect(path.dirname(staging)).toBe(repo);
      expect(path.basename(staging)).toMatch(new RegExp(`^\\.${name}-new-\\d+\\.[0-9a-f]{12}$`));
      expect(existsSync(path.join(staging, "stamp.json"))).toBe(true); // killed with the new tree staged
      expect(modes(staging)).toEqual(new Set(["folder 750", "file 640"]));
      expect(snapshot(path.join(repo, name))).toEqual(previous);

      const next = revforge(repo, argv);
      expect([next.status, next.stderr]).toEqual([0, ""]);
      expect(leftBeside(repo, name)).toEqual([]);
      expect(modes(path.join(repo, name))).toEqual(new Set(["folder 750", "file 640"]));
      expect(snapshot(path.join(repo, name))).toEqual(previous); // the same inputs: the same output
    },
    120_000,
  );

  it("a run killed before its first output ever landed leaves no target, and the next run writes it", async () => {
    const { repo } = makeVictim(boxes);
    const argv = ["generate", "--quiet", "--spec", "api.yaml", "--out", "client"];
    const staging = await killWhenStaged(repo, argv);
    expect(existsSync(staging)).toBe(true);
    expect(existsSync(path.join(repo, "client"))).toBe(false);
    const next = revforge(repo, argv);
    expect([next.status, next.stderr]).toEqual([0, ""]);
    expect(leftBeside(repo, "client")).toEqual([]);
    expect(existsSync(path.join(repo, "client/stamp.json"))).toBe(true);
  }, 120_000);
});
