/**
 * The body encoders' kinds beyond JSON and forms (templates/runtime/encode.ts): multipart parts and raw bodies, as the
 * descriptor of an upload asks for them. What goes on the wire for real is in test/emit/bodies.test.ts.
 */
import { describe, expect, test } from "vitest";
import { allParts } from "../../templates/runtime/client.js";
import { encodeWith } from "../../templates/runtime/encode.js";
import type { OperationDescriptor } from "../../templates/runtime/operation.js";

/** A body as a client with every part of the runtime encodes it (createRuntimeClient). */
const encodeBody = (op: OperationDescriptor, body: unknown) => encodeWith(op, body, allParts);

const op = (body: OperationDescriptor["body"], bodyType?: string): OperationDescriptor => ({
  id: "upload",
  method: "POST",
  path: "/files",
  auth: "none",
  body,
  ...(bodyType && { bodyType }),
});

describe("multipart", () => {
  test("a Blob is a file part, scalars text parts, arrays repeated parts, null and undefined left out", async () => {
    const { body, contentType } = encodeBody(op("multipart"), {
      file: new File(["abc"], "a.txt"),
      tags: ["x", 2, true],
      skip: null,
      gone: undefined,
    });
    // fetch writes the content type, with the boundary.
    expect(contentType).toBeUndefined();
    const parts: [string, string][] = [];
    (body as FormData).forEach((value, name) => parts.push([name, typeof value === "string" ? value : value.name]));
    expect(parts).toEqual([
      ["file", "a.txt"],
      ["tags", "x"],
      ["tags", "2"],
      ["tags", "true"],
    ]);
  });

  // Box's upload (`attributes`, an object, beside `file`): a FormData gives a Blob entry `filename="blob"`, and PHP,
  // Rails, Django, Go and multer then file the JSON away as an upload, so the field never arrives.
  test("an object is a JSON field (Content-Type application/json, no filename), the rest as a FormData writes them", async () => {
    const { body, contentType } = encodeBody(op("multipart"), {
      attributes: { name: "a.txt", parent: { id: "0" } },
      file: new File(["abc"], 'q"uote\r\n.txt', { type: "text/plain" }),
      blob: new Blob([new Uint8Array([0, 255])]),
      note: "line one\nline two",
      tags: [{ k: 1 }, "x"],
    });
    const boundary = /^multipart\/form-data; boundary=(-{4}revforge[0-9a-f]{32})$/.exec(contentType ?? "")?.[1];
    expect(boundary).toBeDefined();
    const wire = new Uint8Array(await (body as Blob).arrayBuffer());
    const text = new TextDecoder("latin1").decode(wire);
    expect(text).toBe(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="attributes"',
        "Content-Type: application/json",
        "",
        '{"name":"a.txt","parent":{"id":"0"}}',
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="q%22uote%0D%0A.txt"',
        "Content-Type: text/plain",
        "",
        "abc",
        `--${boundary}`,
        'Content-Disposition: form-data; name="blob"; filename="blob"',
        "Content-Type: application/octet-stream",
        "",
        "\u0000\u00ff",
        `--${boundary}`,
        'Content-Disposition: form-data; name="note"',
        "",
        "line one\r\nline two",
        `--${boundary}`,
        'Content-Disposition: form-data; name="tags"',
        "Content-Type: application/json",
        "",
        '{"k":1}',
        `--${boundary}`,
        'Content-Disposition: form-data; name="tags"',
        "",
        "x",
        `--${boundary}--`,
        "",
      ].join("\r\n"),
    );
    // A multipart parser sees the JSON as a field, the files as files.
    const parsed = await new Response(body as Blob, { headers: { "content-type": contentType! } }).formData();
    expect(parsed.get("attributes")).toBe('{"name":"a.txt","parent":{"id":"0"}}');
    expect(parsed.getAll("tags")).toEqual(['{"k":1}', "x"]);
    expect((parsed.get("file") as File).name).toBe('q"uote\r\n.txt');
    // Each body gets its own boundary.
    expect(encodeBody(op("multipart"), { a: {} }).contentType).not.toBe(contentType);
  });

  test("a FormData is sent as it is", () => {
    const form = new FormData();
    expect(encodeBody(op("multipart"), form).body).toBe(form);
  });

  test.each([
    ["a list", [1], "upload: a multipart body must be an object"],
    ["a Blob", new Blob(["x"]), "upload: a multipart body must be an object"],
    [
      "a non-finite number",
      { n: Number.NaN },
      "upload: multipart field n must be a Blob, a string, a finite number, a boolean or an object",
    ],
    [
      "a circular object",
      (() => {
        const o: Record<string, unknown> = {};
        o.o = o;
        return { o };
      })(),
      "upload: the body cannot be serialised as JSON",
    ],
  ])("refuses %s", (_, body, message) => {
    expect(() => encodeBody(op("multipart"), body)).toThrow(message);
  });
});

describe("raw", () => {
  test.each([
    ["a string, with the spec's type", "application/xml", "<a/>", "application/xml"],
    ["bytes, with the spec's type", "application/octet-stream", new Uint8Array([1]), "application/octet-stream"],
    ["a Blob under a wildcard, with its own type", "image/*", new Blob(["x"], { type: "image/png" }), "image/png"],
    ["a Blob without a type under a wildcard", "image/*", new Blob(["x"]), "application/octet-stream"],
    ["without a type from the spec", undefined, new ArrayBuffer(1), "application/octet-stream"],
  ])("%s", (_, declared, body, type) => {
    expect(encodeBody(op("raw", declared), body)).toEqual({ body, contentType: type });
  });

  test("refuses what is no text or bytes", () => {
    expect(() => encodeBody(op("raw", "application/octet-stream"), { a: 1 })).toThrow(
      "upload: the body must be a string, a Blob, an ArrayBuffer or a typed array",
    );
  });
});
