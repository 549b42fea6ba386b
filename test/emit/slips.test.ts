/**
 * Generation from specs with structural slips (docs/safety.md, L5): every fixture that loads only with warnings
 * generates a package, `generate` passes each warning on (onWarning) exactly as the loader located it, and tsc
 * --strict accepts every package together with a consumer that uses what the slips left: a path parameter missing
 * from the path stays typed as declared, `properties: {$ref}` gives the properties it names, a schema keyword of the wrong
 * kind is read around. An operation without an operationId gets a usable type as well (openapi-typescript lists only
 * named operations; emit/types-input.ts names them as the model does).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { generateClientPackage } from "../../generator/index.js";
import { loadSpec } from "../../generator/load/index.js";
import { strictTypeCheck } from "../support/generated-package.js";
import { slipSpecs } from "../support/slips.js";

const root = path.resolve(import.meta.dirname, "../..");
let work: string;
const generated = new Map<string, { warnings: string[]; files: Map<string, string> }>();

/** Writes the package of `spec` under `work/<name>/` and keeps what generation said. */
async function generate(spec: string, name: string): Promise<void> {
  const warnings: string[] = [];
  const files = await generateClientPackage([{ file: spec, name: "api", isDefault: true }], {
    onWarning: (line) => warnings.push(line),
  });
  for (const [rel, text] of files) {
    mkdirSync(path.dirname(path.join(work, name, rel)), { recursive: true });
    writeFileSync(path.join(work, name, rel), text);
  }
  generated.set(name, { warnings, files });
}

const packageName = (spec: string) => path.basename(spec, ".yaml");

beforeAll(async () => {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  work = mkdtempSync(path.join(root, "test-output", "slips-"));
  for (const spec of slipSpecs) await generate(spec, packageName(spec));
  const unnamed = path.join(work, "no-operation-id.yaml");
  writeFileSync(
    unnamed,
    'openapi: 3.1.0\ninfo:\n  title: t\n  version: "1"\npaths:\n  /items/{id}:\n    get:\n      parameters:\n' +
      "        - name: id\n          in: path\n          required: true\n          schema:\n            type: string\n" +
      '      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n' +
      "              schema:\n                type: integer\n",
  );
  await generate(unnamed, "no-operation-id");
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(slipSpecs)("%s", (spec) => {
  test("generates, passing on the load's warnings", async () => {
    const { warnings } = await loadSpec(spec);
    expect(warnings.length).toBeGreaterThan(0);
    expect(generated.get(packageName(spec))!.warnings).toEqual(warnings);
  });
});

/** Uses what each slip left; any type that came out wrong fails tsc. */
const consumer = `
import * as paths from "./path-parameter-not-in-path/revisions/api/index.js";
import * as props from "./properties-ref/revisions/api/index.js";
import * as kinds from "./schema-types/revisions/api/index.js";
import * as unnamed from "./no-operation-id/revisions/api/index.js";
import * as twice from "./operation-id-twice/revisions/api/index.js";
import * as empty from "./parameter-name-empty/revisions/api/index.js";
import * as slash from "./path-double-slash/revisions/api/index.js";
import * as unrooted from "./path-no-leading-slash/revisions/api/index.js";
import * as location from "./path-parameter-twice/revisions/api/index.js";
import * as groups from "./object-enum/revisions/api/index.js";
import * as notRef from "./ref-not-a-string/revisions/api/index.js";
import type { Client } from "./path-parameter-not-in-path/runtime/index.js";

// Only {id} is in the path: "org" stays typed as the spec declares it (the client accepts it and sends it nowhere).
export const withOrg: Required<paths.GetItemArgs["path"]> = { id: "1", org: "o" };
// An operation without an operationId has real types, not never.
export const unnamedArgs: unnamed.GetItemsIdArgs = { path: { id: "1" } };
export const unnamedData: unnamed.GetItemsIdData = 5;

export async function use(client: Client<string>): Promise<[string, number, string, number]> {
  const item = await paths.getItem(client, { path: { id: "1", org: "o" } });
  const droplets = await props.listDroplets(client);
  const volume: props.ListVolumesData = { size_gigabytes: 1, filesystem_type: "ext4", region: "ams3" };
  // required: "name" (not a list) and required: true on a property are read around: name is optional.
  const created = await kinds.createItem(client, { body: { kind: "small", tags: ["a"] } });
  const found = await unnamed.getItemsId(client, { path: { id: "1" } });
  return [item.data ?? "", droplets.data?.id ?? 0, String(volume.region) + String(created.data?.name), found.data ?? 0];
}

// Operations that wanted one operationId each have their own function and types.
export async function named(client: Client<string>): Promise<[string, number, boolean]> {
  const users = await twice.getUsers(client);
  const tilde = await twice.getUsers2(client);
  const things = await twice.listThings2(client);
  await twice.listThings(client);
  await twice.getAliasesTrackingId(client);
  await twice.getAliasesTrackingId2(client, { path: { trackingId: "t" } });
  return [users.data ?? "", tilde.data ?? 0, things.data ?? false];
}

// A parameter with an empty name is left out: the call needs only the others.
export async function others(client: Client<string>): Promise<string[]> {
  return (await empty.listCustomers(client, { query: { page: 2 } })).data ?? [];
}
export const queryKeys: Record<keyof NonNullable<empty.ListCustomersArgs["query"]>, true> = { page: true };

// An enum on an object schema is left out: the schema is the object its properties say.
export const productGroups: groups.ListProductGroupsData = [{ name: "PKW" }];
// @ts-expect-error its name is a string
export const notProductGroups: groups.ListProductGroupsData = [{ name: 5 }];

// A $ref that is not a string is left out: the schema beside it is the type.
export const items: notRef.ListItemsData = ["a"];
// @ts-expect-error the items are strings
export const notItems: notRef.ListItemsData = [1];

// A path starting with //, one without its leading / and a parameter named twice in a path are called as any other.
export async function paths2(client: Client<string>): Promise<void> {
  await slash.getOpenapi(client, { path: { type: "json" } });
  await unrooted.getPet(client, { path: { id: "1" } });
  await unrooted.getX(client);
  await location.fabricLocationsGet(client, { path: { subscriptionId: "s", location: "l" } });
}
`;

// A key without its leading / is sent as a path of the base URL, never joined to it as it is (docs/safety.md E5).
test("a path key without its leading / is called under the base URL's path", () => {
  const entry = generated.get("path-no-leading-slash")!.files.get("revisions/api/index.js")!;
  expect(entry).toContain('path: "/pets/{id}"');
  expect(entry).toContain('path: "/@evil.example/x"');
});

test("tsc --strict accepts every package and a consumer of what the slips left", () => {
  writeFileSync(path.join(work, "consumer.ts"), consumer);
  const entries = [...generated.keys()].map((name) => path.join(work, name, "revisions/api/index.d.ts"));
  const result = strictTypeCheck([...entries, path.join(work, "consumer.ts")]);
  expect(result.output).toBe("");
  expect(result.status).toBe(0);
}, 120_000);
