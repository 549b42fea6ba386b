/**
 * The sandbox config: the default file is valid; defaults fill in (accounts:read added to every app); every problem
 * is one line `<source> <pointer> <message>`, all reported at once; files are read strictly (duplicate keys, size).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_CONFIG_FILE, readConfigFile, startSandbox } from "../../scripts/sandbox/index.js";
import { resolveConfig } from "../../scripts/sandbox/config/resolve.js";
import { testConfig } from "./support.js";

const dir = mkdtempSync(path.join(tmpdir(), "sandbox-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function problems(value: unknown): string[] {
  try {
    resolveConfig(value, "c.json");
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

it("the default config file is valid and resolves with accounts:read added", () => {
  const { resolved } = readConfigFile(DEFAULT_CONFIG_FILE);
  expect(resolved.apps[0]!.scopes).toContain("accounts:read");
  expect(resolved.user.accountId).toBe(resolved.accounts[0]!.id);
  expect(resolved.tokens).toEqual({ accessTokenLength: 1024, expiresInSeconds: 3600 });
});

it("fills in the defaults", () => {
  const resolved = resolveConfig({
    accounts: [{ id: "A1", publicKey: "Abc123" }],
    user: { role: "owner" },
    apps: [{ name: "n", clientId: "c", clientSecret: "s", redirectUris: ["https://x.example/cb"], scopes: [] }],
  });
  expect(resolved).toEqual({
    accounts: [{ id: "A1", name: "A1", publicKey: "Abc123", privateKeys: [], appManagement: false }],
    user: { role: "owner", accountId: "A1" },
    apps: [
      {
        name: "n",
        clientId: "c",
        clientSecret: "s",
        redirectUris: ["https://x.example/cb"],
        scopes: ["accounts:read"],
        verified: false,
      },
    ],
    tokens: { accessTokenLength: 1024, expiresInSeconds: 3600 },
    rateLimits: {
      oauthApp: { limit: 3500, windowSeconds: 60 },
      privateKey: { limit: 3500, windowSeconds: 60 },
      publicKey: { limit: 700, windowSeconds: 60 },
    },
    decision: "grant",
    revokeTokensOnCodeReuse: true,
    server: {
      headersTimeoutMs: 30_000,
      requestTimeoutMs: 30_000,
      idleTimeoutMs: 5_000,
      maxConnections: 256,
      maxJsonDepth: 64,
      shutdownGraceMs: 5_000,
    },
  });
});

it("fills in the server limits that are not given", () => {
  expect(resolveConfig(testConfig({ server: { maxJsonDepth: 8, requestTimeoutMs: 90_000 } })).server).toEqual({
    headersTimeoutMs: 30_000,
    requestTimeoutMs: 90_000,
    idleTimeoutMs: 5_000,
    maxConnections: 256,
    maxJsonDepth: 8,
    shutdownGraceMs: 5_000,
  });
});

describe("problems", () => {
  const base = testConfig();
  const app0 = base.apps[0]!;
  it.each<[string, unknown, string[]]>([
    ["no apps", { ...base, apps: undefined }, ["c.json / must have required property 'apps'"]],
    ["an unknown key", { ...base, extra: 1 }, ["c.json / must NOT have additional properties"]],
    [
      "a relative redirect URL and one with a fragment",
      { ...base, apps: [{ ...app0, redirectUris: ["/cb", "https://x.example/cb#frag"] }] },
      [
        "c.json /apps/0/redirectUris/0 must be an absolute URL",
        "c.json /apps/0/redirectUris/1 must not have a fragment (RFC 6749 §3.1.2)",
      ],
    ],
    [
      "a non-http redirect URL",
      { ...base, apps: [{ ...app0, redirectUris: ["javascript:alert(1)"] }] },
      ["c.json /apps/0/redirectUris/0 must be an http or https URL"],
    ],
    [
      "two apps with one client id",
      { ...base, apps: [app0, { ...app0 }] },
      ["c.json /apps/1/clientId repeats the client id of /apps/0/clientId"],
    ],
    [
      "a colon in the client id",
      { ...base, apps: [{ ...app0, clientId: "a:b" }] },
      ['c.json /apps/0/clientId must not contain ":" (HTTP Basic, RFC 7617)'],
    ],
    [
      "a user in no account",
      { ...base, user: { role: "owner", accountId: "ZZ" } },
      ["c.json /user/accountId names no account of /accounts"],
    ],
    [
      "an access token longer than 4096",
      { ...base, tokens: { accessTokenLength: 4097 } },
      ["c.json /tokens/accessTokenLength must be <= 4096"],
    ],
    [
      "a public key that is not 6 characters",
      { ...base, accounts: [{ id: "A", publicKey: "abc" }], user: { role: "owner" } },
      ['c.json /accounts/0/publicKey must match pattern "^[A-Za-z0-9]{6}$"'],
    ],
    [
      "a scope with a space",
      { ...base, apps: [{ ...app0, scopes: ["a b"] }] },
      ['c.json /apps/0/scopes/0 must match pattern "^[!#-\\[\\]-~]+$"'],
    ],
    [
      "a decision that is not one",
      { ...base, authorize: { decision: "yes" } },
      ["c.json /authorize/decision must be equal to one of the allowed values"],
    ],
    [
      "a header timeout longer than the default request timeout",
      { ...base, server: { headersTimeoutMs: 40_000 } },
      [
        "c.json /server/headersTimeoutMs (40000) must not exceed requestTimeoutMs (30000): the headers are part of the request",
      ],
    ],
    [
      "a header timeout longer than the request timeout given",
      { ...base, server: { headersTimeoutMs: 500, requestTimeoutMs: 400 } },
      [
        "c.json /server/headersTimeoutMs (500) must not exceed requestTimeoutMs (400): the headers are part of the request",
      ],
    ],
    [
      "server limits out of range, all at once",
      {
        ...base,
        server: {
          headersTimeoutMs: 5,
          requestTimeoutMs: 600_001,
          idleTimeoutMs: 0,
          maxConnections: 0,
          maxJsonDepth: 1001,
          shutdownGraceMs: -1,
        },
      },
      [
        "c.json /server/headersTimeoutMs must be >= 10",
        "c.json /server/requestTimeoutMs must be <= 600000",
        "c.json /server/idleTimeoutMs must be >= 10",
        "c.json /server/maxConnections must be >= 1",
        "c.json /server/maxJsonDepth must be <= 1000",
        "c.json /server/shutdownGraceMs must be >= 0",
      ],
    ],
    [
      "a fractional timeout",
      { ...base, server: { idleTimeoutMs: 1500.5 } },
      ["c.json /server/idleTimeoutMs must be integer"],
    ],
    [
      "an unknown server limit",
      { ...base, server: { timeoutMs: 1 } },
      ["c.json /server must NOT have additional properties"],
    ],
    [
      "port 65535 without a web port",
      { ...base, port: 65535 },
      ["c.json /port 65535 leaves no port for the web host (port + 1); set /webPort"],
    ],
    [
      "one port for both hosts",
      { ...base, port: 5000, webPort: 5000 },
      ["c.json /webPort must differ from /port: each host needs its own port"],
    ],
  ])("%s", (_, value, expected) => {
    expect(problems(value)).toEqual(expected);
  });
});

describe("files", () => {
  it("rejects duplicate keys with their location", () => {
    const file = path.join(dir, "dup.json");
    writeFileSync(file, '{"accounts": [], "accounts": []}');
    expect(() => readConfigFile(file)).toThrow(/dup\.json:1:18 .*duplicate/i);
  });

  it("says a missing file cannot be read", () => {
    expect(() => readConfigFile(path.join(dir, "missing.json"))).toThrow(/missing\.json cannot be read \(ENOENT\)/);
  });

  it("refuses a directory", () => {
    expect(() => readConfigFile(dir)).toThrow(/is not a file/);
  });

  it("startSandbox validates its config too", async () => {
    await expect(startSandbox({ config: { ...testConfig(), apps: [] } })).rejects.toThrow(
      "<config> /apps must NOT have fewer than 1 items",
    );
  });
});
