/**
 * operationIds as real specs write them (Rails `Controller#action`, as in cambase.io's and box.com's published specs):
 * the emitted types reach openapi-typescript's `operations` entry for each, so tsc --strict accepts the package and
 * a consumer of its arguments, and the entry point imports.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const spec = {
  openapi: "3.0.3",
  info: { title: "Models", version: "1" },
  paths: {
    "/models": {
      post: {
        operationId: "Api::V1::Models#create",
        parameters: [{ name: "page", in: "query", schema: { type: "integer" } }],
        requestBody: {
          required: true,
          content: { "application/json": { schema: { type: "object", properties: { name: { type: "string" } } } } },
        },
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { type: "object", properties: { id: { type: "string" } } } } },
          },
        },
      },
    },
    "/files/{id}": {
      get: {
        operationId: "get_files_id#get_shared_link",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "ok" } },
      },
    },
  },
};

let pkg: GeneratedPackage;
beforeAll(async () => {
  pkg = await generatePackage(spec, "operation-ids-");
}, 120_000);
afterAll(() => pkg.remove());

const consumer = `
import * as api from "./revisions/api/index.js";

export const args: api.ApiV1ModelsCreateArgs = { query: { page: 1 }, body: { name: "m" } };
// @ts-expect-error: the body is typed from the operation's requestBody
export const wrong: api.ApiV1ModelsCreateArgs = { body: { name: 1 } };
export async function use(client: api.Client<string>): Promise<string | undefined> {
  await api.getFilesIdGetSharedLink(client, { path: { id: "f" } });
  return (await api.apiV1ModelsCreate(client, args)).data?.id;
}
`;

test("tsc --strict accepts the package and a consumer of operations whose operationId holds #", () => {
  writeFileSync(path.join(pkg.dir, "consumer.ts"), consumer);
  const result = pkg.typeCheck("consumer.ts");
  expect(result.output).toBe("");
  expect(result.status).toBe(0);
}, 120_000);

test("the entry point imports with both operations", async () => {
  const entry = await pkg.importEntry();
  expect([typeof entry.apiV1ModelsCreate, typeof entry.getFilesIdGetSharedLink]).toEqual(["function", "function"]);
});

/** A response of JSON values of `type`, so that a consumer can tell two operations' types apart. */
const typed = (type: string) => ({
  "200": { description: "ok", content: { "application/json": { schema: { type } } } },
});

/**
 * openapi-typescript refers to an operation by a JSON pointer that it percent-decodes: an operationId holding `%`
 * stopped it ("URI malformed", the spec refused at `#`), or, holding `%2F`, made `paths` refer to an `operations`
 * entry that does not exist (TS2339).
 */
test("operationIds holding % generate a package that tsc --strict accepts, typed from their operations", async () => {
  const percent = await generatePackage(
    {
      openapi: "3.1.0",
      info: { title: "Percent", version: "1" },
      paths: {
        "/discount": { get: { operationId: "discount-100%", responses: typed("integer") } },
        "/encoded": { get: { operationId: "a%2Fb", responses: typed("string") } },
      },
    },
    "operation-ids-percent-",
  );
  try {
    writeFileSync(
      path.join(percent.dir, "consumer.ts"),
      `import type { Discount100Data, A2FbData } from "./revisions/api/index.js";
export const n: Discount100Data = 1;
export const s: A2FbData = "s";
// @ts-expect-error: typed from the operation's response
export const wrong: Discount100Data = "1";
`,
    );
    expect(percent.typeCheck("consumer.ts")).toEqual({ status: 0, output: "" });
    const entry = await percent.importEntry();
    expect([typeof entry.discount100, typeof entry.a2Fb]).toEqual(["function", "function"]);
  } finally {
    percent.remove();
  }
}, 120_000);

/**
 * openapi-typescript keys `operations` by the operationId with each `#` written `/`: `a#b` beside `a/b` declared one
 * member twice (TS2300). The loader counts them as one id (load/operation-ids.ts): the second by route takes `_2`.
 */
test("operationIds a#b and a/b in one spec generate a package that tsc --strict accepts, one of them warned", async () => {
  const both = await generatePackage(
    {
      openapi: "3.1.0",
      info: { title: "Hash and slash", version: "1" },
      paths: {
        "/hash": { get: { operationId: "a#b", responses: typed("integer") } },
        "/slash": { get: { operationId: "a/b", responses: typed("string") } },
      },
    },
    "operation-ids-hash-slash-",
  );
  try {
    expect(both.typeCheck()).toEqual({ status: 0, output: "" });
    expect(both.files.get("revisions/api/types.d.ts")).toContain(`"a/b_2": {`);
    expect(both.warnings.filter((w) => w.includes("a # is written /"))).toEqual([
      expect.stringMatching(
        /#\/paths\/~1slash\/get\/operationId the operationId "a\/b" of GET \/slash is GET \/hash's "a#b" in the types \(a # is written \/\), which keeps it; GET \/slash is named "a\/b_2"$/,
      ),
    ]);
  } finally {
    both.remove();
  }
}, 120_000);
