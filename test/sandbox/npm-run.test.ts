/**
 * `npm run sandbox` as a person runs it: the real npm process, spawned in a process group of its own, with a config
 * file and ports. It prints its URLs (not the client secret), serves on the ports the flags name, starts Prism on a
 * first API call, and when the npm process alone gets SIGTERM or SIGINT (as a process manager or CI would send it),
 * the sandbox stops: npm exits 0, both ports can be bound again, and no process of the group is left, Prism included.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort } from "../../scripts/support/prism.js";
import { CLIENT_SECRET, PRIVATE_KEY, REVISION, testConfig } from "./support.js";

const root = path.resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(path.join(tmpdir(), "sandbox-npm-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const STARTUP_MS = 30_000;
/** From the signal to npm's exit; npm itself takes about a second and a half to exit after its script has. */
const EXIT_MS = 10_000;
/** From the signal to both ports being free again. */
const PORTS_FREE_MS = 3_000;

interface Run {
  child: ChildProcess;
  /** The process group: the npm process's own PID, as it leads the group. */
  group: number;
  output(): string;
  exited: Promise<number | null>;
}

function npmRunSandbox(configFile: string, ...flags: string[]): Run {
  const child = spawn("npm", ["run", "sandbox", "--", "--config", configFile, ...flags], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, group: child.pid!, output: () => out, exited };
}

async function banner(run: Run): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (!run.output().includes("Ctrl-C stops it.")) {
    if (Date.now() > deadline || run.child.exitCode !== null) throw new Error(`no banner:\n${run.output()}`);
    await sleep(100);
  }
}

/** The PIDs of every process in the group (zombies included), read from /proc. */
function groupMembers(group: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so read after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === group) members.push(Number(entry));
  }
  return members;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

async function within(ms: number, condition: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends `signal` to the npm process only (or, for Ctrl-C in a terminal, to the whole group), then checks that
 * everything the run started is gone.
 */
async function stopAndCheck(run: Run, signal: NodeJS.Signals, ports: number[], to: "npm" | "group" = "npm") {
  const sent = Date.now();
  process.kill(to === "npm" ? run.group : -run.group, signal);
  const portsFree = await within(PORTS_FREE_MS, async () => (await Promise.all(ports.map(canListen))).every(Boolean));
  expect(portsFree, `ports ${ports.join(", ")} still taken ${PORTS_FREE_MS} ms after ${signal}`).toBe(true);
  const code = await Promise.race([run.exited, sleep(EXIT_MS).then(() => "still running")]);
  expect(code, run.output()).toBe(0);
  expect(Date.now() - sent).toBeLessThan(EXIT_MS);
  expect(run.output().split(`sandbox: ${signal}, stopping`)).toHaveLength(2);
  const left = await within(5_000, () => groupMembers(run.group).length === 0);
  expect(left, `left in group ${run.group}: ${groupMembers(run.group).join(" ")}`).toBe(true);
}

/** Ends whatever a failed test left of the group it started. */
function cleanUp(run: Run): void {
  if (groupMembers(run.group).length > 0) process.kill(-run.group, "SIGKILL");
}

it("SIGTERM to npm stops the sandbox and its Prism; --web-port places the web host", async () => {
  const configFile = path.join(dir, "sigterm.json");
  writeFileSync(configFile, JSON.stringify(testConfig()));
  const [port, webPort] = [await freePort(), await freePort()];
  const run = npmRunSandbox(configFile, "--port", String(port), "--web-port", String(webPort));
  try {
    await banner(run);
    const baseUrl = `http://127.0.0.1:${port}`;
    expect(run.output()).toContain(`API host (base_url):       ${baseUrl}`);
    expect(run.output()).toContain(`web host (authorize_url):  http://127.0.0.1:${webPort}`);
    expect(run.output()).toContain(`${baseUrl}/__sandbox/state`);
    expect(run.output()).not.toContain(CLIENT_SECRET);
    expect((await fetch(`http://127.0.0.1:${webPort}/oauth/client`)).status).toBe(200);

    const call = await fetch(`${baseUrl}/api/accounts/`, {
      headers: { revision: REVISION, authorization: PRIVATE_KEY },
    });
    expect(call.status).toBe(200);
    const state = (await (await fetch(`${baseUrl}/__sandbox/state`)).json()) as { prismPids: number[] };
    expect(state.prismPids).toHaveLength(1);
    expect(groupMembers(run.group)).toContain(state.prismPids[0]);

    await stopAndCheck(run, "SIGTERM", [port, webPort]);
  } finally {
    cleanUp(run);
  }
}, 90_000);

it("SIGINT to npm stops the sandbox; --port alone moves both hosts, past the config's ports", async () => {
  let port = await freePort();
  for (let tries = 0; !(await canListen(port + 1)) && tries < 20; tries++) port = await freePort();
  // The config names other ports: --port must move the web host too, not leave it on the config's webPort.
  const [configPort, configWebPort] = [await freePort(), await freePort()];
  const configFile = path.join(dir, "sigint.json");
  writeFileSync(configFile, JSON.stringify({ ...testConfig(), port: configPort, webPort: configWebPort }));
  const run = npmRunSandbox(configFile, "--port", String(port), "--no-prism");
  try {
    await banner(run);
    expect(run.output()).toContain(`API host (base_url):       http://127.0.0.1:${port}`);
    expect(run.output()).toContain(`web host (authorize_url):  http://127.0.0.1:${port + 1}`);
    expect((await fetch(`http://127.0.0.1:${port + 1}/oauth/client`)).status).toBe(200);
    expect(await canListen(configWebPort)).toBe(true);

    await stopAndCheck(run, "SIGINT", [port, port + 1]);
  } finally {
    cleanUp(run);
  }
}, 90_000);

it("Ctrl-C in a terminal (SIGINT to the whole group, and again from npm) stops the sandbox once", async () => {
  const configFile = path.join(dir, "ctrl-c.json");
  writeFileSync(configFile, JSON.stringify(testConfig()));
  const [port, webPort] = [await freePort(), await freePort()];
  const run = npmRunSandbox(configFile, "--port", String(port), "--web-port", String(webPort), "--no-prism");
  try {
    await banner(run);
    await stopAndCheck(run, "SIGINT", [port, webPort], "group");
  } finally {
    cleanUp(run);
  }
}, 90_000);
