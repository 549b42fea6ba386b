/**
 * Header parameters the runtime writes itself (emit/operation-types.ts `setByRuntime`): published specs declare
 * `Content-Type` (759 operations of 51 corpus documents, required), `Content-Length`, `Host`, `Transfer-Encoding`
 * and `Authorization`, which OpenAPI says to ignore or which fetch and the client's credentials write. Typed as the call's headers, they
 * made every call of such an operation refused ("content-type is set by the client"); now they are left out of the
 * call's arguments and the call goes out with the content type of its body. `Accept` stays a header the caller sets.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const header = (name: string, required = true) => ({ name, in: "header", required, schema: { type: "string" } });
const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
const body = { required: true, content: { "application/json": { schema: { type: "object" } } } };
const spec = {
  openapi: "3.0.3",
  info: { title: "runtime headers", version: "1" },
  paths: {
    "/open": {
      post: {
        operationId: "postOpen",
        parameters: [
          header("Content-Type"),
          header("content-length"),
          header("Host"),
          header("Transfer-Encoding"),
          header("Accept"),
          header("Authorization"),
          header("X-Trace", false),
        ],
        requestBody: body,
        responses: ok,
      },
    },
    "/secured": {
      post: {
        operationId: "postSecured",
        security: [{ token: [] }],
        parameters: [header("Content-Type"), header("Authorization")],
        requestBody: body,
        responses: ok,
      },
    },
  },
  components: {
    securitySchemes: {
      token: { type: "http", scheme: "bearer" },
      // No HTTP token: fetch refuses the header (rapidapi.com's dynamicdocs spec has one), so no credential is typed.
      spaced: { type: "apiKey", in: "header", name: "advicement api key" },
    },
  },
};

const fixture = packageWithServer(spec, "runtime-headers-");

test("the call's headers leave out what the runtime writes, and keep Accept, X-Trace and an unsecured Authorization", () => {
  const dts = fixture.pkg.files.get("revisions/api/index.d.ts")!;
  expect(dts).toContain(
    `export type PostOpenArgs = { headers: Omit<NonNullable<operations["postOpen"]["parameters"]["header"]>, "Content-Type" | "content-length" | "Host" | "Transfer-Encoding">;`,
  );
  // Nothing left for the caller to pass: no headers argument at all.
  expect(dts).toContain(
    `export type PostSecuredArgs = { body: NonNullable<operations["postSecured"]["requestBody"]>["content"]["application/json"]; };`,
  );
  expect(dts).toContain("export interface Auth {\n  /** A bearer token");
  expect(dts).not.toContain("spaced");
  const consumer = path.join(fixture.pkg.dir, "consumer.ts");
  writeFileSync(
    consumer,
    [
      `import { createClient, postOpen, postSecured } from "./revisions/api/index.js";`,
      `const client = createClient({ baseUrl: "http://localhost", auth: { token: "t" } });`,
      `void postOpen(client, { headers: { Accept: "application/json", Authorization: "Basic x" }, body: {} });`,
      `void postSecured(client, { body: {} });`,
      `// @ts-expect-error the content type is the runtime's`,
      `void postSecured(client, { headers: { "Content-Type": "text/plain" }, body: {} });`,
    ].join("\n"),
  );
  const { status, output } = fixture.pkg.typeCheck("consumer.ts");
  expect(output).toBe("");
  expect(status).toBe(0);
});

test("a call goes out with its body's content type and the caller's Accept", async () => {
  const api = fixture.api as Record<string, (...args: unknown[]) => Promise<{ error?: unknown }>>;
  const client = (api.createClient as unknown as (o: object) => unknown)({ baseUrl: fixture.server.url });
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
  const result = await api.postOpen!(client, { headers: { Accept: "application/json", "X-Trace": "t1" }, body: {} });
  expect(result.error).toBeUndefined();
  const sent = fixture.server.requests.at(-1)!.headers;
  expect([sent["content-type"], sent.accept, sent["x-trace"]]).toEqual(["application/json", "application/json", "t1"]);
});
