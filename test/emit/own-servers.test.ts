/**
 * An operation or a path with its own `servers` (the service's authorize page is on another host than the API): the
 * client sends every call to its `baseUrl`, which comes from configuration, so the function's doc names the host the
 * operation belongs to. Before, nothing said so, and a call went to the API host.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const ok = `responses: { "200": { description: ok } }`;
const spec = `openapi: 3.1.0
info: { title: t, version: "1" }
servers: [{ url: "https://api.example.com" }]
paths:
  /authorize:
    servers: [{ url: "https://{host}/app", variables: { host: { default: login.example.com } } }]
    get: { operationId: authorize, ${ok} }
  /upload:
    post: { operationId: upload, servers: [{ url: "https://uploads.example.com" }], ${ok} }
  /same:
    servers: [{ url: "https://api.example.com" }]
    get: { operationId: same, ${ok} }
  /plain:
    get: { operationId: plain, ${ok} }
`;

let pkg: GeneratedPackage;
beforeAll(async () => {
  pkg = await generatePackage(spec, "own-servers-");
});
afterAll(() => pkg?.remove());

/** The JSDoc just above `declare function name`. */
function docOf(name: string): string {
  const dts = pkg.files.get("revisions/api/index.d.ts") ?? "";
  const end = dts.indexOf(`export declare function ${name}(`);
  return dts.slice(dts.lastIndexOf("/**", end), end);
}

test("an operation or path with its own server says which host it belongs to", () => {
  expect(docOf("authorize")).toContain(
    "Served by its own server, `https://{host}/app`: call it with a client whose baseUrl is that host.",
  );
  expect(docOf("upload")).toContain("Served by its own server, `https://uploads.example.com`");
});

test("an operation on the document's server, or declaring that same server, says nothing of it", () => {
  expect(docOf("same")).not.toContain("Served by");
  expect(docOf("plain")).not.toContain("Served by");
  expect(docOf("plain")).toContain("`GET /plain`");
});
