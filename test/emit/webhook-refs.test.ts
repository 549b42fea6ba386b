/**
 * OpenAPI 3.1 webhooks written as a `$ref` to a path item of `components/pathItems` (the way to share one between
 * webhooks and paths): their operations are typed, so `WebhookPayload<name>` is the body the API sends. openapi-
 * typescript reads no `$ref` in `webhooks` (it does in `paths`), and typed every operation of such a webhook `never`.
 * An operationId of the path item's operations is in `operations` once, as openapi-typescript types the path item.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const spec = `openapi: 3.1.0
info: { title: t, version: "1" }
webhooks:
  order.created: { $ref: "#/components/pathItems/Order" }
  order.again: { $ref: "#/components/pathItems/Again" }
  order.inline:
    post:
      operationId: orderInline
      requestBody: { content: { application/json: { schema: { type: string } } } }
      responses: { "200": { description: ok } }
components:
  pathItems:
    Again: { $ref: "#/components/pathItems/Order" }
    Order:
      post:
        operationId: orderCreated
        requestBody:
          content:
            application/json:
              schema: { type: object, required: [id], properties: { id: { type: integer } } }
        responses: { "200": { description: ok } }
`;

const consumer = `import type { WebhookPayload } from "./revisions/api/index.js";

export const created: WebhookPayload<"order.created"> = { id: 1 };
export const again: WebhookPayload<"order.again"> = { id: 2 };
export const inline: WebhookPayload<"order.inline"> = "3";
// @ts-expect-error: the payload is typed from the webhook's request body
export const wrong: WebhookPayload<"order.created"> = { id: "1" };
`;

let pkg: GeneratedPackage;
beforeAll(async () => {
  pkg = await generatePackage(spec, "webhook-refs-");
});
afterAll(() => pkg?.remove());

test("a webhook that refers to a path item is typed from its operations", () => {
  writeFileSync(path.join(pkg.dir, "consumer.ts"), consumer);
  expect(pkg.typeCheck("consumer.ts")).toEqual({ status: 0, output: "" });
});
