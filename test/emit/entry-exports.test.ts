/**
 * operationIds that would change what the entry point module is: `then` (a module namespace with a `then` export is
 * a thenable, so `await import()` would call the operation), the entry point's own exports (`createClient`,
 * `revision`...), and `default` / `__esModule`, which bundlers and CommonJS interop read. Such operations are
 * renamed with their method and path, warned about, and the package generated from them is imported for real:
 * `await import(entry)` gives the module, its own exports intact. The same for the module's own constants and imports
 * that only some entry points have: `version` (a version parameter), `securitySchemes` and `schemeAuth` (auth typed
 * from the spec's security schemes).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entryRuntimeValues } from "../../generator/emit/entry-runtime-exports.js";
import { nameOperations } from "../../generator/emit/names.js";
import { buildModel } from "../../generator/model/index.js";
import { json, startServer, type TestServer } from "../runtime/server.js";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
const ids: [string, string][] = [
  ["then", "/then"],
  ["Then", "/promise/then"],
  ["createClient", "/clients"],
  ["revision", "/revision"],
  ["default", "/default"],
  ["__esModule", "/es-module"],
  ["unwrap", "/unwrap"],
  ["api_error", "/api-error"],
  ["get_profiles", "/profiles"],
];
const spec = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: Object.fromEntries(ids.map(([id, p]) => [p, { get: { operationId: id, responses: ok } }])),
};

let pkg: GeneratedPackage;
let server: TestServer;
beforeAll(async () => {
  [pkg, server] = await Promise.all([generatePackage(spec, "entry-exports-"), startServer()]);
});
afterAll(async () => {
  pkg?.remove();
  await server?.close();
});

describe("operationIds that would make the entry point a thenable or shadow its exports", () => {
  it("are renamed with their method and path", async () => {
    const mod = await pkg.importEntry();
    expect(Object.keys(mod).sort()).toEqual(
      [
        ...entryRuntimeValues,
        "_default",
        "_defaultOperation",
        "apiErrorGetApiError",
        "apiErrorGetApiErrorOperation",
        "createClient",
        "createClientGetClients",
        "createClientGetClientsOperation",
        "defaultBaseUrl",
        "esModule",
        "esModuleOperation",
        "getProfiles",
        "getProfilesOperation",
        "revision",
        "revisionGetRevision",
        "revisionGetRevisionOperation",
        "thenGetPromiseThen",
        "thenGetPromiseThenOperation",
        "thenGetThen",
        "thenGetThenOperation",
        "unwrapGetUnwrap",
        "unwrapGetUnwrapOperation",
      ].sort(),
    );
  });

  it("await import() gives the module: not a thenable, its own exports intact", async () => {
    const mod = await pkg.importEntry();
    expect(mod.then).toBeUndefined();
    expect(mod.default).toBeUndefined();
    expect(mod.__esModule).toBeUndefined();
    expect(mod.revision).toBeNull();
    expect(typeof mod.unwrap).toBe("function");
    const runtime = (await import(pathToFileURL(path.join(pkg.dir, "runtime/index.js")).href)) as typeof mod;
    expect(mod.ApiError).toBe(runtime.ApiError);
    const { createClient, thenGetThen, createClientGetClients } = mod as Record<string, (...args: unknown[]) => any>;
    // The spec has no security schemes: the client takes no credentials.
    const client = createClient!({ baseUrl: server.url });
    server.reply(json(200, { via: "then" }), json(200, { via: "createClient" }));
    expect((await thenGetThen!(client)).data).toEqual({ via: "then" });
    expect((await createClientGetClients!(client)).data).toEqual({ via: "createClient" });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["GET /then", "GET /clients"]);
  });

  it("the declarations compile and say the same", () => {
    const dts = pkg.files.get("revisions/api/index.d.ts")!;
    expect(dts).not.toMatch(/export declare function (then|createClientGetClients2|default)\b/);
    expect(dts).toContain("export declare function thenGetThen(");
    expect(pkg.typeCheck()).toEqual({ status: 0, output: "" });
  });

  it("each renamed operation is a located warning", () => {
    // file:line:col of the operationId in the spec file as written
    const lines = readFileSync(pkg.spec, "utf8").split("\n");
    const at = (id: string) => {
      const line = lines.findIndex((l) => l.includes(`"operationId": ${JSON.stringify(id)}`));
      return `${pkg.spec}:${line + 1}:${lines[line]!.indexOf('"operationId"') + 1}`;
    };
    const thenable = "which would make the module a thenable (an await import() of it would call the operation)";
    expect(pkg.warnings).toEqual([
      `${at("then")} #/paths/~1then/get/operationId operationId "then" (GET /then) makes the name then, ${thenable}; emitted as thenGetThen`,
      `${at("Then")} #/paths/~1promise~1then/get/operationId operationId "Then" (GET /promise/then) makes the name then, ${thenable}; emitted as thenGetPromiseThen`,
      `${at("createClient")} #/paths/~1clients/get/operationId operationId "createClient" (GET /clients) makes the name createClient, which the entry point declares itself (createClient); emitted as createClientGetClients`,
      `${at("revision")} #/paths/~1revision/get/operationId operationId "revision" (GET /revision) makes the name revision, which the entry point declares itself (revision); emitted as revisionGetRevision`,
      `${at("unwrap")} #/paths/~1unwrap/get/operationId operationId "unwrap" (GET /unwrap) makes the name unwrap, which the entry point declares itself (unwrap); emitted as unwrapGetUnwrap`,
      `${at("api_error")} #/paths/~1api-error/get/operationId operationId "api_error" (GET /api-error) makes the name apiError, which the entry point declares itself (ApiError); emitted as apiErrorGetApiError`,
    ]);
  });
});

describe("operationIds named as the constants and imports of an entry point with a version parameter and schemes", () => {
  const versioned = {
    openapi: "3.1.0",
    info: { title: "t", version: "2024-01-01" },
    components: { securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Key" } } },
    security: [{ key: [] }],
    paths: Object.fromEntries(
      ["version", "securitySchemes", "schemeAuth"].map((id) => [
        `/${id}`,
        {
          get: {
            operationId: id,
            parameters: [{ name: "X-Api-Version", in: "header", required: true, schema: { const: "2024-01-01" } }],
            responses: ok,
          },
        },
      ]),
    ),
  };
  let versionedPkg: GeneratedPackage;
  beforeAll(async () => {
    versionedPkg = await generatePackage(versioned, "entry-constants-");
  });
  afterAll(() => versionedPkg?.remove());

  it("are renamed, and the package imports and sends the version and the key", async () => {
    const js = versionedPkg.files.get("revisions/api/index.js")!;
    // The entry point has what the names would clash with.
    expect(js).toMatch(/^const version = /m);
    expect(js).toMatch(/^const securitySchemes = /m);
    expect(js).toMatch(/^import \{[^}]*\bschemeAuth\b/m);
    const mod = (await versionedPkg.importEntry()) as Record<string, (...args: unknown[]) => any>;
    expect(
      Object.keys(mod).filter((k) => /^(version|securitySchemes|schemeAuth)/.test(k) && !k.endsWith("Operation")),
    ).toEqual(["schemeAuthGetSchemeAuth", "securitySchemesGetSecuritySchemes", "versionGetVersion"]);
    const client = mod.createClient!({ baseUrl: server.url, auth: { key: "k-1" } });
    server.reply(json(200, {}));
    expect((await mod.versionGetVersion!(client)).status).toBe(200);
    const sent = server.requests.at(-1);
    expect([sent!.url, sent!.headers["x-api-version"], sent!.headers["x-key"]]).toEqual([
      "/version",
      "2024-01-01",
      "k-1",
    ]);
    expect(versionedPkg.warnings.filter((w) => w.includes("which the entry point declares itself"))).toHaveLength(3);
  });
});

/** The names an entry point binds or exports that no operation brought: its imports, re-exports and own constants. */
function ownNames(js: string): string[] {
  const names = new Set<string>();
  for (const [, list] of js.matchAll(/^(?:import|export) \{([^}]*)\}/gm))
    for (const name of list!.split(",")) names.add(name.trim());
  for (const [, name] of js.matchAll(/^(?:export )?const (\w+) = (?!\{\s*"?id"?: )/gm)) names.add(name!);
  names.add("createClient");
  return [...names];
}

