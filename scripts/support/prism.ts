/**
 * Starts a Prism mock server for one spec and stops exactly that process.
 *
 * `node_modules/.bin/prism` is spawned directly (no npx, no shell), so the PID held here is the node process that
 * serves the port (docs/toolchain.md, pitfall 6). `stop()` signals that PID only: SIGTERM, then SIGKILL after 5 s.
 *
 * Orphans are prevented three ways: `stop()`; a `process.on("exit")` hook that SIGKILLs every server still running
 * when the test process exits; and a small watchdog preloaded into Prism (`--require`) that makes it exit by itself
 * when its parent disappears (the test worker killed with SIGKILL, where no hook can run): `prism-watchdog.cjs`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { connect, createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export interface PrismServer {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** PID of the Prism node process itself. */
  pid: number;
  /** SIGTERM, SIGKILL after 5 s, and resolves once the process has exited. Safe to call more than once. */
  stop(): Promise<void>;
  /** The tail of Prism's stdout and stderr, for diagnostics. */
  output(): string;
}

export interface StartPrismOptions {
  /** How long to wait for the port to answer. Default 30 s. */
  readyTimeoutMs?: number;
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PRISM_BIN = join(ROOT, "node_modules", ".bin", "prism");
const HOST = "127.0.0.1";
const KILL_GRACE_MS = 5_000;
const OUTPUT_TAIL_CHARS = 16_000;

/** Every server started by this module and not yet exited. */
const running = new Map<number, ChildProcess>();

process.on("exit", () => {
  for (const [pid, child] of running) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  }
});

/**
 * A CommonJS preload for Prism (`prism-watchdog.cjs`, next to this file): Prism exits by itself once the process that
 * started it is gone.
 */
const WATCHDOG = fileURLToPath(new URL("./prism-watchdog.cjs", import.meta.url));

/** A port that was free a moment ago: listen on port 0, read the port, close. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      if (address === null || typeof address === "string") {
        server.close();
        reject(new Error("could not read the port of a listening socket"));
        return;
      }
      server.close(() => resolvePort(address.port));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolveConnect) => {
    const socket = connect({ host: HOST, port });
    const done = (ok: boolean) => {
      socket.removeAllListeners();
      socket.destroy();
      resolveConnect(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class PrismStartError extends Error {
  constructor(
    message: string,
    readonly portInUse: boolean,
  ) {
    super(message);
  }
}

async function startOnce(specPath: string, port: number, readyTimeoutMs: number): Promise<PrismServer> {
  const args = ["mock", specPath, "-h", HOST, "-p", String(port), "--errors", "false"];
  const child = spawn(PRISM_BIN, args, {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      // Only the watchdog: options the test runner set for itself are not meant for Prism.
      NODE_OPTIONS: `--require ${JSON.stringify(WATCHDOG)}`,
      REVFORGE_PRISM_PARENT: String(process.pid),
      NO_COLOR: "1",
      FORCE_COLOR: "0",
    },
  });
  const pid = child.pid;
  if (pid === undefined) {
    // spawn failed synchronously (e.g. ENOENT); the error event carries the reason.
    const reason = await new Promise<string>((r) => child.once("error", (e) => r(String(e))));
    throw new PrismStartError(`could not spawn ${PRISM_BIN}: ${reason}`, false);
  }
  running.set(pid, child);

  let stdout = "";
  let stderr = "";
  const keep = (acc: string, chunk: Buffer) => (acc + chunk.toString("utf8")).slice(-OUTPUT_TAIL_CHARS);
  child.stdout?.on("data", (chunk: Buffer) => (stdout = keep(stdout, chunk)));
  child.stderr?.on("data", (chunk: Buffer) => (stderr = keep(stderr, chunk)));
  const output = () => `--- stdout ---\n${stdout}\n--- stderr ---\n${stderr}`;

  const exited = new Promise<void>((r) => {
    if (child.exitCode !== null || child.signalCode !== null) r();
    else child.once("exit", () => r());
  });
  void exited.then(() => running.delete(pid));
  let spawnError: Error | undefined;
  child.once("error", (e) => (spawnError = e));

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        return; // Already gone.
      }
      const timer = setTimeout(() => {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // Exited in the meantime.
        }
      }, KILL_GRACE_MS);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };

  const tail = (text: string, lines = 30) => text.trimEnd().split("\n").slice(-lines).join("\n");
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) {
      await exited.catch(() => undefined);
      const how = spawnError
        ? `failed: ${spawnError.message}`
        : `exited early (code ${child.exitCode}, signal ${child.signalCode})`;
      throw new PrismStartError(
        `Prism for ${specPath} ${how}.\nstderr tail:\n${tail(stderr) || "(empty)"}\nstdout tail:\n${tail(stdout) || "(empty)"}`,
        /EADDRINUSE/.test(stderr + stdout),
      );
    }
    if (await canConnect(port)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new PrismStartError(
        `Prism for ${specPath} did not answer on ${HOST}:${port} within ${readyTimeoutMs} ms.\n` +
          `stderr tail:\n${tail(stderr) || "(empty)"}\nstdout tail:\n${tail(stdout) || "(empty)"}`,
        false,
      );
    }
    await sleep(100);
  }

  return { url: `http://${HOST}:${port}`, pid, stop, output };
}

/**
 * Starts `prism mock <specPath> -h 127.0.0.1 -p <free port> --errors false` and resolves once the port accepts
 * connections. Rejects with Prism's stderr tail if it exits before that, or after `readyTimeoutMs` (default 30 s).
 * A port taken between choosing and binding it is retried with another port (up to 3 attempts).
 */
export async function startPrism(specPath: string, options: StartPrismOptions = {}): Promise<PrismServer> {
  const absolute = resolve(ROOT, specPath);
  const readyTimeoutMs = options.readyTimeoutMs ?? 30_000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(absolute, await freePort(), readyTimeoutMs);
    } catch (error) {
      if (!(error instanceof PrismStartError && error.portInUse && attempt < 3)) throw error;
    }
  }
}
