/**
 * An operation with a success response that has a body and another that has none (`200` with JSON beside `204`, or
 * `202` without content: "done, here it is" or "nothing to send yet"): the answer without a body is a result whose data
 * is undefined, and the types say data may be undefined (emit/descriptor.ts `emptyOk`, operation-types.ts
 * `dataType`). Before, only the first success response counted: the 204 the spec declares threw EmptyBodyError.
 */
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const json = { description: "ok", content: { "application/json": { schema: { type: "object" } } } };
const spec = {
  openapi: "3.1.0",
  info: { title: "empty", version: "1" },
  paths: {
    "/result": { get: { operationId: "getResult", responses: { "200": json, "204": { description: "not yet" } } } },
    "/job": { post: { operationId: "postJob", responses: { "200": json, "202": { description: "accepted" } } } },
    "/plain": { get: { operationId: "getPlain", responses: { "200": json } } },
  },
};

type Api = Record<string, (...args: unknown[]) => Promise<{ data?: unknown; error?: unknown }>> & {
  createClient: (o: object) => unknown;
};

const fixture = packageWithServer<Api>(spec, "empty-success-");

test("a success without a body the spec declares is data: undefined, typed so", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  fixture.server.reply(
    { status: 204 },
    { status: 202 },
    { status: 200, headers: { "content-type": "application/json" }, body: '{"a":1}' },
  );
  expect(await fixture.api.getResult!(client, {})).toMatchObject({ status: 204, data: undefined });
  expect(await fixture.api.postJob!(client, {})).toMatchObject({ status: 202, data: undefined });
  expect(await fixture.api.getResult!(client, {})).toMatchObject({ status: 200, data: { a: 1 } });
  const dts = fixture.pkg.files.get("revisions/api/index.d.ts")!;
  expect(dts).toContain(
    `export type GetResultData = operations["getResult"]["responses"]["200"]["content"]["application/json"] | undefined;`,
  );
  expect(dts).toContain(
    `export type GetPlainData = operations["getPlain"]["responses"]["200"]["content"]["application/json"];`,
  );
});

test("a success that must have a body still refuses an empty one", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  fixture.server.reply({ status: 204 });
  await expect(fixture.api.getPlain!(client, {})).rejects.toThrow(/empty body, but the operation returns data/);
});
