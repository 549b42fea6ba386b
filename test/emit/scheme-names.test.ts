/**
 * Security schemes named after Object.prototype's members (`__proto__`, `constructor`) are schemes like any other
 * (docs/safety.md B6): the entry point's scheme table and `Auth` type have them, and a call sends their credentials.
 * A scheme named `__proto__` once set the table's prototype instead of becoming a member: it was left out of `auth`,
 * with a warning that the client could not send an HTTP bearer token, and its operations sent no credential.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { json } from "../runtime/server.js";
import { packageWithServer } from "../support/generated-package.js";

type Api = Record<string, (...args: unknown[]) => any>;

// YAML, so that `__proto__` is a key as written.
const spec = `openapi: 3.1.0
info: { title: t, version: "1" }
components:
  securitySchemes:
    __proto__: { type: http, scheme: bearer }
    constructor: { type: apiKey, in: header, name: X-Key }
paths:
  /a:
    get:
      operationId: getA
      security: [{ __proto__: [] }]
      responses: { "200": { description: ok, content: { application/json: { schema: { type: object } } } } }
  /b:
    get:
      operationId: getB
      security: [{ constructor: [] }]
      responses: { "200": { description: ok, content: { application/json: { schema: { type: object } } } } }
`;

const consumer = `import { createClient, getA } from "./revisions/api/index.js";

export const client = createClient({ auth: { ["__proto__"]: "t0ken", constructor: () => "k3y" } });
export const call = () => getA(client);
`;

const fixture = packageWithServer<Api>(spec, "scheme-names-");

describe("security schemes named __proto__ and constructor", () => {
  it("are in the scheme table and the Auth type, without a warning", () => {
    expect(fixture.pkg.warnings).toEqual([]);
    const dts = fixture.pkg.files.get("revisions/api/index.d.ts")!;
    expect(dts).toContain('readonly "__proto__"?: Credential;');
    expect(dts).toContain("readonly constructor?: Credential;");
    writeFileSync(path.join(fixture.pkg.dir, "consumer.ts"), consumer);
    expect(fixture.pkg.typeCheck("consumer.ts")).toEqual({ status: 0, output: "" });
  });

  it("send their credentials", async () => {
    const { createClient, getA, getB } = fixture.api;
    const auth = JSON.parse('{"__proto__": "t0ken", "constructor": "k3y"}');
    const client = createClient!({ auth, baseUrl: fixture.server.url });
    fixture.server.reply(json(200, {}), json(200, {}));
    expect((await getA!(client)).error).toBeUndefined();
    expect((await getB!(client)).error).toBeUndefined();
    const [a, b] = fixture.server.requests.slice(-2);
    expect(a!.headers.authorization).toBe("Bearer t0ken");
    expect(b!.headers["x-key"]).toBe("k3y");
  });
});
