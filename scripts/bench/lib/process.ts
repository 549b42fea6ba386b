/**
 * Times a whole process, the way a user experiences a CLI: wall-clock from spawn to exit, plus its peak resident
 * memory and, where GNU time is there, its CPU time (user + system: on a shared machine it moves less with the load
 * than the wall-clock does). Peak RSS comes from GNU time (`/usr/bin/time -f "%U %S %M"`, written to a file so the
 * tool's own stderr stays clean); where that is missing, a Node process gets a preloaded probe that writes `process.resourceUsage().maxRSS`
 * at exit instead, and a native binary (oasdiff) reports no peak RSS.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface ProcessResult {
  wallS: number;
  peakRssMB?: number;
  /** User + system CPU seconds (GNU time only). */
  cpuS?: number;
  code: number;
  stdout: string;
  stderr: string;
}

export interface ProcessOptions {
  cwd: string;
  /** Exit codes that are not a failure (default [0]). */
  okCodes?: number[];
  timeoutMs?: number;
}

const gnuTime = "/usr/bin/time";
const probe = path.join(import.meta.dirname, "rss-probe.mjs");
let rssMethod: "gnu-time" | "probe" | undefined;

/** How peak RSS is measured on this machine (recorded in the report). */
export function peakRssMethod(): "gnu-time" | "probe" {
  if (rssMethod) return rssMethod;
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-time-"));
  try {
    const file = path.join(dir, "rss");
    const ok =
      existsSync(gnuTime) && spawnSync(gnuTime, ["-f", "%M", "-o", file, "true"]).status === 0 && existsSync(file);
    rssMethod = ok ? "gnu-time" : "probe";
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rssMethod;
}

/** Runs `node <args...>` (most tools are Node scripts) and times it whole. */
export function timeNode(args: string[], options: ProcessOptions): Promise<ProcessResult> {
  return time(process.execPath, args, options);
}

/** Runs any executable (e.g. a native binary) and times it whole; `node` itself is better run through timeNode. */
export async function time(executable: string, args: string[], options: ProcessOptions): Promise<ProcessResult> {
  const isNode = executable === process.execPath;
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-rss-"));
  const rssFile = path.join(dir, "rss");
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", REDOCLY_TELEMETRY: "off" };
  // npm run puts its own config in the environment; the timed tools should see what a user's shell gives them.
  for (const key of Object.keys(env)) if (key.startsWith("npm_")) delete env[key];
  let command = executable;
  let argv = args;
  if (peakRssMethod() === "gnu-time") {
    command = gnuTime;
    argv = ["-f", "%U %S %M", "-o", rssFile, executable, ...args];
  } else if (isNode) {
    env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ""} --import=${JSON.stringify(probe)}`.trim();
    env.REVFORGE_BENCH_RSS_FILE = rssFile;
  }
  try {
    const started = performance.now();
    const { code, stdout, stderr } = await spawnCollect(command, argv, options.cwd, env, options.timeoutMs ?? 600_000);
    const wallS = (performance.now() - started) / 1000;
    // GNU time's last line is "user sys peak-KB"; the probe writes the peak alone.
    const fields = existsSync(rssFile) ? readFileSync(rssFile, "utf8").trim().split("\n").pop()!.split(/\s+/) : [];
    const kb = Number(fields.at(-1));
    const cpu = fields.length === 3 ? Number(fields[0]) + Number(fields[1]) : NaN;
    const result: ProcessResult = {
      wallS,
      code,
      stdout,
      stderr,
      peakRssMB: Number.isFinite(kb) ? kb / 1024 : undefined,
      cpuS: Number.isFinite(cpu) ? cpu : undefined,
    };
    if (!(options.okCodes ?? [0]).includes(code)) {
      const tail = `${stderr}\n${stdout}`.trim().split("\n").slice(-15).join("\n");
      const shownCommand = [isNode ? "node" : executable, ...args].join(" ");
      throw new Error(`\`${shownCommand}\` exited with ${code} (cwd ${options.cwd}):\n${tail}`);
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function spawnCollect(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a timeout ends the tool and not only the /usr/bin/time wrapper around it.
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    }, timeoutMs);
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const stdout = Buffer.concat(out).toString("utf8");
      const stderr = Buffer.concat(err).toString("utf8");
      if (signal) reject(new Error(`${command} ${args.join(" ")} was killed by ${signal} (timeout ${timeoutMs} ms?)`));
      else resolve({ code: code ?? 1, stdout, stderr });
    });
  });
}
