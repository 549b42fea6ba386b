/**
 * The config's `format` command, run on an output folder before it replaces the previous one, or on a staged copy for
 * `--check` (README.md, "The config": Format).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { discardStaging, stagingPath } from "../output/staging.js";
import { stamped } from "../output/stamp.js";
import { writeFiles, type Tree } from "../output/write-tree.js";

export class FormatError extends Error {
  override name = "FormatError";
}

export function runFormat(command: readonly string[], folder: string, cwd: string): void {
  const [program, ...args] = command;
  const bin = path.join(cwd, "node_modules", ".bin");
  const result = spawnSync(program!, [...args, folder], {
    cwd,
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` },
    encoding: "utf8",
    shell: false,
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 300_000,
  });
  const shown = command.join(" ");
  if (result.error) throw new FormatError(`format command "${shown}" could not run: ${result.error.message}`);
  if (result.status !== 0) {
    const first = `${result.stderr ?? ""}\n${result.stdout ?? ""}`.split("\n").find((l) => l.trim() !== "") ?? "";
    const said = first.trim() === "" ? "" : `: ${first.trim()}`;
    throw new FormatError(`format command "${shown}" failed (exit ${result.status ?? result.signal})${said}`);
  }
}

/** The tree as the format command leaves it, made in a staged copy beside `outDir` that is removed afterwards. */
export function formattedTree(outDir: string, tree: Tree, command: readonly string[], cwd: string): Tree {
  const staging = stagingPath(outDir, "new");
  // --check writes nothing: the folders made to hold the copy beside a new output go with it (mkdirSync returns the
  // first one it made).
  const made = mkdirSync(staging, { recursive: true }) ?? staging;
  try {
    const files = stamped(tree);
    writeFiles(staging, files);
    runFormat(command, staging, cwd);
    return new Map([...files.keys()].map((rel) => [rel, readFileSync(path.join(staging, rel), "utf8")]));
  } finally {
    // Never throws: a copy it cannot remove must not replace the format command's error, nor fail a good run.
    discardStaging(made);
  }
}
