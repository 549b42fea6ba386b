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
