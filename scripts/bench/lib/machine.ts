/** The facts a benchmark result is meaningless without: when, where, with what, and how it was started. */
import { spawnSync } from "node:child_process";
import os from "node:os";
import { repoRoot } from "./paths.js";
import { peakRssMethod } from "./process.js";

export interface Machine {
  cores: number;
  cpu: string;
  memoryGB: number;
  node: string;
  os: string;
  peakRss: string;
}

export function machine(): Machine {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? "unknown",
    memoryGB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    peakRss:
      peakRssMethod() === "gnu-time"
        ? '/usr/bin/time -f "%U %S %M" (and CPU time)'
        : "process.resourceUsage().maxRSS (preloaded probe)",
  };
}

/** The revforge commit measured, with "+changes" when the working tree differs from it. */
export function revision(): string {
  const git = (...args: string[]) => spawnSync("git", args, { cwd: repoRoot, encoding: "utf8" });
  const head = git("rev-parse", "--short", "HEAD");
  if (head.status !== 0) return "unknown";
  const dirty = git("status", "--porcelain", "--", "generator", "templates", "specs", "generated", "bin").stdout.trim();
  return `${head.stdout.trim()}${dirty ? "+changes" : ""}`;
}

/** How this run was started, as the user typed it. */
export function commandLine(argv: string[]): string {
  const flags = argv.length ? ` ${argv.join(" ")}` : "";
  return process.env.npm_lifecycle_event === "bench"
    ? `npm run bench${flags ? ` --${flags}` : ""}`
    : `node --import tsx scripts/bench/run.ts${flags}`;
}
