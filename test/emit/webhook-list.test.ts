/**
 * `webhooks` written as a list, a slip the loader warns about and types as an empty mapping: the entry point declares
 * no `WebhookPayload` over the empty `webhooks` interface (which did not compile: `keyof {}` indexes nothing) and the
 * README lists no webhook named after the list's index `0`.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const spec = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /items:
    get:
      operationId: getItems
      responses: { "200": { description: ok } }
webhooks:
  - post:
      requestBody: { content: { application/json: { schema: { type: object } } } }
      responses: { "200": { description: ok } }
`;

let pkg: GeneratedPackage;
beforeAll(async () => {
  pkg = await generatePackage(spec, "webhook-list-");
});
afterAll(() => pkg?.remove());

test("a list of webhooks is warned about and gives a package that compiles, with no webhook in it", () => {
  expect(pkg.warnings.filter((w) => w.includes(" #/webhooks "))).toHaveLength(1);
  expect(pkg.files.get("revisions/api/index.d.ts")).not.toContain("WebhookPayload");
  expect(pkg.files.get("README.md")).not.toContain("WebhookPayload");
  expect(pkg.typeCheck()).toEqual({ status: 0, output: "" });
});
