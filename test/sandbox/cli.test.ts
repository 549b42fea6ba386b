/**
 * `npm run sandbox`'s command line, in-process (scripts/sandbox/cli.ts): bad flags and configs, a port in use, and
 * which ports the two hosts get from the flags and the config. The real process, its signals and its ports:
 * npm-run.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hostPorts, runCli } from "../../scripts/sandbox/cli.js";
import { testConfig } from "./support.js";

const dir = mkdtempSync(path.join(tmpdir(), "sandbox-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const configFile = path.join(dir, "sandbox.json");
writeFileSync(configFile, JSON.stringify(testConfig()));

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
    [
      ["--config", configFile, "--port", "65535"],
      "sandbox: --port 65535 leaves no port for the web host (port + 1); give --web-port too",
    ],
    [
      ["--config", configFile, "--web-port", "4040"],
      "sandbox: the API host and the web host need different ports, got 4040 for both",
    ],
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

describe("hostPorts: a flag beats the config, which beats 4040; --port alone moves the web host with it", () => {
  it.each<[string, { port?: number; webPort?: number }, { port?: number; webPort?: number }, [number, number]]>([
    ["nothing given", {}, {}, [4040, 4041]],
    ["the config's pair", {}, { port: 5000, webPort: 6000 }, [5000, 6000]],
    ["the config's port alone", {}, { port: 5000 }, [5000, 5001]],
    ["the config's web port alone", {}, { webPort: 6000 }, [4040, 6000]],
    ["--port alone", { port: 7000 }, {}, [7000, 7001]],
    ["--port alone over the config's pair", { port: 7000 }, { port: 5000, webPort: 6000 }, [7000, 7001]],
    ["--port and --web-port", { port: 7000, webPort: 9000 }, { port: 5000, webPort: 6000 }, [7000, 9000]],
    ["--web-port alone over the config's pair", { webPort: 9000 }, { port: 5000, webPort: 6000 }, [5000, 9000]],
    ["--web-port alone", { webPort: 9000 }, {}, [4040, 9000]],
    ["--port 65534", { port: 65534 }, {}, [65534, 65535]],
    ["--port 65535 with --web-port", { port: 65535, webPort: 1 }, {}, [65535, 1]],
  ])("%s", (_, flags, config, [port, webPort]) => {
    expect(hostPorts(flags, config)).toEqual({ port, webPort });
  });

  it.each<[string, { port?: number; webPort?: number }, { port?: number; webPort?: number }, string]>([
    ["--port 65535 alone", { port: 65535 }, { webPort: 6000 }, "--port 65535 leaves no port for the web host"],
    ["one port for both", { port: 7000, webPort: 7000 }, {}, "need different ports, got 7000 for both"],
    ["--web-port on the config's port", { webPort: 5000 }, { port: 5000 }, "need different ports, got 5000 for both"],
  ])("%s is a usage error", (_, flags, config, message) => {
    expect(() => hostPorts(flags, config)).toThrow(message);
  });
});
