/**
 * A package from the shapes public vendor specs have (test/fixtures/load/vendor-shapes/): AWS-style `#fragment` paths,
 * an OData path, an int64 default, a path parameter missing from its path and 3.1 webhooks. It generates with one
 * warning per slip, tsc --strict accepts it with a consumer of each shape, its entry point imports in Node, and its
 * functions send the request line the server expects (docs/safety.md E5, E7, R2).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";
import { json, startServer, type TestServer } from "../runtime/server.js";

const fixture = path.resolve(import.meta.dirname, "../fixtures/load/vendor-shapes/openapi.yaml");
let pkg: GeneratedPackage;
let server: TestServer;

beforeAll(async () => {
  pkg = await generatePackage(readFileSync(fixture, "utf8"), "vendor-shapes-");
  server = await startServer();
}, 120_000);
afterAll(async () => {
  pkg.remove();
  await server.close();
});

test("generates with one located warning per slip", () => {
  expect(pkg.warnings).toEqual([
    `${pkg.spec}:76:7 #/components/schemas/PerPage/default the number 9223372036854775807 cannot be held exactly by ` +
      "JavaScript (beyond 2^53 or not finite); it is read as written, typed as its schema's type and shown as the " +
      "spec writes it (and 3 more such numbers)",
    `${pkg.spec}:54:11 #/paths/~1droplets/get/parameters/0 path parameter "droplet_id" is not in the path ` +
      '"/droplets"; it is typed and never sent',
  ]);
});

test("the types show the int64 values as written and type them as their schema's type", () => {
  const types = pkg.files.get("revisions/api/types.d.ts")!;
  expect(types).toContain("@default 9223372036854775807");
  expect(types).toContain("@example .inf");
  expect(types).toMatch(/ {8}PerPage: number;/);
});

test("the README shows how to type a webhook handler", () => {
  const readme = pkg.files.get("README.md")!;
  expect(readme).toContain('export async function onWebhook(payload: WebhookPayload<"newPet">): Promise<void> {}');
  expect(readme).toContain("The webhooks of `api`: newPet.");
});

const consumer = `
import * as api from "./revisions/api/index.js";
import type { WebhookPayload, webhooks } from "./revisions/api/index.js";

// A webhook handler typed from the spec's webhooks.
export function onNewPet(pet: WebhookPayload<"newPet">): string {
  return pet.name + String(pet.weight ?? 0);
}
export type NewPet = webhooks["newPet"]["post"];
// @ts-expect-error: a webhook the spec does not have
export type Unknown = WebhookPayload<"oldPet">;
// @ts-expect-error: name is required
export const nameless: WebhookPayload<"newPet"> = {};

// The int64 parameter is typed as its schema's type; the path parameter missing from its path stays typed as declared
// (required here), though it is never sent.
export const args: api.DropletsListArgs = { path: { droplet_id: 1 }, query: { per_page: 9007199254740991 } };
// @ts-expect-error: the declared path parameter is required
export const argsWithoutIt: api.DropletsListArgs = { query: { per_page: 1 } };

export async function use(client: api.Client<string>): Promise<string> {
  await api.addTagsToStream(client, { body: { StreamName: "s" } });
  const streams = await api.listStreams(client);
  await api.untagResource(client, { path: { resourceArn: "arn" } });
  const types = await api.deviceManagementAuditEventsGetAuditActivityTypes(client, { path: { category: "c" } });
  return (streams.data?.StreamNames ?? []).join() + (types.data ?? []).join();
}
`;

test("tsc --strict accepts the package and a consumer of each shape", () => {
  writeFileSync(path.join(pkg.dir, "consumer.ts"), consumer);
  const result = pkg.typeCheck("consumer.ts");
  expect(result.output).toBe("");
  expect(result.status).toBe(0);
}, 120_000);

describe("the imported entry point sends", () => {
  test.each([
    ["addTagsToStream", {}, "POST /"],
    ["listStreams", undefined, "POST /"],
    ["untagResource", { path: { resourceArn: "arn:aws:kinesis/s" } }, "DELETE /tags/arn%3Aaws%3Akinesis%2Fs"],
    [
      "deviceManagementAuditEventsGetAuditActivityTypes",
      { path: { category: "it's/a" } },
      "GET /deviceManagement/auditEvents/microsoft.graph.getAuditActivityTypes(category='it's%2Fa')",
    ],
    ["dropletsList", { path: { droplet_id: 7 } }, "GET /droplets"],
  ])("%s: %j as %s", async (name, args, line) => {
    const entry = (await pkg.importEntry()) as Record<string, (...a: unknown[]) => Promise<{ error?: unknown }>> & {
      createClient(options: { baseUrl: string }): unknown;
    };
    server.reply(json(200, {}));
    const result = await entry[name]!(entry.createClient({ baseUrl: server.url }), args);
    expect(result.error).toBeUndefined();
    const sent = server.requests.at(-1)!;
    expect(`${sent.method} ${sent.url}`).toBe(line);
  });
});
