/**
 * Paths that write a query after `?` (test/fixtures/load/slips/path-query.yaml, as published specs do): a call sends
 * what follows the `?` as the start of the query string, its parameters encoded as query values, and the operation's
 * query parameters after it (templates/runtime/url.ts). It was sent percent-encoded in the path (`/pricing/NZ%3F…`),
 * a URL no server answers.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";
import { startServer, type TestServer } from "../runtime/server.js";

const fixture = path.resolve(import.meta.dirname, "../fixtures/load/slips/path-query.yaml");

let pkg: GeneratedPackage;
let server: TestServer;
beforeAll(async () => {
  [pkg, server] = await Promise.all([generatePackage(readFileSync(fixture, "utf8"), "path-query-"), startServer()]);
});
afterAll(async () => {
  pkg.remove();
  await server.close();
});

test("the template's query comes first, then the query parameters", async () => {
  const api = (await pkg.importEntry()) as Record<string, (...args: unknown[]) => Promise<{ error?: unknown }>>;
  const client = (api.createClient as unknown as (o: object) => unknown)({ baseUrl: server.url });
  const sent: string[] = [];
  for (const [fn, args] of [
    ["getPricing", { path: { country: "NZ", currency: "N&Z" }, query: { detail: true } }],
    ["getPricing", { path: { country: "NZ", currency: "NZD" } }],
    ["listJobsAfterId", { query: { jobid: "7" } }],
    ["listJobsAfterId", {}],
  ] as const) {
    server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
    expect((await api[fn]!(client, args)).error).toBeUndefined();
    sent.push(server.requests.at(-1)!.url);
  }
  expect(sent).toEqual([
    "/pricing/NZ?currency=N%26Z&detail=true",
    "/pricing/NZ?currency=NZD",
    "/jobs?op=LISTAFTERID&jobid=7",
    "/jobs?op=LISTAFTERID",
  ]);
  expect(pkg.warnings).toHaveLength(2);
});
