/**
 * Validates a sandbox configuration (a parsed JSON value or a `SandboxConfig` object) and fills in the defaults. Shape
 * errors come from the JSON Schema (`sandbox.config.schema.json`, checked with ajv); the checks a schema cannot express
 * (unique ids and keys, a user account that exists, redirect URLs that are absolute http(s) URLs without a fragment,
 * RFC 6749 §3.1.2, two distinct ports, a header timeout within the request timeout) follow. Every problem is one line,
 * `<source> <pointer> <message>`, all of them at once.
 */
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { DEFAULT_EXPIRES_IN_SECONDS, DEFAULT_SCOPE } from "../limits.js";
import type { ResolvedConfig, SandboxConfig, ServerLimits } from "./types.js";

/** The defaults of `server`: a request has about 30 s to arrive, which no working client comes near. */
export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 30_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 5_000,
  maxConnections: 256,
  maxJsonDepth: 64,
  shutdownGraceMs: 5_000,
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "ConfigError";
  }
}

const schema = JSON.parse(readFileSync(new URL("./sandbox.config.schema.json", import.meta.url), "utf8")) as object;
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);

/** Throws a ConfigError listing every problem; returns the config with its defaults. */
export function resolveConfig(value: unknown, source = "<config>"): ResolvedConfig {
  if (!validate(value)) {
    throw new ConfigError(
      (validate.errors ?? []).map((e) => `${source} ${e.instancePath || "/"} ${e.message ?? "is invalid"}`),
    );
  }
  const config = value as SandboxConfig;
  const server = { ...DEFAULT_SERVER_LIMITS, ...config.server };
  const problems = [...semanticProblems(config), ...serverProblems(server)].map((p) => `${source} ${p}`);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    accounts: config.accounts.map((a) => ({
      id: a.id,
      name: a.name ?? a.id,
      publicKey: a.publicKey,
      privateKeys: [...(a.privateKeys ?? [])],
      appManagement: a.appManagement ?? false,
    })),
    user: { role: config.user.role, accountId: config.user.accountId ?? config.accounts[0]!.id },
    apps: config.apps.map((app) => ({
      name: app.name,
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      redirectUris: [...app.redirectUris],
      scopes: [...new Set([...app.scopes, DEFAULT_SCOPE])],
      verified: app.verified ?? false,
    })),
    tokens: {
      accessTokenLength: config.tokens?.accessTokenLength ?? 1024,
      expiresInSeconds: config.tokens?.expiresInSeconds ?? DEFAULT_EXPIRES_IN_SECONDS,
    },
    rateLimits: {
      oauthApp: config.rateLimits?.oauthApp ?? { limit: 3500, windowSeconds: 60 },
      privateKey: config.rateLimits?.privateKey ?? { limit: 3500, windowSeconds: 60 },
      publicKey: config.rateLimits?.publicKey ?? { limit: 700, windowSeconds: 60 },
    },
    decision: config.authorize?.decision ?? "grant",
    revokeTokensOnCodeReuse: config.revokeTokensOnCodeReuse ?? true,
    server,
  };
}

/** Checked on the values in force, defaults included, so a lone headersTimeoutMs above the default is caught too. */
function serverProblems(server: ServerLimits): string[] {
  if (server.headersTimeoutMs <= server.requestTimeoutMs) return [];
  const { headersTimeoutMs, requestTimeoutMs } = server;
  return [
    `/server/headersTimeoutMs (${headersTimeoutMs}) must not exceed requestTimeoutMs (${requestTimeoutMs}): ` +
      "the headers are part of the request",
  ];
}

function semanticProblems(config: SandboxConfig): string[] {
  const problems: string[] = [];
  const unique = (values: [string, string][], what: string) => {
    const seen = new Map<string, string>();
    for (const [pointer, v] of values) {
      const first = seen.get(v);
      if (first !== undefined) problems.push(`${pointer} repeats the ${what} of ${first}`);
      else seen.set(v, pointer);
    }
  };
  unique(
    config.accounts.map((a, i) => [`/accounts/${i}/id`, a.id]),
    "account id",
  );
  unique(
    config.accounts.map((a, i) => [`/accounts/${i}/publicKey`, a.publicKey]),
    "public key",
  );
  unique(
    config.accounts.flatMap((a, i) =>
      (a.privateKeys ?? []).map((k, j): [string, string] => [`/accounts/${i}/privateKeys/${j}`, k]),
    ),
    "private key",
  );
  unique(
    config.apps.map((a, i) => [`/apps/${i}/clientId`, a.clientId]),
    "client id",
  );
  if (config.port === 65535 && config.webPort === undefined)
    problems.push(`/port 65535 leaves no port for the web host (port + 1); set /webPort`);
  if (config.port !== undefined && config.webPort === config.port)
    problems.push(`/webPort must differ from /port: each host needs its own port`);
  if (config.user.accountId !== undefined && !config.accounts.some((a) => a.id === config.user.accountId))
    problems.push(`/user/accountId names no account of /accounts`);
  config.apps.forEach((app, i) => {
    if (app.clientId.includes(":")) problems.push(`/apps/${i}/clientId must not contain ":" (HTTP Basic, RFC 7617)`);
    app.redirectUris.forEach((uri, j) => {
      const problem = redirectUriProblem(uri);
      if (problem) problems.push(`/apps/${i}/redirectUris/${j} ${problem}`);
    });
  });
  return problems;
}

function redirectUriProblem(uri: string): string | undefined {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return "must be an absolute URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "must be an http or https URL";
  if (uri.includes("#")) return "must not have a fragment (RFC 6749 §3.1.2)";
  return undefined;
}
