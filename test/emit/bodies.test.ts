/**
 * Bodies that are no JSON, as real APIs declare them: a file upload (`multipart/form-data`), a raw upload
 * (`application/octet-stream`, `image/*`), a download (`application/octet-stream`) and a text export (`text/csv`).
 * The generated package types each call so that a Blob can be passed and the download is a Blob (tsc --strict over a
 * consumer), and sends and reads them for real against a local server: the parts a multipart parser sees, the bytes
 * and content type of a raw body, the bytes of a download.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { mediaKind } from "../../generator/emit/operation-types.js";
import { packageWithServer } from "../support/generated-package.js";
import { text } from "../runtime/server.js";

const ok = (content: object) => ({ "200": { description: "ok", content } });
const spec = {
  openapi: "3.1.0",
  info: { title: "files", version: "1" },
  paths: {
    "/files": {
      post: {
        operationId: "uploadFile",
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: {
                  file: { type: "string", format: "binary" },
                  note: { type: "string" },
                  meta: { type: "object", properties: { tags: { type: "array", items: { type: "string" } } } },
                },
              },
            },
          },
        },
        responses: ok({ "application/json": { schema: { type: "object", properties: { id: { type: "string" } } } } }),
      },
    },
    "/files/{id}": {
      put: {
        operationId: "putFile",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        requestBody: { content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } },
        responses: { "204": { description: "stored" } },
      },
      get: {
        operationId: "getFile",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: ok({ "application/octet-stream": { schema: { type: "string", format: "binary" } } }),
      },
    },
    "/avatars": {
      post: {
        operationId: "putAvatar",
        requestBody: { content: { "image/*": { schema: { type: "string", format: "binary" } } } },
        responses: { "204": { description: "stored" } },
      },
    },
    "/export": {
      get: { operationId: "exportCsv", responses: ok({ "text/csv": { schema: { type: "string" } } }) },
    },
  },
};

const fixture = packageWithServer(spec, "bodies-");

test.each([
  ["application/json", "json"],
  ["application/vnd.api+json", "json"],
  ["*/*", "json"],
  ["application/*", "json"],
  ["application/x-www-form-urlencoded", "form"],
  ["multipart/form-data", "multipart"],
  ["multipart/mixed", "multipart"],
  ["text/plain; charset=utf-8", "text"],
  ["application/xml", "text"],
  ["application/atom+xml", "text"],
  ["application/x-ndjson", "text"],
  ["application/octet-stream", "bytes"],
  ["image/*", "bytes"],
  ["application/pdf", "bytes"],
] as const)("a body of %s is %s", (type, kind) => {
  expect(mediaKind(type)).toBe(kind);
});

test("a consumer passes Blobs and bytes and reads the download as a Blob, under tsc --strict", () => {
  writeFileSync(
    path.join(fixture.pkg.dir, "consumer.ts"),
    `import { createClient, uploadFile, putFile, putAvatar, getFile, exportCsv } from "./revisions/api/index.js";
const client = createClient({ baseUrl: "http://127.0.0.1:1" });
export async function use(): Promise<[Blob, string]> {
  await uploadFile(client, { body: { file: new Blob(["x"]), note: "n", meta: { tags: ["a"] } } });
  await uploadFile(client, { body: new FormData() });
  await putFile(client, { path: { id: "1" }, body: new Uint8Array([1, 2]) });
  await putAvatar(client, { body: new Blob(["png"], { type: "image/png" }) });
  const file = await getFile(client, { path: { id: "1" } });
  const csv = await exportCsv(client);
  if (file.error || csv.error) throw new Error("failed");
  return [file.data, csv.data];
}
`,
  );
  const { status, output } = fixture.pkg.typeCheck("consumer.ts");
  expect(output).toBe("");
  expect(status).toBe(0);
});

test("sends a multipart upload as parts, a raw body as it is, and reads a download and a text export", async () => {
  const api = fixture.api as Record<string, (...args: unknown[]) => Promise<Record<string, unknown>>>;
  const client = api.createClient!({ baseUrl: fixture.server.url });
  fixture.server.reply(
    { status: 200, headers: { "content-type": "application/json" }, body: '{"id":"f1"}' },
    { status: 204 },
    { status: 204 },
    { status: 200, headers: { "content-type": "application/octet-stream" }, body: new Uint8Array([0, 255, 7]) },
    text(200, "text/csv", "a,b\n1,2\n"),
  );
  const file = new File(["hello"], "hello.txt", { type: "text/plain" });
  const uploaded = await api.uploadFile!(client, { body: { file, note: "first", meta: { tags: ["a"] } } });
  expect(uploaded.data).toEqual({ id: "f1" });
  // The parts as a multipart parser reads the body the server received.
  const sent = fixture.server.requests[0]!;
  const parts = await new Request("http://x/", {
    method: "POST",
    headers: { "content-type": sent.headers["content-type"]! },
    body: sent.body,
  }).formData();
  const names: string[] = [];
  parts.forEach((_, name) => names.push(name));
  expect(names).toEqual(["file", "note", "meta"]);
  const part = parts.get("file") as File;
  expect([part.name, part.type, await part.text()]).toEqual(["hello.txt", "text/plain", "hello"]);
  expect(parts.get("note")).toBe("first");
  // The object is a JSON field, not a file: a part with a filename is an upload to PHP, Rails, Django, Go and multer.
  expect(parts.get("meta")).toBe('{"tags":["a"]}');
  expect(sent.body).toMatch(/Content-Disposition: form-data; name="meta"\r\nContent-Type: application\/json\r\n\r\n/);

  await api.putFile!(client, { path: { id: "1" }, body: new Uint8Array([104, 105]) });
  expect([fixture.server.requests[1]!.headers["content-type"], fixture.server.requests[1]!.body]).toEqual([
    "application/octet-stream",
    "hi",
  ]);
  // A wildcard type: the Blob's own.
  await api.putAvatar!(client, { body: new Blob(["png"], { type: "image/png" }) });
  expect([fixture.server.requests[2]!.headers["content-type"], fixture.server.requests[2]!.body]).toEqual([
    "image/png",
    "png",
  ]);

  const download = (await api.getFile!(client, { path: { id: "1" } })).data as Blob;
  // A download accepts any type (a server that honours accept: application/json would answer 406).
  expect([fixture.server.requests[3]!.headers.accept, fixture.server.requests[0]!.headers.accept]).toEqual([
    "*/*",
    "application/json",
  ]);
  expect([download.type, [...new Uint8Array(await download.arrayBuffer())]]).toEqual([
    "application/octet-stream",
    [0, 255, 7],
  ]);
  expect((await api.exportCsv!(client)).data).toBe("a,b\n1,2\n");
});

test("a raw body that is no text or bytes is refused before anything is sent", async () => {
  const api = fixture.api as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const client = (api.createClient as (o: object) => unknown)({ baseUrl: fixture.server.url });
  const before = fixture.server.requests.length;
  await expect(api.putFile!(client, { path: { id: "1" }, body: { not: "bytes" } })).rejects.toThrow(
    "putFile: the body must be a string, a Blob, an ArrayBuffer or a typed array",
  );
  await expect(api.uploadFile!(client, { body: { file: Symbol("x") } })).rejects.toThrow(
    "uploadFile: multipart field file must be a Blob, a string, a finite number, a boolean or an object",
  );
  expect(fixture.server.requests.length).toBe(before);
});
