/**
 * `npm run sandbox [-- --config <file>] [--port <n>] [--web-port <n>] [--no-prism]`: starts the sandbox from a config
 * file (default scripts/sandbox/sandbox.config.json), prints its URLs, and runs until SIGINT, SIGTERM or SIGHUP, which
 * stop both hosts (requests in progress get the config's grace period) and every Prism process before the process
 * exits 0. Flags are parsed strictly (generator/cli-args.ts): an unknown, repeated or malformed flag is a usage error
 * (exit 2); a bad config lists every problem (exit 1). The client secret is not printed: it is in the config file for
 * whoever may read it.
 */
import { parseFlags, UsageError } from "../../generator/cli-args.js";
import { ConfigError } from "./config/resolve.js";
import { DEFAULT_CONFIG_FILE, readConfigFile } from "./config/load.js";
import { startSandbox, type Sandbox } from "./index.js";

export const USAGE = "npm run sandbox -- [--config <file>] [--port <n>] [--web-port <n>] [--no-prism]";

const DEFAULT_PORT = 4040;
const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/** The RFC 7636 Appendix B pair, for the example authorization URL. */
const EXAMPLE_VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const EXAMPLE_CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

/** Starts the sandbox from the command line; resolves to the exit code once a signal has stopped it. */
export async function runCli(argv: string[], io: Io): Promise<number> {
  let sandbox: Sandbox;
  let file: string;
  try {
    const { flags } = parseFlags(
      argv,
      { config: "string", port: "number", "web-port": "number", "no-prism": "boolean", help: "boolean" },
      { min: 0, max: 0, names: "no positional arguments" },
    );
    if (flags.help) {
      io.out(`usage: ${USAGE}`);
      return 0;
    }
    for (const name of ["port", "web-port"] as const) {
      const value = flags[name];
      if (value !== undefined && !(Number.isInteger(value) && value <= 65535))
        throw new UsageError(`option --${name} needs a port number (1-65535), got ${value}`);
    }
    file = flags.config ?? DEFAULT_CONFIG_FILE;
    const { config } = readConfigFile(file);
    const ports = hostPorts({ port: flags.port, webPort: flags["web-port"] }, config);
    sandbox = await startSandbox({ config, ...ports, prism: !flags["no-prism"] });
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`sandbox: ${error.message}\nusage: ${USAGE}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      io.err(`sandbox: invalid config\n${error.problems.map((p) => `  ${p}`).join("\n")}`);
      return 1;
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE" || code === "EACCES") {
      io.err(`sandbox: cannot listen (${code}); choose other ports with --port and --web-port`);
      return 1;
    }
    io.err(`sandbox: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    return 1;
  }

  for (const line of banner(sandbox, file)) io.out(line);
  // The listeners stay until the process exits: Ctrl-C reaches this process twice (from the terminal, and again from
  // npm, which forwards it), and a signal without a listener would kill the process in the middle of stopping.
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    for (const name of STOP_SIGNALS) process.on(name, () => resolve(name));
  });
  io.out(`sandbox: ${signal}, stopping`);
  await sandbox.stop();
  return 0;
}

/**
 * The two ports of `npm run sandbox`. A flag beats the config, which beats the default (4040). The web host takes
 * `--web-port`; else, when `--port` is given, that port + 1, so that `--port` alone moves both hosts away from a
 * config's pair; else the config's `webPort`, else the API port + 1.
 */
export function hostPorts(
  flags: { port?: number | undefined; webPort?: number | undefined },
  config: { port?: number; webPort?: number },
): { port: number; webPort: number } {
  const port = flags.port ?? config.port ?? DEFAULT_PORT;
  const webPort = flags.webPort ?? (flags.port === undefined ? config.webPort : undefined) ?? port + 1;
  if (webPort > 65535)
    throw new UsageError(`--port ${port} leaves no port for the web host (port + 1); give --web-port too`);
  if (webPort === port)
    throw new UsageError(`the API host and the web host need different ports, got ${port} for both`);
  return { port, webPort };
}

function banner(sandbox: Sandbox, file: string): string[] {
  const { config } = sandbox;
  const app = config.apps[0]!;
  const example = new URLSearchParams({
    client_id: app.clientId,
    response_type: "code",
    redirect_uri: app.redirectUris[0]!,
    scope: app.scopes.join(" "),
    state: "demo-state",
    code_challenge_method: "S256",
    code_challenge: EXAMPLE_CHALLENGE,
  });
  return [
    `revforge sandbox, config ${file}`,
    `  API host (base_url):       ${sandbox.baseUrl}   /oauth/token /oauth/revoke /api/ /client/`,
    `  web host (authorize_url):  ${sandbox.authorizeUrl}   /oauth/authorize /oauth/client`,
    `  control:                   ${sandbox.baseUrl}/__sandbox/state   (README: scripts/sandbox/README.md)`,
    ...config.apps.map(
      (a) => `  app ${JSON.stringify(a.name)}: client_id ${a.clientId}, redirect ${a.redirectUris.join(" ")}`,
    ),
    `  user: role ${config.user.role} in account ${config.user.accountId}; decision ${config.decision}`,
    `  try (code_verifier ${EXAMPLE_VERIFIER}):`,
    `    ${sandbox.authorizeUrl}/oauth/authorize?${example.toString()}`,
    "Ctrl-C stops it.",
  ];
}
