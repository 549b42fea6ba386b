/**
 * The operationIds of 3.1 webhooks, which openapi-typescript lists in `operations` beside the paths' operations: one
 * that a path's operation has too (its own, or the one the model gives an operation without one, `get_orders`) once
 * made two entries of the same name (TS2300), and one that is not a string, or holds a `%`, stopped it (the spec
 * refused). Each webhook's operation is typed, in `webhooks` and `WebhookPayload`, and each path's under its name.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const spec = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /orders:
    post:
      operationId: orderCreated
      requestBody: { content: { application/json: { schema: { type: integer } } } }
      responses: { "200": { description: ok, content: { application/json: { schema: { type: integer } } } } }
    get:
      responses: { "200": { description: ok, content: { application/json: { schema: { type: boolean } } } } }
webhooks:
  order:
    post:
      operationId: orderCreated
      requestBody: { content: { application/json: { schema: { type: string } } } }
      responses: { "200": { description: ok } }
  other:
    post:
      operationId: get_orders
      requestBody: { content: { application/json: { schema: { type: array, items: { type: string } } } } }
      responses: { "200": { description: ok } }
  numbered:
    post:
      operationId: 5
      requestBody: { content: { application/json: { schema: { type: number } } } }
      responses: { "200": { description: ok } }
  percent:
    post:
      operationId: "100%"
      requestBody: { content: { application/json: { schema: { type: boolean } } } }
      responses: { "200": { description: ok } }
`;

const consumer = `import type { GetOrdersData, OrderCreatedArgs, OrderCreatedData, WebhookPayload } from "./revisions/api/index.js";

export const created: OrderCreatedData = 1;
export const args: OrderCreatedArgs = { body: 1 };
export const list: GetOrdersData = true;
export const order: WebhookPayload<"order"> = "o";
export const other: WebhookPayload<"other"> = ["o"];
export const numbered: WebhookPayload<"numbered"> = 5;
export const percent: WebhookPayload<"percent"> = true;
`;

let pkg: GeneratedPackage;
beforeAll(async () => {
  pkg = await generatePackage(spec, "webhook-ids-");
});
afterAll(() => pkg?.remove());

test("webhooks whose operationIds a path has, are no string or hold % type-check, each typed as written", () => {
  writeFileSync(path.join(pkg.dir, "consumer.ts"), consumer);
  expect(pkg.typeCheck("consumer.ts")).toEqual({ status: 0, output: "" });
});
