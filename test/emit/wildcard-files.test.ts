/**
 * A file under a wildcard media type, as springdoc and Apideck's file storage write them: a download whose success
 * response is `*\/*` (or `application/*`) with a `type: string, format: binary` schema, and an upload whose request
 * body is. They are bytes (a Blob), where a wildcard with any other schema stays JSON (emit/operation-types.ts): read
 * as JSON, a real download (a PDF) was an UnexpectedContentTypeError, and a Blob written as JSON went as `{}`. The
 * schema may be a `$ref` (a chain of them) to such a file schema in `components`: the same file.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const file = { schema: { type: "string", format: "binary" } };
/** The file schema through two refs, as a spec that names it (`Download` -> `File`) writes it. */
const fileRef = { schema: { $ref: "#/components/schemas/Download" } };
const spec = {
  openapi: "3.0.3",
  info: { title: "storage", version: "1" },
  paths: {
    "/files/{id}/download": {
      get: {
        operationId: "filesDownload",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "the file", content: { "*/*": file } } },
      },
    },
    "/files/{id}/export": {
      get: {
        operationId: "filesExport",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "the file", content: { "application/*": file } } },
      },
    },
    "/files/{id}/download-ref": {
      get: {
        operationId: "filesDownloadRef",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "the file", content: { "*/*": fileRef } } },
      },
    },
    "/files/{id}/export-ref": {
      get: {
        operationId: "filesExportRef",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "the file", content: { "application/*": fileRef } } },
      },
    },
    "/blobs": {
      post: {
        operationId: "putBlob",
        requestBody: { required: true, content: { "*/*": file } },
        responses: { "200": { description: "ok", content: { "*/*": { schema: { type: "object" } } } } },
      },
    },
    "/blobs-ref": {
      post: {
        operationId: "putBlobRef",
        requestBody: { required: true, content: { "*/*": fileRef } },
        responses: {
          "200": { description: "ok", content: { "*/*": { schema: { $ref: "#/components/schemas/Stored" } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      File: { type: "string", format: "binary" },
      Download: { $ref: "#/components/schemas/File" },
      Stored: { type: "object", properties: { id: { type: "string" } } },
    },
  },
};

type Api = Record<string, (...args: unknown[]) => Promise<{ data?: unknown; error?: unknown }>> & {
  createClient: (o: object) => unknown;
};

const fixture = packageWithServer<Api>(spec, "wildcard-files-");

test("a download under */* or application/* is a Blob of the type that came, asked for with accept */*", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  const pdf = new Uint8Array([37, 80, 68, 70, 0, 255]);
  for (const call of ["filesDownload", "filesExport", "filesDownloadRef", "filesExportRef"]) {
    fixture.server.reply({ status: 200, headers: { "content-type": "application/pdf" }, body: pdf });
    const result = await fixture.api[call]!(client, { path: { id: "f1" } });
    expect(result.error).toBeUndefined();
    const data = result.data as Blob;
    expect([data.type, [...new Uint8Array(await data.arrayBuffer())]]).toEqual(["application/pdf", [...pdf]]);
    expect(fixture.server.requests.at(-1)!.headers.accept).toBe("*/*");
  }
});

test("an upload under */* sends the Blob as it is, with its own type; a wildcard answer of an object stays JSON", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  for (const call of ["putBlob", "putBlobRef"]) {
    fixture.server.reply({ status: 200, headers: { "content-type": "application/json" }, body: '{"id":"b1"}' });
    const result = await fixture.api[call]!(client, { body: new Blob(["png!"], { type: "image/png" }) });
    expect(result.data).toEqual({ id: "b1" });
    const sent = fixture.server.requests.at(-1)!;
    expect([sent.headers["content-type"], sent.body]).toEqual(["image/png", "png!"]);
  }
});

test("the types say so: a Blob to send, a Blob back, under tsc --strict", () => {
  writeFileSync(
    path.join(fixture.pkg.dir, "consumer.ts"),
    `import { createClient, filesDownload, filesDownloadRef, putBlob, putBlobRef } from "./revisions/api/index.js";
const client = createClient({ baseUrl: "http://127.0.0.1:1" });
export async function use(): Promise<Blob> {
  await putBlob(client, { body: new Blob(["x"]) });
  const file = await filesDownload(client, { path: { id: "1" } });
  if (file.error) throw file.error;
  return file.data;
}
export async function useRef(): Promise<Blob> {
  const stored = await putBlobRef(client, { body: new Blob(["x"]) });
  if (stored.data) stored.data.id satisfies string | undefined;
  const file = await filesDownloadRef(client, { path: { id: "1" } });
  if (file.error) throw file.error;
  return file.data;
}
`,
  );
  const { status, output } = fixture.pkg.typeCheck("consumer.ts");
  expect(output).toBe("");
  expect(status).toBe(0);
});