it("every name an entry point binds or exports itself is one no operation takes", async () => {
  const versioned = await generatePackage(
    {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      components: { securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Key" } } },
      security: [{ key: [] }],
      paths: {
        "/a": {
          get: {
            operationId: "getA",
            parameters: [{ name: "X-Api-Version", in: "header", required: true, schema: { const: "1" } }],
            responses: ok,
          },
        },
      },
    },
    "entry-own-names-",
  );
  try {
    const revisions = path.join(import.meta.dirname, "../../generated/client/revisions");
    // An entry point that upgrades (the oldest revision), one that does not, and one with a version and schemes.
    const entries = [
      readFileSync(path.join(revisions, "2022-10-17/index.js"), "utf8"),
      readFileSync(path.join(revisions, "2024-05-15/index.js"), "utf8"),
      versioned.files.get("revisions/api/index.js")!,
    ];
    const own = [...new Set(entries.flatMap(ownNames))].sort();
    expect(own).toEqual(expect.arrayContaining(["createUpgradableClient", "schemeAuth", "securitySchemes", "version"]));
    const paths = Object.fromEntries(own.map((id) => [`/${id}`, { get: { operationId: id, responses: ok } }]));
    const model = buildModel({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths });
    const kept = [...nameOperations(model.operations)].filter(([op, n]) => n.fn === op.operationId);
    expect(kept.map(([op]) => op.operationId)).toEqual([]);
  } finally {
    versioned.remove();
  }
});
