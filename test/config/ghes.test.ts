/**
 * revforge as a user runs it on another API: in an empty project, `npm install -D` of the packed revforge (offline,
 * test/package/install.ts), a config over three published specs of another vendor's API (GitHub Enterprise Server
 * 3.17, 3.18 and 3.19 from @octokit/openapi, copied into the project) as three revisions, and `npx revforge generate`
 * make a package whose entry points compile under `tsc --strict` in a consumer project and are called with no version
 * argument, and the reports between consecutive revisions and to the latest.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startServer, type TestServer } from "../runtime/server.js";
import { installInEmptyProject, npmCache, npxRevforge, packRevforge } from "../package/install.js";
import { consumerProject } from "./consumer.js";

const root = path.resolve(import.meta.dirname, "../..");
const spec = (v: string) => createRequire(import.meta.url).resolve(`@octokit/openapi/generated/ghes-${v}.json`);
let work: string;
let project: string;
let server: TestServer;
let generated: { status: number | null; stdout: string; stderr: string };

beforeAll(async () => {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  work = mkdtempSync(path.join(root, "test-output", "config-ghes-"));
  project = path.join(work, "project");
  const cache = await npmCache();
  const { tarball } = await packRevforge(work, cache);
  await installInEmptyProject(project, tarball, cache);
  mkdirSync(path.join(project, "openapi"));
  for (const v of ["3.17", "3.18", "3.19"]) cpSync(spec(v), path.join(project, `openapi/ghes-${v}.json`));
  writeFileSync(
    path.join(project, "revforge.config.json"),
    JSON.stringify({
      package: { name: "@example/ghes-client" },
      revisions: ["3.17", "3.18", "3.19"].map((v) => ({
        id: `ghes-${v}`,
        spec: `openapi/ghes-${v}.json`,
        ...(v === "3.17" && { status: "deprecated", endOfSupport: "2026-01-06" }),
      })),
      output: { client: "generated/client", reports: "generated/reports" },
      license: "MIT",
    }),
  );
  const run = await npxRevforge(project, cache, "generate", "--quiet");
  generated = { status: run.code, stdout: run.stdout, stderr: run.stderr };
  server = await startServer();
}, 600_000);
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await server?.close();
});

describe("a config over GitHub Enterprise Server 3.17, 3.18 and 3.19", () => {
  it("generates the package and the reports", () => {
    expect(generated.status).toBe(0);
    // No name clash: repos/get-pages keeps reposGetPages, though it is repos/get's name plus "Pages" (repos/get does
    // not paginate, and a pager gives way to an operation anyway: generator/emit/names.ts).
    expect(generated.stderr).toBe("");
    expect(generated.stdout).toMatch(/^wrote \d+ files to generated\/client and generated\/reports in /);
    const pkg = JSON.parse(readFileSync(path.join(project, "generated/client/package.json"), "utf8"));
    expect(Object.keys(pkg.exports)).toEqual([
      ".",
      "./ghes-3.17",
      "./ghes-3.18",
      "./ghes-3.19",
      "./runtime",
      "./package.json",
    ]);
    expect(pkg.exports["."]).toEqual(pkg.exports["./ghes-3.19"]);
    expect(pkg.license).toBe("MIT");
    const reports = readdirSync(path.join(project, "generated/reports")).filter(
      (f) => f.endsWith(".json") && f.includes(".."),
    );
    // Consecutive pairs, and each to the latest.
    expect(reports).toEqual(["ghes-3.17..ghes-3.18.json", "ghes-3.17..ghes-3.19.json", "ghes-3.18..ghes-3.19.json"]);
    const report = JSON.parse(readFileSync(path.join(project, "generated/reports/ghes-3.17..ghes-3.18.json"), "utf8"));
    expect(report.from).toBe("ghes-3.17");
    expect(report.findings.length).toBeGreaterThan(0);
  });

  it("compiles under tsc --strict in a consumer project and is called with no version argument", async () => {
    const consumer = consumerProject(
      path.join(work, "consumer"),
      "@example/ghes-client",
      path.join(project, "generated/client"),
      `import { createClient, reposGet, reposGetPages } from "@example/ghes-client";
import * as ghes317 from "@example/ghes-client/ghes-3.17";

const warnings: string[] = [];
const baseUrl = process.env.BASE_URL!;
// The specs declare no security schemes: the client takes no credentials.
const client = createClient({ baseUrl, retry: false });
const old = ghes317.createClient({ baseUrl, retry: false, onWarning: (m) => void warnings.push(m) });
const repo = await reposGet(client, { path: { owner: "octo", repo: "hello" } });
// repos/get-pages under its own name (GET /repos/{owner}/{repo}/pages)
const pagesArgs: Parameters<typeof reposGetPages>[1] = { path: { owner: "octo", repo: "hello" } };
void pagesArgs;
const issues = await ghes317.issuesListForRepo(old, { path: { owner: "octo", repo: "hello" }, query: { state: "open" } });
console.log(JSON.stringify({ name: repo.data?.full_name, issues: issues.data?.length, warnings }));
`,
    );
    expect(consumer.check()).toEqual({ status: 0, output: "" });
    server.reset();
    server.reply(json(200, { full_name: "octo/hello" }), json(200, [{ number: 1 }]));
    const before = server.requests.length;
    const r = await consumer.run({ BASE_URL: server.url });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(JSON.parse(r.stdout)).toEqual({
      name: "octo/hello",
      issues: 1,
      warnings: [
        "revforge: revision ghes-3.17 (deprecated) reached its end of support on 2026-01-06; the API may reject it; use the entry point of a newer GA revision",
      ],
    });
    const sent = server.requests.slice(before).map((q) => `${q.method} ${q.url} ${q.headers.revision ?? "-"}`);
    expect(sent).toEqual(["GET /repos/octo/hello -", "GET /repos/octo/hello/issues?state=open -"]);
  }, 600_000);
});
