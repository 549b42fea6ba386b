/**
 * `npm run sandbox` (scripts/sandbox.ts over scripts/sandbox/cli.ts): the real process is spawned with a config file
 * and ports, prints its URLs (not the client secret), serves, starts Prism on a first API call, and on SIGTERM stops
 * itself and its Prism: no process and no port is left behind. Bad flags and configs are checked in-process.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../../scripts/sandbox/cli.js";
import { freePort } from "../../scripts/support/prism.js";
import { CLIENT_SECRET, PRIVATE_KEY, REVISION, testConfig } from "./support.js";

const root = path.resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(path.join(tmpdir(), "sandbox-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const configFile = path.join(dir, "sandbox.json");
writeFileSync(configFile, JSON.stringify(testConfig()));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return false;
  } catch {
    return true;
  }
}

it("starts from a config file, prints its URLs, and leaves nothing behind on SIGTERM", async () => {
  const [port, webPort] = [await freePort(), await freePort()];
  const child = spawn(
    path.join(root, "node_modules", ".bin", "tsx"),
    ["scripts/sandbox.ts", "--config", configFile, "--port", String(port), "--web-port", String(webPort)],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  let err = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    const deadline = Date.now() + 20_000;
    while (!out.includes("Ctrl-C stops it.")) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no banner:\n${out}\n${err}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const baseUrl = `http://127.0.0.1:${port}`;
    expect(out).toContain(`API host (base_url):       ${baseUrl}`);
    expect(out).toContain(`web host (authorize_url):  http://127.0.0.1:${webPort}`);
    expect(out).toContain(`${baseUrl}/__sandbox/state`);
    expect(out).not.toContain(CLIENT_SECRET);

    const call = await fetch(`${baseUrl}/api/accounts/`, {
      headers: { revision: REVISION, authorization: PRIVATE_KEY },
    });
    expect(call.status).toBe(200);
    const state = (await (await fetch(`${baseUrl}/__sandbox/state`)).json()) as { prismPids: number[] };
    expect(state.prismPids).toHaveLength(1);
    const prismPid = state.prismPids[0]!;
    expect(alive(prismPid)).toBe(true);

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(out).toContain("sandbox: SIGTERM, stopping");
    expect(alive(prismPid)).toBe(false);
    expect(await refused(`${baseUrl}/__sandbox/state`)).toBe(true);
    expect(await refused(`http://127.0.0.1:${webPort}/oauth/client`)).toBe(true);
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
  }
}, 60_000);

describe("bad input", () => {
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join("\n"), err: err.join("\n") };
  };

  it.each([
    [["--bogus"], "sandbox: unknown option --bogus"],
    [["--port"], "sandbox: option --port needs a value"],
    [["--port", "80x"], 'sandbox: option --port needs a positive number, got "80x"'],
    [["--port", "70000"], "sandbox: option --port needs a port number (1-65535), got 70000"],
    [["--port", "1", "--port", "2"], "sandbox: option --port given twice"],
    [["extra"], 'sandbox: expected no positional arguments, got "extra"'],
  ])("%j → exit 2 with the usage", async (argv, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(2);
    expect(result.err).toBe(
      `${message}\nusage: npm run sandbox -- [--config <file>] [--port <n>] [--web-port <n>] [--no-prism]`,
    );
  });

  it("a bad config → exit 1 with its problems", async () => {
    const file = path.join(dir, "bad.json");
    writeFileSync(
      file,
      JSON.stringify({
        ...testConfig(),
        user: { role: "owner", accountId: "nope" },
        tokens: { accessTokenLength: 10 },
      }),
    );
    const result = await run("--config", file);
    expect(result.code).toBe(1);
    expect(result.err.split("\n")).toEqual([
      "sandbox: invalid config",
      `  ${path.relative(process.cwd(), file)} /tokens/accessTokenLength must be >= 64`,
    ]);
  });

  it("a port in use → exit 1 naming the flags", async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, "127.0.0.1", r));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = await run("--config", configFile, "--port", String(port), "--no-prism");
      expect(result.code).toBe(1);
      expect(result.err).toBe("sandbox: cannot listen (EADDRINUSE); choose other ports with --port and --web-port");
    } finally {
      blocker.close();
    }
  });

  it("--help prints the usage", async () => {
    expect(await run("--help")).toEqual({
      code: 0,
      out: "usage: npm run sandbox -- [--config <file>] [--port <n>] [--web-port <n>] [--no-prism]",
      err: "",
    });
  });
});
