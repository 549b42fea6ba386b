/**
 * A change at the root of a schema names the schema, not a `(root)` property: an enum component shared by a request
 * and a response ("The request schema `Status` no longer accepts `b`"), an operation's inline body ("The response
 * body of `GET /x` was restructured"), a webhook's payload ("changed: ... for a receiver").
 */
import { describe, expect, it } from "vitest";
import { pairDiffer } from "./support.js";

const { findings } = pairDiffer("root-messages");

const json = (schema: unknown) => ({ "application/json": { schema } });
const status = { $ref: "#/components/schemas/Status" };
/** POST /x sends and receives a `Status`; GET /y returns `body`; the webhook `done` sends a `Status`. */
const doc = (values: string[], body: unknown) => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/x": {
      post: {
        operationId: "x",
        requestBody: { content: json(status) },
        responses: { "200": { description: "OK", content: json(status) } },
      },
    },
    "/y": { get: { operationId: "y", responses: { "200": { description: "OK", content: json(body) } } } },
  },
  webhooks: { done: { post: { operationId: "done", requestBody: { content: json(status) }, responses: {} } } },
  components: { schemas: { Status: { type: "string", enum: values } } },
});

describe("a change at the root of a schema", () => {
  it("names the schema, or the body of the operation for an inline one", async () => {
    const object = { type: "object", properties: { a: { type: "string" } } };
    const array = { type: "array", items: { type: "string" } };
    expect(
      (await findings(doc(["a", "b"], object), doc(["a"], array))).map(([id, , message]) => [id, message]),
    ).toEqual([
      ["request-property-enum-value-removed", "The request schema `Status` no longer accepts `b`."],
      ["response-property-enum-value-removed", "The response schema `Status` is no longer `b`."],
      ["response-property-restructured", "The response body of `GET /y` was restructured from `object` to `array`."],
      [
        "webhook-payload-changed-safe",
        "The payload of webhook `done` changed: `response-property-enum-value-removed` for a receiver.",
      ],
    ]);
  });
});
