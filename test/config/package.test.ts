/**
 * The package of a config over another team's revision specs (test/fixtures/config/acme: two revisions of an API
 * whose `Acme-Version` header is a required parameter with a default, with bearer and API-key security): the same
 * bytes whatever folder revforge runs from, an entry point per revision and the newest as `.`, the version header set
 * by the entry point and never a per-call argument, `auth` typed from the security schemes, lifecycle warnings from
 * the config, and the report between the revisions.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printedIn } from "../support/cli.js";
import { startServer, json, type TestServer } from "../runtime/server.js";
import { consumerProject } from "./consumer.js";

const root = path.resolve(import.meta.dirname, "../..");
const fixture = path.join(root, "test/fixtures/config/acme");
let work: string;
let server: TestServer;

/** Every file under `dir`, by relative path. */
function files(dir: string, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const rel = `${prefix}${e.name}`;
    if (e.isDirectory()) for (const [k, v] of files(path.join(dir, e.name), `${rel}/`)) out.set(k, v);
    else out.set(rel, readFileSync(path.join(dir, e.name), "utf8"));
  }
  return out;
}

/** A copy of the acme project at `dir`, its config changed by `edit`. */
function project(dir: string, edit: (config: Record<string, any>) => void = () => undefined): string {
  cpSync(fixture, dir, { recursive: true });
  const file = path.join(dir, "revforge.config.json");
  const config = JSON.parse(readFileSync(file, "utf8"));
  edit(config);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return dir;
}

let a: string;
beforeAll(async () => {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  work = mkdtempSync(path.join(root, "test-output", "config-package-"));
  server = await startServer();
  // Lifecycle from the config: the older revision deprecated and past its end, the newest past its end too.
  a = project(path.join(work, "a"), (c) => {
    Object.assign(c.revisions[0], { status: "deprecated", endOfSupport: "2020-01-01" });
    Object.assign(c.revisions[1], { endOfSupport: "2020-06-30" });
  });
  const r = await printedIn(a, "generate", "--quiet");
  expect([r.code, r.err]).toEqual([0, ""]);
}, 120_000);
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await server?.close();
});

