/**
 * A schema shared by a create call and its answer, with a required read-only `id` and a required write-only
 * `password` (emit/read-write.ts): the caller sends the body without `id` and reads the answer without `password`,
 * as OpenAPI says. Before, the request type demanded an `id` the caller does not have, and the answer's type
 * promised a `password` the API never returns.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const pet = { $ref: "#/components/schemas/Pet" };
const json = (schema: object) => ({ content: { "application/json": { schema } } });
const spec = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/pets": {
      post: {
        operationId: "createPet",
        requestBody: { required: true, ...json(pet) },
        responses: { "201": { description: "ok", ...json(pet) }, "400": { description: "bad", ...json(pet) } },
      },
    },
  },
  webhooks: { newPet: { post: { requestBody: json(pet), responses: { "200": { description: "ok" } } } } },
  components: {
    schemas: {
      Pet: {
        type: "object",
        required: ["id", "name", "password", "tags"],
        properties: {
          id: { type: "string", readOnly: true },
          name: { type: "string" },
          password: { type: "string", writeOnly: true },
          tags: { type: "array", items: { type: "object", properties: { made: { type: "string", readOnly: true } } } },
        },
      },
    },
  },
};

let pkg: GeneratedPackage;
beforeAll(async () => {
  pkg = await generatePackage(spec, "read-write-");
});
afterAll(() => pkg?.remove());

/** tsc's error lines for a consumer file holding `body` (a function body using the package). */
function check(body: string): string[] {
  writeFileSync(
    path.join(pkg.dir, "consumer.ts"),
    `import { createClient, createPet, type WebhookPayload } from "./revisions/api/index.js";
const client = createClient({ baseUrl: "http://127.0.0.1:1" });
export async function use(payload: WebhookPayload<"newPet">) {
${body}
}
`,
  );
  const { output } = pkg.typeCheck("consumer.ts");
  return output.split("\n").filter((line) => line.includes("consumer.ts"));
}

test("a request body leaves read-only properties out and a response keeps them, without write-only ones", () => {
  expect(
    check(`  const r = await createPet(client, { body: { name: "n", password: "p", tags: [{}] } });
  if (r.error) return r.error.body?.id;
  const id: string = r.data.id;
  const made: string | undefined = r.data.tags[0]?.made;
  const name: string = payload.name + payload.id;
  return [id, made, name];`),
  ).toEqual([]);
}, 120_000);

test("a read-only property sent, or a write-only one read, is a type error", () => {
  const errors =
    check(`  const r = await createPet(client, { body: { id: "x", name: "n", password: "p", tags: [{ made: "y" }] } });
  if (r.error) return;
  return r.data.password;`);
  expect(errors.map((line) => /error (TS\d+)/.exec(line)?.[1])).toEqual(["TS2322", "TS2322", "TS2339"]);
}, 120_000);

test("a document without read-only or write-only properties keeps plain types", async () => {
  const plain = await generatePackage({ ...spec, components: { schemas: { Pet: { type: "object" } } } }, "plain-");
  try {
    expect(plain.files.get("revisions/api/types.d.ts")).not.toContain("$Read");
    expect(plain.files.get("revisions/api/index.d.ts")).not.toMatch(/Readable|Writable/);
  } finally {
    plain.remove();
  }
});
