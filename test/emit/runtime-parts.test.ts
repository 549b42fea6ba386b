/**
 * An application bundles only the runtime parts its entry point's operations use (templates/runtime/parts.ts,
 * emit/runtime-parts.ts): the entry point's createClient passes them to createClientWith, and a bundler drops the
 * others. Before, createClient was createRuntimeClient, whose request core named every encoder and parameter style, so
 * three JSON calls of our API bundled the form, multipart and raw encoders, the query, path and form field styles,
 * cookie parameters, JSON-text parameters and the text and file downloads (bench "bundle": 11,835 B min+gzip).
 */
import { build } from "esbuild";
import { afterAll, beforeAll, expect, test } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";
import { startServer, type TestServer } from "../runtime/server.js";

const json = { content: { "application/json": { schema: { type: "object" } } } };
const ok = { "200": { description: "ok", ...json } };

const spec = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/things/{id}": {
      get: {
        operationId: "getThing",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: ok,
      },
    },
    "/things": { post: { operationId: "createThing", requestBody: json, responses: ok } },
    "/tokens": {
      post: {
        operationId: "createToken",
        requestBody: {
          content: { "application/x-www-form-urlencoded": { schema: { type: "object" } } },
        },
        responses: ok,
      },
    },
  },
};

/** Text of each part that only that part's code holds (its messages and constants survive minification). */
const partCode = {
  form: "application/x-www-form-urlencoded",
  formStyles: 'space:" "',
  multipart: "multipart/form-data; boundary",
  raw: "a Blob, an ArrayBuffer or a typed array",
  query: "%(?![0-9A-Fa-f]{2})",
  path: "matrix",
  json: ": parameter ",
  cookies: "must be a token naming a scalar or a list",
  data: "charset",
};

let pkg: GeneratedPackage;
let server: TestServer;
beforeAll(async () => {
  [pkg, server] = await Promise.all([generatePackage(spec, "runtime-parts-"), startServer()]);
});
afterAll(async () => {
  pkg.remove();
  await server.close();
});

/** An application calling `calls` of the entry point, bundled and minified as the bench's "bundle" does. */
async function bundle(calls: string[]): Promise<string> {
  const contents = [
    `import { createClient, ${calls.join(", ")} } from "./revisions/api/index.js";`,
    `const client = createClient({ baseUrl: "https://a.example" });`,
    `export const run = () => Promise.all([${calls.map((c) => `${c}(client, {})`).join(", ")}]);`,
  ].join("\n");
  const result = await build({
    stdin: { contents, resolveDir: pkg.dir, sourcefile: "app.js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

test("the entry point passes the parts its operations use, and only those", () => {
  const js = pkg.files.get("revisions/api/index.js")!;
  expect(js).toContain(
    'import { createClientWith, formPart, pages, items, schemeAuth } from "../../runtime/index.js";',
  );
  expect(js).toMatch(/^  return createClientWith\(\{ [^}]+ \}, \{ form: formPart \}\);$/m);
});

test("a bundle of calls holds no code of the parts its entry point leaves out", async () => {
  const text = await bundle(["getThing", "createThing"]);
  for (const [name, code] of Object.entries(partCode)) {
    expect({ name, found: text.includes(code) }).toEqual({ name, found: name === "form" });
  }
});

test("the part an entry point passes does its work, and a descriptor needing another is refused unsent", async () => {
  const api = await pkg.importEntry();
  const createClient = api.createClient as (o: object) => {
    request(op: object, args: object): Promise<{ data?: unknown }>;
  };
  const createToken = api.createToken as (client: unknown, args: object) => Promise<{ data?: unknown }>;
  const client = createClient({ baseUrl: server.url });
  server.reply({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
  expect(await createToken(client, { body: { a: "1", b: ["x", "y"] } })).toMatchObject({ data: {} });
  expect(server.requests.at(-1)!.body).toBe("a=1&b=x&b=y");
  const sent = server.requests.length;
  const upload = { id: "upload", method: "POST", path: "/u", auth: "none", body: "multipart" };
  await expect(client.request(upload, { body: { a: "1" } })).rejects.toThrow(
    "upload needs the runtime's multipart part, which this client was created without",
  );
  expect(server.requests.length).toBe(sent);
});