describe("a config over another API's revision specs", () => {
  it("writes the same bytes from any folder (paths recorded are the config's)", async () => {
    // The same project elsewhere, run from its parent folder with --config.
    const b = project(path.join(work, "elsewhere", "b"), (c) => {
      Object.assign(c.revisions[0], { status: "deprecated", endOfSupport: "2020-01-01" });
      Object.assign(c.revisions[1], { endOfSupport: "2020-06-30" });
    });
    const r = await printedIn(path.dirname(b), "generate", "--quiet", "--config", "b/revforge.config.json");
    expect([r.code, r.err]).toEqual([0, ""]);
    const [here, there] = [files(path.join(a, "generated")), files(path.join(b, "generated"))];
    expect([...there.keys()]).toEqual([...here.keys()]);
    for (const [rel, text] of here) expect(there.get(rel), rel).toBe(text);
    expect(here.get("client/revisions/2024-05-15/index.js")!.split("\n")[0]).toBe(
      "/* generated from openapi/2024-05-15.json by revforge - do not edit */",
    );
    expect(JSON.parse(here.get("client/stamp.json")!).specs.map((s: { file: string }) => s.file)).toEqual([
      "openapi/2024-02-15.json",
      "openapi/2024-05-15.json",
    ]);
    expect(here.get("reports/index.md")!.split("\n")[0]).toBe(
      "<!-- generated from revforge.config.json by revforge - do not edit -->",
    );
  }, 120_000);

  it("is a package of one entry point per revision, the newest GA as `.`, without OAuth or upgrade code", () => {
    const pkg = JSON.parse(readFileSync(path.join(a, "generated/client/package.json"), "utf8"));
    expect(pkg.name).toBe("@acme/api-client");
    expect(pkg.license).toBe("UNLICENSED");
    expect(Object.keys(pkg.exports)).toEqual([".", "./2024-02-15", "./2024-05-15", "./runtime", "./package.json"]);
    expect(pkg.exports["."]).toEqual(pkg.exports["./2024-05-15"]);
    const all = [...files(path.join(a, "generated/client")).keys()];
    expect(all.filter((f) => /oauth|upgrade|legacy/.test(f))).toEqual([]);
    expect(readdirSync(path.join(a, "generated/reports")).sort()).toEqual([
      "2024-02-15..2024-05-15.html",
      "2024-02-15..2024-05-15.json",
      "2024-02-15..2024-05-15.md",
      "index.html",
      "index.md",
      "stamp.json",
    ]);
    // The version header's default changes with every revision: the entry point sets it, so no finding says so.
    const report = JSON.parse(readFileSync(path.join(a, "generated/reports/2024-02-15..2024-05-15.json"), "utf8"));
    expect(report.findings.map((f: { id: string }) => f.id)).toEqual([
      "api-removed-without-deprecation",
      "new-required-request-property",
      "response-required-property-added",
    ]);
    expect(report.summary).toEqual({ breaking: 2, dangerous: 0, safe: 1 });
  });

  it("never takes the version header per call, though the spec declares it required", () => {
    const dts = readFileSync(path.join(a, "generated/client/revisions/2024-05-15/index.d.ts"), "utf8");
    expect(dts).toContain(
      'export type ListWidgetsArgs = { query?: NonNullable<operations["listWidgets"]["parameters"]["query"]>; };',
    );
    expect(dts).toContain(
      "export declare function listWidgets(client: Client<typeof revision>, args?: ListWidgetsArgs",
    );
    expect(dts).not.toMatch(/Args = [^\n]*header/);
  });

  it("compiles under tsc --strict in a consumer project and calls with no version argument", async () => {
    const consumer = consumerProject(
      path.join(work, "consumer"),
      "@acme/api-client",
      path.join(a, "generated/client"),
      `import { createClient, getWidget, listWidgets } from "@acme/api-client";
import * as v1 from "@acme/api-client/2024-02-15";

const warnings: string[] = [];
const baseUrl = process.env.BASE_URL!;
const onWarning = (m: string) => void warnings.push(m);
const client = createClient({ auth: { bearer: "tok-1" }, baseUrl, retry: false, onWarning });
const old = v1.createClient({ auth: { apiKey: () => "key-2" }, baseUrl, retry: false, onWarning });
// Not an argument of the types; given anyway from untyped code, the call is refused before anything is sent.
// @ts-expect-error the version header is the entry point's, not an argument
const pinned = await listWidgets(client, { headers: { "Acme-Version": "2023-01-01" } }).catch((e: Error) => e.message);
let refused = "";
try {
  // @ts-expect-error auth names the spec's security schemes only
  createClient({ auth: { privateKey: "k" }, baseUrl });
} catch (error) {
  refused = (error as Error).message;
}
// @ts-expect-error a client of one revision is not another revision's
export const wrongClient = () => getWidget(old, { path: { id: "w1" } });
const listed = await listWidgets(client, { query: { limit: 2 } });
const one = await getWidget(client, { path: { id: "w1" } });
const status = await v1.getStatus(old);
console.log(JSON.stringify({ listed: listed.data, one: one.data?.name, status: status.data, warnings, refused, pinned }));
`,
    );
    expect(consumer.check()).toEqual({ status: 0, output: "" });
    server.reset();
    server.reply(
      json(200, { data: [{ name: "a", color: "red" }] }),
      json(200, { name: "w1", color: "blue" }),
      json(200, { ok: true }),
    );
    const before = server.requests.length;
    const r = await consumer.run({ BASE_URL: server.url });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    const printed = JSON.parse(r.stdout);
    expect(printed).toMatchObject({
      listed: { data: [{ name: "a", color: "red" }] },
      one: "w1",
      status: { ok: true },
      refused: "auth.privateKey is not a security scheme of this API (it has apiKey, bearer)",
      pinned: "listWidgets: headers: acme-version is set by the client",
    });
    const sent = server.requests.slice(before);
    expect(
      sent.map((q) => [q.method, q.url, q.headers["acme-version"], q.headers.authorization, q.headers["x-acme-key"]]),
    ).toEqual([
      ["GET", "/widgets?limit=2", "2024-05-15", "Bearer tok-1", undefined],
      ["GET", "/widgets/w1", "2024-05-15", "Bearer tok-1", undefined],
      // getStatus has `security: []`: no credentials, whatever the client holds.
      ["GET", "/status", "2024-02-15", undefined, undefined],
    ]);
    expect(printed.warnings).toEqual([
      "revforge: revision 2024-05-15 (GA) reached its end of support on 2020-06-30; the API may reject it; this package has no newer revision yet",
      "revforge: revision 2024-02-15 (deprecated) reached its end of support on 2020-01-01; the API may reject it; use the entry point of a newer GA revision",
    ]);
  }, 120_000);
});
