/**
 * The package READMEs (templates/package/README.md.hbs and api-README.md.hbs, laid out by output/markdown-layout.ts `tidy`): spec text is
 * escaped so it cannot break the table or become markup, and the operations table is aligned.
 */
import { describe, expect, it } from "vitest";
import { entryRuntimeTypes, entryRuntimeValues } from "../../generator/emit/entry-runtime-exports.js";
import { packageBanner, packageReadme, type PackageEntry } from "../../generator/emit/package-files.js";
import { buildModel } from "../../generator/model/index.js";
import { tidy } from "../../generator/output/markdown-layout.js";

function readme(summaries: string[], oauth = true, auth?: PackageEntry["auth"]): string {
  const paths: Record<string, unknown> = {};
  summaries.forEach((summary, i) => {
    paths[`/things/${i}`] = {
      get: { operationId: `get_thing_${i}`, summary, responses: { 200: { description: "ok" } } },
    };
  });
  const model = buildModel({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths });
  const entry: PackageEntry = {
    name: "api",
    dir: "revisions/api",
    revision: "1",
    status: "GA",
    endOfSupport: "",
    model,
    isDefault: true,
    ...(auth && { auth }),
  };
  const meta = { name: "@revforge/client", license: "UNLICENSED", oauth, legacy: false, upgrades: false };
  return packageReadme(meta, packageBanner, [entry]);
}

describe.each([
  ["the OAuth-profile README", true],
  ["the README of any other API", false],
])("package README: %s", (_name, oauth) => {
  const text = readme(
    ["List things", "A | pipe, `ticks`, *stars* and <tags>", "x", "A much longer summary ".repeat(4)],
    oauth,
  );
  const rows = text.split("\n").filter((line) => line.startsWith("| `getThing"));

  it("escapes spec text inside table cells", () => {
    expect(rows[1]).toContain("A \\| pipe, \\`ticks\\`, \\*stars\\* and \\<tags\\>");
  });

  it("drops the control characters of spec text, as comments and reports do", () => {
    const hostile = readme(["Red \u001b[31malert\u001b[0m\u0007 done\tnow"], oauth);
    expect(hostile).toContain("| Red \\[31malert\\[0m done\tnow |");
    expect(hostile).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  });

  it("aligns the operations table and is its own tidy layout", () => {
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.length)).size).toBe(1);
    expect(tidy(text)).toBe(text);
  });

  it("names every error class and type the entry points re-export from the runtime", () => {
    const named = new Set([...text.matchAll(/`(\w+)`/g)].map((m) => m[1]));
    expect([...entryRuntimeValues, ...entryRuntimeTypes].filter((name) => !named.has(name))).toEqual([]);
  });
});

describe("the README of an API's package, on credentials", () => {
  it("names the Auth type when the API has security schemes", () => {
    const text = readme(["x"], false, { token: { type: "bearer" } });
    expect(text).toContain("the entry point's `Auth` type");
    expect(text).toContain("auth: { token: process.env.API_TOKEN! }");
  });

  // createClient then takes no `auth` (revision-module.ts) and the entry point declares no `Auth`.
  it("says createClient takes no auth when the API has none", () => {
    const text = readme(["x"], false, {});
    expect(text).not.toContain("`Auth`");
    expect(text).not.toContain("AuthOptions`.");
    expect(text).toContain("The API declares no security schemes: `createClient` takes no `auth`");
  });
});

describe("the README's operations table, for paths holding a pipe or a backtick", () => {
  const model = buildModel({
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/a|b": { get: { operationId: "getPipe", responses: { 200: { description: "ok" } } } },
      "/x`y": { get: { operationId: "getTick", responses: { 200: { description: "ok" } } } },
    },
  });
  const entry: PackageEntry = {
    name: "api",
    dir: "revisions/api",
    revision: "1",
    status: "",
    endOfSupport: "",
    model,
    isDefault: true,
  };
  const text = packageReadme(
    { name: "p", license: "UNLICENSED", oauth: false, legacy: false, upgrades: false },
    packageBanner,
    [entry],
  );
  const rows = text.split("\n").filter((line) => line.startsWith("| `get"));

  // Each row keeps its three cells, each route one code span (GitHub reads `\\|` as a pipe inside a table's code).
  it("keeps each route in its cell, as one code span", () => {
    expect(rows.map((row) => row.split(/(?<!\\)\|/).length)).toEqual([5, 5]);
    expect(rows[0]).toContain("`GET /a\\|b`");
    expect(rows[1]).toContain("``GET /x`y``");
  });
});

// Following the example must reach the API: a server `/api/v2` puts every path under `/api/v2`, which
// `https://your-api-host` alone left out, and a default base URL is the one the client uses.
describe("the base URL of the README's example", () => {
  const withServers = (servers: unknown[]) => {
    const model = buildModel({ openapi: "3.1.0", info: { title: "t", version: "1" }, servers, paths: {} });
    const entry: PackageEntry = {
      name: "api",
      dir: "revisions/api",
      revision: "1",
      status: "GA",
      endOfSupport: "",
      model,
      isDefault: true,
    };
    const meta = { name: "t", license: "UNLICENSED", oauth: false, legacy: false, upgrades: false };
    return /baseUrl: "([^"]*)"/.exec(packageReadme(meta, packageBanner, [entry]))?.[1];
  };
  it.each([
    [[], "https://your-api-host"],
    [[{ url: "/api/v2" }], "https://your-api-host/api/v2"],
    [[{ url: "https://api.example.com/v1/" }], "https://api.example.com/v1"],
    [
      [{ url: "https://{tenant}.example.com/api/{v}", variables: { tenant: {}, v: { default: "v3" } } }],
      "https://your-api-host/api/v3",
    ],
    [[{ url: "http://localhost:8080/base" }], "https://your-api-host/base"],
    [
      [
        {
          url: "{scheme}://localhost:{port}/{base}",
          variables: { scheme: { default: "http" }, base: { default: "v1" } },
        },
      ],
      "https://your-api-host/v1",
    ],
    [[{ url: "/a b/{x}" }], "https://your-api-host"],
  ])("servers %j: %s", (servers, base) => expect(withServers(servers)).toBe(base));
});
