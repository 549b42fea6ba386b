/**
 * What fetch and HTTP allow a GET and a HEAD (test/fixtures/load/slips/get-body.yaml): a GET's request body, which
 * fetch refuses to send ("Request with GET/HEAD method cannot have body"; 28 corpus documents declare one, Stripe's
 * among them), is left out of the call; a HEAD's success has no body, whatever content the spec declares, so its data
 * is `undefined` (it was an EmptyBodyError on every call: jellyfin's, openbanking.org.uk's specs). A TRACE, which
 * fetch cannot send at all, has no function (it failed every call).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";
import { startServer, type TestServer } from "../runtime/server.js";

const fixture = path.resolve(import.meta.dirname, "../fixtures/load/slips/get-body.yaml");

let pkg: GeneratedPackage;
let server: TestServer;
let api: Record<string, (...args: unknown[]) => Promise<{ data?: unknown; error?: unknown }>>;
let client: unknown;
beforeAll(async () => {
  [pkg, server] = await Promise.all([generatePackage(readFileSync(fixture, "utf8"), "get-head-"), startServer()]);
  api = (await pkg.importEntry()) as typeof api;
  client = (api.createClient as unknown as (o: object) => unknown)({ baseUrl: server.url });
});
afterAll(async () => {
  pkg.remove();
  await server.close();
});

test("the GET takes no body and the HEAD returns no data, in the types and the descriptors", () => {
  const dts = pkg.files.get("revisions/api/index.d.ts")!;
  expect(dts).toContain("export type ListChargesArgs = Record<string, never>;");
  expect(dts).toContain("export type HeadChargesData = undefined;");
  const js = pkg.files.get("revisions/api/index.js")!;
  expect(js).toContain(
    `export const listChargesOperation = { id: "listCharges", method: "GET", path: "/charges", auth: "none" };`,
  );
  expect(js).toContain(
    `export const headChargesOperation = { id: "headCharges", method: "HEAD", path: "/charges", auth: "none", emptyOk: true };`,
  );
});

test("a GET goes out without a body, and one given anyway is refused before anything is sent", async () => {
  server.reply({ status: 200, headers: { "content-type": "application/json" }, body: `{"data":[]}` });
  expect(await api.listCharges!(client)).toMatchObject({ data: { data: [] } });
  const sent = server.requests.length;
  await expect(api.listCharges!(client, { body: { expand: ["x"] } })).rejects.toThrow(
    "listCharges takes no request body",
  );
  expect(server.requests.length).toBe(sent);
});

test("a TRACE, which fetch refuses to send, is typed and has no function", () => {
  expect(pkg.files.get("revisions/api/types.d.ts")).toContain("traceEcho: {");
  expect(pkg.files.get("revisions/api/index.js")).not.toContain("traceEcho");
  expect(pkg.files.get("revisions/api/index.d.ts")).not.toContain("traceEcho");
});

test("a HEAD answered with a JSON content type and no body succeeds with no data", async () => {
  server.reply({ status: 200, headers: { "content-type": "application/json" } });
  const result = await api.headCharges!(client);
  expect(result.error).toBeUndefined();
  expect(result.data).toBeUndefined();
  expect(server.requests.at(-1)!.method).toBe("HEAD");
});
