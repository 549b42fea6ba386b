/**
 * Path, header and cookie parameters whose schema is an object (emit/descriptor.ts, templates/runtime/url.ts and
 * headers.ts): typed from the schema, as openapi-typescript types them, and sent as OpenAPI's style and explode say.
 * The descriptor names only what the runtime cannot know from the value: a simple path or a header parameter the spec
 * explodes, a cookie it does not (form's default is exploded); label and matrix are named as before. Before, the types
 * took an object that the runtime then refused: a call the types allowed could never be sent.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const rgb = {
  type: "object",
  properties: { R: { type: "integer" }, G: { type: "integer" }, B: { type: "integer" } },
  required: ["R", "G", "B"],
};
const list = { type: "array", items: { type: "string" } };
const param = (name: string, where: string, schema: object, extra: object = {}) => ({
  name,
  in: where,
  required: where === "path",
  schema,
  ...extra,
});
const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
const spec = {
  openapi: "3.1.0",
  info: { title: "object params", version: "1" },
  paths: {
    "/colors/{color}/{shade}/{label}/{matrix}/{id}": {
      get: {
        operationId: "getColor",
        parameters: [
          param("color", "path", rgb),
          param("shade", "path", { $ref: "#/components/schemas/Rgb" }, { explode: true }),
          param("label", "path", rgb, { style: "label", explode: true }),
          param("matrix", "path", rgb, { style: "matrix" }),
          param("id", "path", { type: "string" }, { explode: true }),
          param("X-Color", "header", rgb),
          param("X-Exploded", "header", rgb, { explode: true }),
          param("X-List", "header", list, { explode: true }),
          param("color", "cookie", rgb, { explode: false }),
          param("shade", "cookie", rgb),
          param("tags", "cookie", list, { explode: false }),
        ],
        responses: ok,
      },
    },
    "/plain/{id}": { get: { operationId: "getPlain", parameters: [param("id", "path", list)], responses: ok } },
  },
  components: { schemas: { Rgb: rgb } },
};

type Api = Record<string, (...args: unknown[]) => Promise<{ error?: unknown }>> & {
  createClient: (o: object) => unknown;
};

const fixture = packageWithServer<Api>(spec, "object-params-");

test("the descriptor names the object parameters the spec explodes, in a path or a header, and the cookies it does not", () => {
  const op = fixture.api.getColorOperation as unknown as Record<string, unknown>;
  expect(op.pathStyles).toEqual([
    ["shade", "simple-explode"],
    ["label", "label-explode"],
    ["matrix", "matrix"],
  ]);
  expect(op.explodeHeaders).toEqual(["X-Exploded"]);
  // A list cookie not exploded is named too: exploded (the default), a list is a cookie per element.
  expect(op.joinCookies).toEqual(["color", "tags"]);
  expect(Object.keys(fixture.api.getPlainOperation as object)).toEqual(["id", "method", "path", "auth"]);
});

test("the object parameters are typed from their schemas", () => {
  const consumer = path.join(fixture.pkg.dir, "consumer.ts");
  writeFileSync(
    consumer,
    [
      `import { createClient, getColor } from "./revisions/api/index.js";`,
      `const client = createClient({ baseUrl: "http://localhost" });`,
      `const c = { R: 100, G: 200, B: 150 };`,
      `const path = { color: c, shade: c, label: c, matrix: c, id: "1" };`,
      `void getColor(client, { path, headers: { "X-Color": c, "X-Exploded": c }, cookies: { color: c, shade: c } });`,
      `// @ts-expect-error G is missing`,
      `void getColor(client, { path: { ...path, color: { R: 1, B: 2 } } });`,
      `// @ts-expect-error an object, not a string`,
      `void getColor(client, { path, headers: { "X-Color": "R,1" } });`,
    ].join("\n"),
  );
  const { status, output } = fixture.pkg.typeCheck("consumer.ts");
  expect(output).toBe("");
  expect(status).toBe(0);
});

test("a call sends each object as its style and explode say", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
  const c = { R: 100, G: 200, B: 150 };
  const result = await fixture.api.getColor!(client, {
    path: { color: c, shade: c, label: c, matrix: c, id: "x" },
    headers: { "X-Color": c, "X-Exploded": c, "X-List": ["a", "b"] },
    cookies: { color: c, shade: { R: 1, G: 2, B: undefined }, tags: ["t", "u"] },
  });
  expect(result.error).toBeUndefined();
  const sent = fixture.server.requests.at(-1)!;
  expect(sent.url).toBe("/colors/R,100,G,200,B,150/R=100,G=200,B=150/.R=100.G=200.B=150/;matrix=R,100,G,200,B,150/x");
  expect([sent.headers["x-color"], sent.headers["x-exploded"], sent.headers["x-list"]]).toEqual([
    "R,100,G,200,B,150",
    "R=100,G=200,B=150",
    "a,b",
  ]);
  expect(sent.headers.cookie).toBe("color=R,100,G,200,B,150; R=1; G=2; tags=t,u");
});
