/**
 * A JSON request body whose spec declares another JSON media type than `application/json` (a Kubernetes PATCH takes
 * `application/merge-patch+json` or `application/json-patch+json`, a JSON:API server `application/vnd.api+json`) is
 * sent labelled with that type: such servers tell the patch formats apart by the Content-Type and answer
 * `application/json` with 415. Through a generated package (emit/descriptor.ts `bodyType`, templates/runtime/encode.ts).
 */
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const body = (mediaType: string) => ({
  required: true,
  content: { [mediaType]: { schema: { type: "object", additionalProperties: true } } },
});
const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
const spec = {
  openapi: "3.0.3",
  info: { title: "media", version: "1" },
  paths: {
    "/pods/{name}": {
      parameters: [{ name: "name", in: "path", required: true, schema: { type: "string" } }],
      patch: { operationId: "patchPod", requestBody: body("application/merge-patch+json"), responses: ok },
      put: { operationId: "replacePod", requestBody: body("application/json"), responses: ok },
    },
    "/articles": {
      post: { operationId: "createArticle", requestBody: body("application/vnd.api+json"), responses: ok },
    },
  },
};

type Call = (client: unknown, args: object) => Promise<{ status: number }>;
const fixture = packageWithServer<Record<string, Call> & { createClient: (o: object) => unknown }>(spec, "json-media-");

test.each([
  ["patchPod", { path: { name: "p" }, body: { spec: null } }, "application/merge-patch+json"],
  ["createArticle", { body: { data: { type: "articles" } } }, "application/vnd.api+json"],
  ["replacePod", { path: { name: "p" }, body: { spec: {} } }, "application/json"],
])("%s sends its JSON labelled with the spec's media type", async (name, args, type) => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
  expect((await fixture.api[name]!(client, args)).status).toBe(200);
  const sent = fixture.server.requests.at(-1)!;
  expect(sent.headers["content-type"]).toBe(type);
  expect(JSON.parse(sent.body)).toEqual((args as { body: unknown }).body);
});
